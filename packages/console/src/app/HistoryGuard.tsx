import { useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { pendingLeaveAtom, unsavedChangesAtom } from '../state/unsavedChanges';

/**
 * While a form has unsaved changes, the browser's Back (or Forward) asks first, as in-app
 * links do (RouterLink). The app runs on the declarative BrowserRouter, which has no
 * useBlocker, so the step is caught before the router hears of it: this listener is added
 * to window before the router's own (App renders it ahead of BrowserRouter, and layout
 * effects run in tree order), so it runs first whatever the browser's order for capturing
 * listeners at the target; it stops the event and puts the form's entry back on top of the
 * one the person stepped to. Leaving then goes one step back (LeaveConfirmation), which is
 * exactly that entry, whether they had pressed Back or Forward.
 */
export function HistoryGuard() {
  const store = useStore();
  useLayoutEffect(() => {
    // The form's entry as the router wrote it (its `usr`, `key`, `idx`) and its address,
    // taken when the changes start: by a step's popstate the address is already another.
    let formEntry: { state: unknown; url: string } | null = null;
    // Only when they start: the bar changes again while they last (its spinner, its label).
    const remember = () => {
      if (store.get(unsavedChangesAtom) === null) formEntry = null;
      else formEntry ??= { state: window.history.state as unknown, url: window.location.href };
    };
    remember();
    const stopListening = store.sub(unsavedChangesAtom, remember);
    const onPopState = (event: PopStateEvent) => {
      // Nothing unsaved (or saved and discarded in the meantime): the step goes through.
      if (formEntry === null || store.get(unsavedChangesAtom) === null) return;
      event.stopImmediatePropagation();
      window.history.pushState(formEntry.state, '', formEntry.url);
      store.set(pendingLeaveAtom, { kind: 'history' });
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      stopListening();
      window.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, [store]);
  return null;
}
