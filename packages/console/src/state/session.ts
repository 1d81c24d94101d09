import { atom } from 'jotai';
import { clearLocalStorage, tokenCopy, userCopy } from './storedSession';
import type { SessionUser } from './sessionUser';

/** The stored token; null when signed out. */
export const tokenAtom = atom<string | null>(null);
/** The signed-in user; null until restored, signed in or fetched. */
export const userAtom = atom<SessionUser | null>(null);

/** On startup the session is restored from the local copies (section 4, Session). */
export const restoreSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, tokenCopy.read());
  set(userAtom, userCopy.get());
});

/** A successful login, e-mail verification or password reset. */
export const signInAtom = atom(null, (_get, set, session: { user: SessionUser; token: string }) => {
  tokenCopy.write(session.token);
  userCopy.set(session.user);
  set(tokenAtom, session.token);
  set(userAtom, session.user);
});

/** The fresh user from /api/auth/me (or a profile update) replaces the local copy. */
export const refreshUserAtom = atom(null, (_get, set, user: SessionUser) => {
  userCopy.set(user);
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
