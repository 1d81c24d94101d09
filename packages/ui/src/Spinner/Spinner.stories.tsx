import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const VerifyingEmail: Story = {
  args: { size: 'lg', label: 'Verifying your e-mail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your e-mail');
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    // Inside a busy control the spinner must not be announced a second time.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
