import { messages } from '@runway-live/domain';
import { useStore } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { consoleConfig } from '../config';
import { showAlertAtom } from '../state/alerts';
import { openErrorDialogAtom } from '../state/errorDialog';
import { dropTokenAtom, tokenAtom } from '../state/session';
import { createApiClient, type ApiClient } from './createApiClient';
import { reactToFailure } from './failurePolicy';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Creates the one API client of the app, wired to the session atoms (the token it sends,
 * the token a 401 drops) and to the router (401 → login, 402 → subscription). Lives inside
 * the router so that navigation is available; a data router's navigate is stable, so the
 * client is made once.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const store = useStore();
  const navigate = useNavigate();
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: `${window.location.origin}/`,
        apiKey: consoleConfig.apiKey,
        envelopeSecret: consoleConfig.envelopeSecret,
        getToken: () => store.get(tokenAtom),
        onFailure: (failure) =>
          reactToFailure(failure, {
            showErrorAlert: (text) => store.set(showAlertAtom, { type: 'error', text }),
            openErrorDialog: (message) => store.set(openErrorDialogAtom, message),
            dropToken: () => store.set(dropTokenAtom),
            navigate: (path) => void navigate(path),
          }),
      }),
    [store, navigate],
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
