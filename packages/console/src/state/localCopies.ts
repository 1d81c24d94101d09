import { decryptBody, encryptBody } from '@runway-live/domain';
import { consoleConfig } from '../config';
import type { SessionUser } from './sessionUser';

/** The spec's local storage keys (section 9); the token is kept apart from the user. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'USER';

/** The token, as the server issued it. */
export const tokenCopy = {
  read: (): string | null => localStorage.getItem(TOKEN_KEY) || null,
  write: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  remove: () => localStorage.removeItem(TOKEN_KEY),
};

/**
 * The encrypted copy of the signed-in user under USER. A copy that cannot be opened
 * (another secret, tampered with) counts as no copy at all.
 */
export const userCopy = {
  read: (): SessionUser | null => {
    const stored = localStorage.getItem(USER_KEY);
    if (!stored) return null;
    const opened = decryptBody<SessionUser>(stored, consoleConfig.envelopeSecret);
    return opened.ok && isSessionUser(opened.value) ? opened.value : null;
  },
  write: (user: SessionUser) =>
    localStorage.setItem(USER_KEY, encryptBody(user, consoleConfig.envelopeSecret)),
  remove: () => localStorage.removeItem(USER_KEY),
};

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SessionUser>;
  return typeof candidate._id === 'string' && Array.isArray(candidate.roles);
}
