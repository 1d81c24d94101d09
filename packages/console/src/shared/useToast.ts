import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { dismissToastAtom, pushToastAtom } from '../state/toasts';

/**
 * Shows a toast in the shell's one ToastRegion: `toast.success(text)`, `toast.error(text)`,
 * each returning the toast's id for `toast.dismiss(id)`.
 */
export function useToast() {
  const push = useSetAtom(pushToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return useMemo(
    () => ({
      success: (text: string) => push({ tone: 'success', text }),
      error: (text: string) => push({ tone: 'error', text }),
      dismiss,
    }),
    [push, dismiss],
  );
}
