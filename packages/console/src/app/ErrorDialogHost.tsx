import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { closeErrorDialogAtom, errorDialogAtom } from '../state/errorDialog';

// Most visits never fail a call: the dialog's code loads with the first failure, not
// with the login page.
const ErrorDialog = lazy(async () => ({ default: (await import('./ErrorDialog')).ErrorDialog }));

/** The error dialog every failed call opens (section 8). */
export function ErrorDialogHost() {
  const dialog = useAtomValue(errorDialogAtom);
  const close = useSetAtom(closeErrorDialogAtom);
  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog title={dialog.title} message={dialog.message} onClose={close} />
    </Suspense>
  );
}
