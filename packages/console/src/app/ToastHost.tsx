import { Toast, ToastRegion } from '@runway-live/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  dismissToastAtom,
  leavePageAtom,
  toastsAtom,
  TOAST_DURATION_MS,
  type ToastMessage,
} from '../state/toasts';

/** One toast; its dismissal is stable, so a new toast does not restart this one's clock. */
function ToastItem({ toast }: { toast: ToastMessage }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const onDismiss = useCallback(() => dismiss(toast.id), [dismiss, toast.id]);
  return (
    <Toast tone={toast.tone} duration={TOAST_DURATION_MS[toast.tone]} onDismiss={onDismiss}>
      {toast.text}
    </Toast>
  );
}

/** Clears the failures when the page changes: they do not follow the person. */
function useFailuresStayOnTheirPage() {
  const { pathname } = useLocation();
  const leavePage = useSetAtom(leavePageAtom);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    leavePage();
  }, [pathname, leavePage]);
}

/** The shell's one ToastRegion, showing the toasts of useToast. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  useFailuresStayOnTheirPage();
  return (
    <ToastRegion>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ToastRegion>
  );
}
