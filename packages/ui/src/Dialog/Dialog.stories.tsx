import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

type DemoProps = Omit<DialogProps, 'open'> & { trigger?: string };

/** Stories open the dialog from a button, as screens do, so focus return can be checked. */
function DialogDemo({ trigger = 'Open dialog', onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  args: {
    open: false,
    title: 'Dialog title',
    children: 'Something the person should read.',
    onClose: fn(),
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page behind: screens.within(document.body) sees the top-layer dialog too. */
const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = page.getByRole('dialog', { name: 'Dialog title' });
    await expect(dialog).toHaveAccessibleDescription('Something the person should read.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Section 8: a forgot-password failure shows 'Error!' with the server's message. */
export const ErrorDialog: Story = {
  args: {
    title: messages.errorTitle,
    tone: 'error',
    children: 'No account is registered with this e-mail.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = page.getByRole('dialog', { name: 'Error!' });
    await expect(dialog).toHaveTextContent('No account is registered with this e-mail.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Section 8: a forgot-password success shows 'Success' with the server's message and OK. */
export const SuccessDialog: Story = {
  args: {
    title: messages.successTitle,
    tone: 'success',
    children: 'A link to reset your password has been sent to your e-mail.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toHaveTextContent('A link to reset your password has been sent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await expect(page.getByRole('dialog', { name: 'Dialog title' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const FocusStaysInside: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Select</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'Dialog title' });
    await expect(dialog.matches(':modal')).toBe(true);
    // The page behind is inert: even a scripted focus() cannot leave the dialog.
    trigger.focus();
    await expect(trigger).not.toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/**
 * The browser fires a dialog's close event a task after close(). When a screen reopens the
 * dialog in that gap, the late event reaches an open dialog: it must not count as a close.
 */
export const LateCloseEventWhileOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = page.getByRole('dialog', { name: 'Dialog title' });
    dialog.dispatchEvent(new Event('close'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A screen that renders the dialog only while it is open, as the address popup's owner does. */
function MountedWhileOpen(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {open ? <Dialog {...props} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export const FocusReturnsWhenRemoved: Story = {
  render: (args) => <MountedWhileOpen {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** An opener that goes away while the dialog is open: an empty list's button, say. */
function OpenerGoesAway(props: DialogProps) {
  const [open, setOpen] = useState(false);
  const [empty, setEmpty] = useState(true);
  return (
    <main>
      <h1>Products</h1>
      {empty ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Import CSV
        </Button>
      ) : (
        <p>12 products</p>
      )}
      <Dialog
        {...props}
        open={open}
        actions={
          <Button
            onClick={() => {
              setEmpty(false);
              setOpen(false);
            }}
          >
            Upload
          </Button>
        }
        onClose={() => setOpen(false)}
      />
    </main>
  );
}

export const FocusGoesToTheHeadingWhenTheOpenerIsGone: Story = {
  render: (args) => <OpenerGoesAway {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    await userEvent.click(page.getByRole('button', { name: 'Upload' }));
    await expect(canvas.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus();
  },
};
