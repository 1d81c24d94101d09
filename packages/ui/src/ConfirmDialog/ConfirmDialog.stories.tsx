import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDemo({ onCancel, onConfirm, ...props }: Omit<ConfirmDialogProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete look
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
        onConfirm={() => {
          onConfirm();
          if (!props.busy) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Delete this look?',
    children: 'Its products stay in the catalogue.',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete look' }));
    const dialog = page.getByRole('dialog', { name: 'Delete this look?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete look' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete look' }));
    const dialog = page.getByRole('dialog', { name: 'Delete this look?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};
