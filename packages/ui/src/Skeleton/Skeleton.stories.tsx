import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {
  args: { lines: 3 },
  render: (args) => (
    <div aria-busy="true" aria-label="Designer details" role="region">
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Designer details' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const lines = canvasElement.querySelectorAll('[data-skeleton] > span');
    await expect(lines).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    const [first, , last] = Array.from(lines);
    await expect(last!.getBoundingClientRect().width).toBeLessThan(
      first!.getBoundingClientRect().width,
    );
  },
};

export const ProfileRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: tokens.space[3], alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <Skeleton shape="block" width="12rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bones = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(bones).toHaveLength(2);
    for (const bone of Array.from(bones)) await expect(bone).toHaveAttribute('aria-hidden', 'true');
  },
};
