import { Dialog } from '@runway-live/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { closeErrorDialogAtom, errorDialogAtom } from '../state/errorDialog';

/** The error dialog every failed call opens (section 8). */
export function ErrorDialogHost() {
  const dialog = useAtomValue(errorDialogAtom);
  const close = useSetAtom(closeErrorDialogAtom);
  return (
    <Dialog open={dialog !== null} title={dialog?.title ?? ''} tone="error" onClose={close}>
      {dialog?.message}
    </Dialog>
  );
}
