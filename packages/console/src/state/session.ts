import { atom } from 'jotai';
import { clearLocalStorage, tokenCopy, userCopy } from './storedSession';
import type { SessionUser } from './sessionUser';

/** Router state of a redirect to login by a role refusal (the guard's, read by the login screen). */
export type LoginRedirectState = { roleRefused?: boolean };

/** The stored token; null when signed out. */
export const tokenAtom = atom<string | null>(null);
/**
 * Why the last session ended (a 401's message: expired, suspended), until the sign-in page
 * has said it; null otherwise.
 */
export const sessionEndedAtom = atom<string | null>(null);
/** The signed-in user; null until restored, signed in or fetched. */
export const userAtom = atom<SessionUser | null>(null);

/**
 * On startup the session is restored from the local copies (section 4, Session). The
 * user's copy is encrypted and its cipher loads on demand, so this resolves once it is read;
 * main.tsx renders the app after it.
 */
export const restoreSessionAtom = atom(null, async (get, set) => {
  set(tokenAtom, tokenCopy.read());
  const user = await userCopy.get();
  // A sign-in while the copy was being read is newer than the copy.
  if (get(userAtom) === null) set(userAtom, user);
});

/**
 * A successful login, e-mail verification or password reset. Resolves once both copies are
 * stored (the user's waits for the envelope to load), and only then signs the app in, so
 * that a reload at any moment finds the whole session or none of it.
 */
export const signInAtom = atom(
  null,
  async (_get, set, session: { user: SessionUser; token: string }) => {
    await userCopy.set(session.user);
    tokenCopy.write(session.token);
    set(tokenAtom, session.token);
    set(userAtom, session.user);
  },
);

/**
 * A fresh token for the same session (a password change revokes the earlier ones and
 * answers a new one): the session continues with it.
 */
export const renewTokenAtom = atom(null, (_get, set, token: string) => {
  tokenCopy.write(token);
  set(tokenAtom, token);
});

/** The fresh user from /api/auth/me (or a profile update) replaces the local copy. */
export const refreshUserAtom = atom(null, (_get, set, user: SessionUser) => {
  void userCopy.set(user);
  set(userAtom, user);
});

/** A 401: the token is no longer good (section 8). */
export const dropTokenAtom = atom(null, (_get, set) => {
  tokenCopy.remove();
  set(tokenAtom, null);
});

/** Sign-out clears the token and the user. */
export const signOutAtom = atom(null, (_get, set) => {
  tokenCopy.remove();
  userCopy.remove();
  set(tokenAtom, null);
  set(userAtom, null);
});

/** The registration flow starts clean: all local storage goes, drafts included. */
export const clearLocalDataAtom = atom(null, (_get, set) => {
  clearLocalStorage();
  set(tokenAtom, null);
  set(userAtom, null);
});
