import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useApi } from '../api/ApiProvider';
import { withResponseSchemas } from '../api/withResponseSchemas';
import { refreshUserAtom, tokenAtom } from '../state/session';

/** A fresher answer than this is not asked again when the window regains focus. */
const FRESH_MS = 60_000;

/**
 * Section 4, Session: the current user is fetched at start (GET /api/auth/me) and the
 * fetch is skipped when there is no token. The answer replaces the local copy. It runs on
 * every page, login included, so it is a plain effect rather than a react-query query:
 * react-query loads with the signed-in area only.
 */
export function useCurrentUser() {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  // Per token: when it was last answered and whether a call is on its way. A ref, so
  // StrictMode's second effect run does not ask again.
  const fetched = useRef<{ token: string; at: number; inFlight: boolean } | null>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    const fetchUser = () => {
      const last = fetched.current?.token === token ? fetched.current : null;
      if (last && (last.inFlight || Date.now() - last.at < FRESH_MS)) return;
      const state = { token, at: last?.at ?? -Infinity, inFlight: true };
      fetched.current = state;
      withResponseSchemas(
        () => api.get('/api/auth/me'),
        (schemas, body) => schemas.userResponseSchema.parse(body).user,
      )
        .then((user) => {
          state.at = Date.now();
          if (current) refreshUser(user);
        })
        // The client's failure policy already reacted (a 401 drops the token).
        .catch(() => undefined)
        .finally(() => {
          state.inFlight = false;
        });
    };
    // A designer back from the payment onboarding tab sees the banner go.
    const onVisible = () => {
      if (document.visibilityState === 'visible') fetchUser();
    };
    fetchUser();
    window.addEventListener('focus', fetchUser);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      window.removeEventListener('focus', fetchUser);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, token, refreshUser]);
}
