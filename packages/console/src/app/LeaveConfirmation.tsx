import { ConfirmDialog } from '@runway-live/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { pendingLeaveAtom, unsavedChangesAtom } from '../state/unsavedChanges';

/**
 * Asks before an in-app link or the browser's Back leaves a form with unsaved changes
 * (wording invented).
 */
export function LeaveConfirmation() {
  const [pending, setPending] = useAtom(pendingLeaveAtom);
  const setUnsaved = useSetAtom(unsavedChangesAtom);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={pending !== null}
      title="Leave this page?"
      confirmLabel="Leave page"
      cancelLabel="Stay"
      destructive
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending === null) return;
        setPending(null);
        setUnsaved(null);
        // HistoryGuard put the form's entry back on top of the one asked for: step back to it.
        if (pending.kind === 'history') window.history.back();
        else void navigate(pending.to);
      }}
    >
      You have unsaved changes. If you leave, they will be lost.
    </ConfirmDialog>
  );
}
