import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pendingLeaveAtom, unsavedChangesAtom } from '../state/unsavedChanges';

/**
 * While a form has unsaved changes, the browser's Back (or Forward) asks first, as in-app
 * links do (RouterLink). The app runs on the declarative BrowserRouter, which has no
 * useBlocker, so the step is caught before the router hears of it: a capturing popstate
 * listener on window runs before the router's own (the DOM runs capturing listeners at the
 * target first), stops the event, and puts the form's entry back on top of the one the
 * person stepped to. Leaving then goes one step back, which is exactly that entry, whether
 * they had pressed Back or Forward.
 */
export function useHistoryGuard(): void {
  const store = useStore();
  const guarding = useAtomValue(unsavedChangesAtom) !== null;
  const { key } = useLocation();
  useEffect(() => {
    if (!guarding) return undefined;
    // The form's entry as the router wrote it (its `usr`, `key`, `idx`) and its address.
    const formEntry = { state: window.history.state as unknown, url: window.location.href };
    const onPopState = (event: PopStateEvent) => {
      // Changes saved or discarded in the meantime: the step goes through.
      if (store.get(unsavedChangesAtom) === null) return;
      event.stopImmediatePropagation();
      window.history.pushState(formEntry.state, '', formEntry.url);
      store.set(pendingLeaveAtom, { kind: 'history' });
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [guarding, key, store]);
}
