import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'error', children: messages.invalidLogin },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Section 8: a login failure shows 'Invalid login' (or the server's message). */
export const LoginFailed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  args: { tone: 'success', children: 'Your password has been changed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  args: { tone: 'success', children: 'Saved.', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
