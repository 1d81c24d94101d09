import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTheme, lightTheme } from '../theme/tokens';
import { CONTRAST_PAIRS, contrastRatio } from './contrast';
import { ContrastTable } from './TokenTables';

const meta = {
  title: 'Foundations/Contrast',
  component: ContrastTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every pair the components draw meets WCAG AA in BOTH themes: axe only sees the theme a
 * story renders in, and only the states it renders; this checks the tokens themselves.
 */
export const BothThemesMeetAA: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Contrast of the colour pairs' })).toBeVisible();
    const failures = CONTRAST_PAIRS.flatMap(({ foreground, background, minimum }) =>
      Object.entries({ light: lightTheme, dark: darkTheme })
        .map(([mode, theme]) => ({
          pair: `${mode}: ${foreground} on ${background}`,
          ratio: contrastRatio(theme.color[foreground], theme.color[background]),
          minimum,
        }))
        .filter(({ ratio }) => ratio < minimum),
    );
    await expect(failures).toEqual([]);
  },
};

export const KnowsABadPair: Story = {
  play: async () => {
    // The checker itself: white on white fails, black on white is the maximum.
    await expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    await expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    await expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  },
};
