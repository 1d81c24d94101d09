import { closedGates, API_ROUTES } from '@runway-live/domain/api';
import { STORAGE_KEYS } from '@runway-live/domain/storage';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useApi } from '../api/ApiProvider';
import { withResponseSchemas } from '../api/withResponseSchemas';
import { refreshUserAtom, tokenAtom, userAtom } from '../state/session';
import { userCopy } from '../state/storedSession';

/** A fresher answer than this is not asked again when the window regains focus. */
const FRESH_MS = 60_000;

/**
 * Section 4, Session: the current user is fetched at start (GET /api/auth/me) and the
 * fetch is skipped when there is no token. The answer replaces the local copy. It runs on
 * every page, login included, so it is a plain effect rather than a react-query query:
 * react-query loads with the signed-in area only.
 *
 * A designer finishes the setup (the payment onboarding, a subscription checkout) in
 * another tab, so this tab learns it two ways: the window's focus asks again at once while
 * a gate is still closed (otherwise at most once a minute), and another tab's fresher copy
 * of the user (the `storage` event on USER) is taken as it is, without a call, so two open
 * tabs never answer each other's writes in a loop.
 */
export function useCurrentUser() {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const setUser = useSetAtom(userAtom);
  // Per token: when it was last answered and whether a call is on its way. A ref, so
  // StrictMode's second effect run does not ask again.
  const fetched = useRef<{ token: string; at: number; inFlight: boolean } | null>(null);
  // Read by the listeners, which outlive a render: the user they compare with.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    const fetchUser = (evenIfFresh: boolean) => {
      const last = fetched.current?.token === token ? fetched.current : null;
      if (last && (last.inFlight || (!evenIfFresh && Date.now() - last.at < FRESH_MS))) return;
      const state = { token, at: last?.at ?? -Infinity, inFlight: true };
      fetched.current = state;
      withResponseSchemas(
        () => api.get(API_ROUTES.me),
        (schemas, body) => schemas.userResponseSchema.parse(body).user,
      )
        .then((fresh) => {
          state.at = Date.now();
          if (current) refreshUser(fresh);
        })
        // The client's failure policy already reacted (a 401 drops the token).
        .catch(() => undefined)
        .finally(() => {
          state.inFlight = false;
        });
    };
    const onReturn = () => {
      const known = userRef.current;
      fetchUser(known !== null && closedGates(known).length > 0);
    };
    // A designer back from the payment onboarding tab sees the banner go.
    const onVisible = () => {
      if (document.visibilityState === 'visible') onReturn();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.USER || event.newValue === null) return;
      void userCopy.get().then((copy) => {
        if (current && copy && copy._id === userRef.current?._id) setUser(copy);
      });
    };
    fetchUser(false);
    window.addEventListener('focus', onReturn);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, token, refreshUser, setUser]);
}
