import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { unsavedChangesAtom } from '../state/unsavedChanges';

type Guard = {
  dirty: boolean;
  onDiscard: () => void;
  onUpdate: () => void;
  /** What the page's save button says, so the bar says the same ('Update' when left out). */
  saveLabel?: string;
  saving?: boolean;
};

/**
 * While `dirty`, the header's unsaved-changes bar shows (Discard → onDiscard, its save →
 * onUpdate), in-app links ask before leaving (RouterLink), and closing or reloading the
 * tab asks the browser's own question.
 */
export function useUnsavedChangesGuard({
  dirty,
  onDiscard,
  onUpdate,
  saveLabel,
  saving = false,
}: Guard): void {
  const setUnsaved = useSetAtom(unsavedChangesAtom);
  // The bar calls the latest handlers, without being set again on every render.
  const handlers = useRef({ onDiscard, onUpdate });
  useEffect(() => {
    handlers.current = { onDiscard, onUpdate };
  });
  useEffect(() => {
    if (!dirty) return undefined;
    setUnsaved({
      onDiscard: () => handlers.current.onDiscard(),
      onUpdate: () => handlers.current.onUpdate(),
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      setUnsaved(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, setUnsaved]);
  // The label and the spinner change without setting the bar again (the history guard
  // keeps the entry it took when the changes started).
  useEffect(() => {
    if (!dirty) return;
    setUnsaved((current) => current && { ...current, saveLabel, saving });
  }, [dirty, saveLabel, saving, setUnsaved]);
}
