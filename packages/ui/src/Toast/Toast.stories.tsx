import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast, ToastRegion, type ToastProps } from './Toast';

/** Toasts come and go: the demo shows one per click and removes it when it is dismissed. */
function ToastDemo({ onDismiss, ...props }: ToastProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown(true)}>
        Save
      </Button>
      <ToastRegion>
        {shown ? (
          <Toast
            {...props}
            onDismiss={() => {
              setShown(false);
              onDismiss();
            }}
          />
        ) : null}
      </ToastRegion>
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { tone: 'success', children: 'Product saved', onDismiss: fn(), duration: null },
  render: (args) => <ToastDemo {...args} />,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Product saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(region).not.toHaveTextContent('Product saved');
  },
};

export const LeavesByItself: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Product saved');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const StaysWhileHovered: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.hover(canvas.getByRole('status'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 2000 });
  },
};

export const ErrorToast: Story = {
  args: { tone: 'error', children: 'Technical error occured. Please try again.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Technical error occured. Please try again.',
    );
  },
};
