import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ViewerCount, viewerCountText } from './ViewerCount';

const meta = {
  title: 'Live/ViewerCount',
  component: ViewerCount,
  args: { count: 1234, locale: 'en-US' },
} satisfies Meta<typeof ViewerCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Watching: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234 watching')).toBeVisible();
  },
};

export const ManyViewers: Story = {
  args: { count: 12_345 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.3K watching')).toBeVisible();
    await expect(viewerCountText(0, 'en-US')).toBe('0 watching');
    await expect(viewerCountText(-3, 'en-US')).toBe('0 watching');
  },
};
