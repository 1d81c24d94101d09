import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Registration progress', value: 33 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Registration progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
  },
};

/** Step 1 of 3: the wizard shows no bar until there is progress. */
export const HiddenAtZero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const ShownAtZero: Story = {
  args: { value: 0, showAtZero: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    // Out-of-range values are clamped, never drawn past the track.
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
