import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { installClock, until } from '../testing/fakeClock';
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
    await expect(region).toHaveTextContent(/^Product saved$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(region).not.toHaveTextContent('Product saved');
  },
};

export const LeavesByItself: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    const clock = installClock();
    try {
      await fireEvent.click(canvas.getByRole('button', { name: 'Save' }));
      // The toast is shown and its timer set (an effect after the paint).
      await until(() => clock.countTimers() === 1);
      await expect(canvas.getByRole('status')).toHaveTextContent(/^Product saved$/);
      clock.tick(299);
      await expect(args.onDismiss).not.toHaveBeenCalled();
      clock.tick(1);
      await expect(args.onDismiss).toHaveBeenCalledOnce();
      await until(() => canvas.queryByRole('status') === null);
      await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const StaysWhileHovered: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    const clock = installClock();
    try {
      await fireEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await until(() => clock.countTimers() === 1);
      await fireEvent.mouseOver(canvas.getByRole('status'));
      // Hovering stops the clock: the timer is cleared, and time passing changes nothing.
      await until(() => clock.countTimers() === 0);
      await expect(clock.countTimers()).toBe(0);
      clock.tick(600);
      await expect(args.onDismiss).not.toHaveBeenCalled();
      await expect(canvas.getByRole('status')).toHaveTextContent(/^Product saved$/);
      // Leaving starts the full duration again.
      await fireEvent.mouseOut(canvas.getByRole('status'));
      await until(() => clock.countTimers() === 1);
      clock.tick(299);
      await expect(args.onDismiss).not.toHaveBeenCalled();
      clock.tick(1);
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    } finally {
      clock.uninstall();
    }
  },
};

export const ErrorToast: Story = {
  args: { tone: 'error', children: 'Technical error occured. Please try again.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^Technical error occured\. Please try again\.$/,
    );
  },
};
