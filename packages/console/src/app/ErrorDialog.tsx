import { Dialog } from '@runway-live/ui';
type ErrorDialogProps = { title: string; message: string; onClose: () => void };

/** The open error dialog; its own module so that it loads with the first failure. */
export function ErrorDialog({ title, message, onClose }: ErrorDialogProps) {
  return (
    <Dialog open title={title} tone="error" onClose={onClose}>
      {message}
    </Dialog>
  );
}
