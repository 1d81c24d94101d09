import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { App } from '../app/App';
import { restoreSessionAtom } from '../state/session';

// A lower folder's test (the resource pages') renders its part in the app's providers
// through this harness: only the harness reaches up into the shell.
export { AppProviders } from '../app/AppProviders';

/** Where the app is now, as the router sees it. */
export type CurrentLocation = { pathname: string; search: string; state: unknown };

/**
 * The BrowserRouter keeps a location's state in `history.state.usr` (react-router's own
 * history); reading it back lets a test check what a redirect carried.
 */
function currentLocation(): CurrentLocation {
  const entry: unknown = window.history.state;
  const state =
    typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : undefined;
  return { pathname: window.location.pathname, search: window.location.search, state };
}

/**
 * Goes to `to` as the browser's back and forward buttons do: a new history entry and a
 * popstate event, which is what the BrowserRouter listens to. Entries keep react-router's
 * shape (`usr`, `key`, `idx`) so the router reads them like its own.
 */
async function navigateTo(to: string): Promise<void> {
  const entry: unknown = window.history.state;
  const idx =
    typeof entry === 'object' && entry !== null && 'idx' in entry && typeof entry.idx === 'number'
      ? entry.idx + 1
      : 0;
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
  await act(async () => {
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
}

/** Its children once `restored` has resolved, as main.tsx renders the app after the restore. */
function AfterRestore({ restored, children }: { restored: Promise<void>; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void restored.then(() => setReady(true));
  }, [restored]);
  return ready ? children : null;
}

/**
 * The whole app at `path`, exactly as main.tsx renders it (the same BrowserRouter, on
 * the test window's history), with the session restored from localStorage first.
 * `router.state.location` reads the current location and `router.navigate` moves it, so
 * tests read and move it the same way whichever router the app uses.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const store = createStore();
  const restored = store.set(restoreSessionAtom);
  const view = render(
    <AfterRestore restored={restored}>
      <App store={store} />
    </AfterRestore>,
  );
  const router = {
    navigate: navigateTo,
    state: {
      get location(): CurrentLocation {
        return currentLocation();
      },
    },
  };
  return { ...view, router, store };
}
