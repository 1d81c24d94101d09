import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Forgot password',
    children: (
      <>
        <TextField label="E-mail" name="email" type="email" />
        <Button fullWidth>Send</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Forgot password' });
    await expect(region).toContainElement(canvas.getByLabelText('E-mail'));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Forgot password');
  },
};

export const Narrow: Story = {
  args: { width: 'narrow', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined, children: 'A plain surface with no heading.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('A plain surface with no heading.')).toBeVisible();
  },
};

export const Nested: Story = {
  args: {
    title: 'Control room',
    width: 'fluid',
    children: (
      <Card title="Chat settings" width="fluid" headingLevel={3}>
        <TextField label="Blocked word" name="word" />
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    const outer = canvas.getByRole('heading', { level: 2, name: 'Control room' });
    const inner = canvas.getByRole('heading', { level: 3, name: 'Chat settings' });
    // A section of a card reads as one: a smaller heading, no shadow of its own.
    await expect(parseFloat(getComputedStyle(inner).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(outer).fontSize),
    );
    const section = canvas.getByRole('region', { name: 'Chat settings' });
    await expect(getComputedStyle(section).boxShadow).toBe('none');
  },
};

/** How many lines each word of an element's text is drawn on (one: it wrapped whole). */
function linesPerWord(element: Element): Map<string, number> {
  const text = element.firstChild as Text;
  const lines = new Map<string, number>();
  for (const match of text.data.matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    lines.set(match[0], range.getClientRects().length);
  }
  return lines;
}

/**
 * Squeezed as narrow as its layout allows (a flex item beside a fixed block, as a title beside
 * a page's actions): the title's words still wrap whole, one per line at worst, never broken
 * mid-word (issue 27: overflow-wrap is break-word, not anywhere).
 */
export const LongWordsWrapWhole: Story = {
  args: { title: 'Sustainable outerwear collection', width: 'fluid' },
  render: (args) => (
    <div style={{ display: 'flex', width: '20rem' }}>
      <Card {...args} />
      <div style={{ flex: 'none', width: '19rem' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Sustainable outerwear collection' });
    const lines = linesPerWord(title);
    await expect([...lines.keys()]).toEqual(['Sustainable', 'outerwear', 'collection']);
    for (const [word, count] of lines) {
      await expect({ word, lines: count }).toEqual({ word, lines: 1 });
    }
    // Squeezed indeed: the title takes more than one line.
    await expect(title.getClientRects()[0]!.height).toBeGreaterThan(
      parseFloat(getComputedStyle(title).lineHeight) * 1.5,
    );
  },
};
