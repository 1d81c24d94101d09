import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets the danger button. */
  destructive?: boolean;
  /** The confirmed action is running: the confirm button spins, cancel is disabled. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or the browser closing the dialog. */
  onCancel: () => void;
};

/** Asks before doing something: Cancel and a confirm button, cancel focused first. */
export const ConfirmDialog = forwardRef<HTMLDialogElement, ConfirmDialogProps>(
  function ConfirmDialog(
    {
      open,
      title,
      children,
      confirmLabel = 'Confirm',
      cancelLabel = 'Cancel',
      destructive = false,
      busy = false,
      onConfirm,
      onCancel,
    },
    ref,
  ) {
    return (
      <Dialog
        ref={ref}
        open={open}
        title={title}
        tone={destructive ? 'error' : 'neutral'}
        // While the action runs, Escape must not pretend to cancel it.
        onClose={busy ? () => undefined : onCancel}
        actions={
          <>
            <Button variant="secondary" autoFocus disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </Dialog>
    );
  },
);
