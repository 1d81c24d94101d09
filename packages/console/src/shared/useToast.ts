import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { pushToastAtom } from '../state/toasts';

/** Shows a toast in the shell's one ToastRegion: `toast.success(text)`, `toast.error(text)`. */
export function useToast() {
  const push = useSetAtom(pushToastAtom);
  return useMemo(
    () => ({
      success: (text: string) => push({ tone: 'success', text }),
      error: (text: string) => push({ tone: 'error', text }),
    }),
    [push],
  );
}
