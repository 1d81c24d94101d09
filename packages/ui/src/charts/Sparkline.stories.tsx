import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sparkline } from './Sparkline';

const meta = {
  title: 'Data/Charts/Sparkline',
  component: Sparkline,
  args: {
    label: 'Sales, last 7 days: from $1,200 to $1,750',
    values: [1200, 980, 1430, 1610, 900, 2100, 1750],
    width: 160,
  },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // One image named in words: the line itself is not read out point by point.
    const image = canvas.getByRole('img', { name: 'Sales, last 7 days: from $1,200 to $1,750' });
    await expect(image).toBeVisible();
    await expect(canvasElement.querySelector('.recharts-line-curve')).not.toBeNull();
    await expect(
      canvasElement.querySelector('.recharts-yAxis .recharts-cartesian-axis-tick'),
    ).toBeNull();
  },
};

export const Flat: Story = {
  args: { label: 'Sales, last 7 days: none', values: [0, 0, 0, 0, 0, 0, 0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Sales, last 7 days: none' })).toBeVisible();
  },
};
