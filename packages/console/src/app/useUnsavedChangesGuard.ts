import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { unsavedChangesAtom } from '../state/unsavedChanges';

type Guard = { dirty: boolean; onDiscard: () => void; onUpdate: () => void };

/**
 * While `dirty`, the header's unsaved-changes bar shows (Discard → onDiscard, Update →
 * onUpdate), in-app links ask before leaving (RouterLink), and closing or reloading the
 * tab asks the browser's own question.
 */
export function useUnsavedChangesGuard({ dirty, onDiscard, onUpdate }: Guard): void {
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
}
