import { messages } from '@runway-live/domain/messages';
import { useStore } from 'jotai';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { consoleConfig } from '../config';
import { showAlertAtom } from '../state/alerts';
import { openErrorDialogAtom } from '../state/errorDialog';
import { dropTokenAtom, tokenAtom } from '../state/session';
import type { ApiClient } from './createApiClient';
import { createLazyApiClient } from './lazyApiClient';
import { reactToFailure } from './failurePolicy';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The router's navigate, reached at the time of the call: a BrowserRouter gives a new
 * `navigate` with every location, and the client must not be rebuilt for it.
 */
type NavigationSeam = {
  navigate: (path: string) => void;
  attach: (go: (path: string) => void) => void;
};

function createNavigationSeam(): NavigationSeam {
  let go: ((path: string) => void) | null = null;
  return {
    navigate: (path) => go?.(path),
    attach: (next) => {
      go = next;
    },
  };
}

/**
 * Creates the one API client of the app, wired to the session atoms (the token it sends,
 * the token a 401 drops) and to the router (401 → login, 402 → subscription). Lives inside
 * the router so that navigation is available. The client is made once, so that the
 * per-client call cache of useSingleCall holds; it navigates through a seam that follows
 * the router's current `navigate`.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const store = useStore();
  const navigate = useNavigate();
  const [navigation] = useState(createNavigationSeam);
  useEffect(() => {
    navigation.attach((path) => void navigate(path));
  }, [navigation, navigate]);
  const [client] = useState(() =>
    createLazyApiClient({
      baseUrl: `${window.location.origin}/`,
      apiKey: consoleConfig.apiKey,
      envelopeSecret: consoleConfig.envelopeSecret,
      getToken: () => store.get(tokenAtom),
      onFailure: (failure) =>
        reactToFailure(failure, {
          showErrorAlert: (text) => store.set(showAlertAtom, { type: 'error', text }),
          openErrorDialog: (message) => store.set(openErrorDialogAtom, message),
          dropToken: () => store.set(dropTokenAtom),
          navigate: navigation.navigate,
          currentPath: () => `${window.location.pathname}${window.location.search}`,
        }),
    }),
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The app's API client; screens use it through their call hooks (react-query or useSubmit). */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an ApiProvider (inside the router).');
  return client;
}

/** The message a failed call rejected with, else the spec's generic fallback. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.technicalError;
}
