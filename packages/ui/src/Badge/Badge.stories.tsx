import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

const allTones: BadgeTone[] = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'];

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: tokens.space[2] }}>
      {allTones.map((tone) => (
        <Badge key={tone} tone={tone} dot>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Every tone keeps its text readable: axe checks the contrast after this play.
    for (const tone of allTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};
