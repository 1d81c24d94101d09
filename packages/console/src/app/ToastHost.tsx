import { Toast, ToastRegion } from '@runway-live/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { dismissToastAtom, toastsAtom, type ToastMessage } from '../state/toasts';

/** One toast; its dismissal is stable, so a new toast does not restart this one's clock. */
function ToastItem({ toast }: { toast: ToastMessage }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const onDismiss = useCallback(() => dismiss(toast.id), [dismiss, toast.id]);
  return (
    <Toast
      tone={toast.tone}
      // A failure stays until dismissed: it may need reading twice.
      duration={toast.tone === 'error' ? null : 5000}
      onDismiss={onDismiss}
    >
      {toast.text}
    </Toast>
  );
}

/** The shell's one ToastRegion, showing the toasts of useToast. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <ToastRegion>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ToastRegion>
  );
}
