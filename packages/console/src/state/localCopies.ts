import { createEncryptedStorage } from '@runway-live/domain';
import { consoleConfig } from '../config';
import type { SessionUser } from './sessionUser';

/** The token is kept apart from the encrypted user (section 3), as the server issued it. */
export const TOKEN_KEY = 'token';
export { STORAGE_KEYS } from '@runway-live/domain';

/** The encrypted local storage of section 9 (USER, REGISTER, CATEGORY). */
export const encryptedStorage = createEncryptedStorage(
  globalThis.localStorage,
  consoleConfig.envelopeSecret,
);

export const tokenCopy = {
  read: (): string | null => localStorage.getItem(TOKEN_KEY) || null,
  write: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  remove: () => localStorage.removeItem(TOKEN_KEY),
};

/** The user under USER; a copy that cannot be opened or checked counts as none. */
export const userCopy = {
  read: (): SessionUser | null => encryptedStorage.get('USER') as SessionUser | null,
  write: (user: SessionUser) => encryptedStorage.set('USER', user),
  remove: () => encryptedStorage.remove('USER'),
};
