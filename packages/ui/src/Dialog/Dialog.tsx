import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type DialogHTMLAttributes,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import {
  StyledActions,
  StyledDialog,
  StyledMessage,
  StyledTitle,
  type DialogSize,
  type DialogTone,
} from './Dialog.styles';
import { focusOrigin, returnFocus } from './focusOrigin';

export type DialogProps = Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose' | 'onCancel'
> & {
  open: boolean;
  /** Names the dialog for assistive tech, e.g. 'Error!' or 'Success'. */
  title: string;
  /** The message; it also describes the dialog. */
  children?: ReactNode;
  /** Called on OK, on Escape and whenever the dialog closes itself. */
  onClose: () => void;
  /** Buttons instead of the single OK. */
  actions?: ReactNode;
  okLabel?: string;
  tone?: DialogTone;
  size?: DialogSize;
  /**
   * Whether the body describes the dialog (a message does); a form in the body does not,
   * or a screen reader would read every field as the dialog's description.
   */
  bodyDescribes?: boolean;
};

/**
 * A modal dialog on the native <dialog> element: showModal() gives the top layer, makes
 * the page behind inert (so focus stays inside), closes on Escape and returns focus to
 * what had it (also when the dialog is removed while open), with no library bytes. The `open` prop drives showModal()/close().
 */
export const Dialog = forwardRef<HTMLDialogElement, DialogProps>(function Dialog(
  {
    open,
    title,
    children,
    onClose,
    actions,
    okLabel = 'OK',
    tone = 'neutral',
    size = 'md',
    bodyDescribes = true,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useImperativeHandle(ref, () => dialogRef.current as HTMLDialogElement, []);
  const titleId = useId();
  const messageId = useId();

  // The element to give focus back to: the browser's own return misses a dialog that is
  // removed without closing.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = focusOrigin();
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current, dialog);
    }
  }, [open]);

  // Removed while open (its owner stopped rendering it): focus would fall to the body.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) returnFocus(opener.current, dialog);
    };
  }, []);

  return (
    <StyledDialog
      {...rest}
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={children && bodyDescribes ? messageId : undefined}
      // Escape is the owner's decision too: the `open` prop closes the dialog.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      // The browser closed it by itself (a close request): the owner's state follows. The
      // close event fires a task after close(); if the dialog was reopened meanwhile it is
      // open again and the late event is not a second close.
      onClose={(event) => {
        if (open && !event.currentTarget.open) onClose();
      }}
      $size={size}
    >
      <StyledTitle id={titleId} $tone={tone}>
        {title}
      </StyledTitle>
      {children ? <StyledMessage id={messageId}>{children}</StyledMessage> : null}
      <StyledActions>
        {actions ?? (
          <Button autoFocus onClick={onClose}>
            {okLabel}
          </Button>
        )}
      </StyledActions>
    </StyledDialog>
  );
});
