import {
  clearItems,
  createUserStorage,
  readItem,
  removeItem,
  writeItem,
  type StorageLike,
} from '@runway-live/domain';
import { consoleConfig } from '../config';

/**
 * The browser's localStorage, touched only inside each call: some browsers throw on merely
 * reading `window.localStorage` in private modes, and the domain's storage helpers catch
 * what a call throws, so nothing here throws.
 */
export const browserStorage: StorageLike = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
  removeItem: (key) => localStorage.removeItem(key),
  clear: () => localStorage.clear(),
};

/** The token is kept apart from the encrypted user (section 3), as the server issued it. */
export const TOKEN_KEY = 'token';

export const tokenCopy = {
  read: (): string | null => readItem(browserStorage, TOKEN_KEY) || null,
  write: (token: string) => writeItem(browserStorage, TOKEN_KEY, token),
  remove: () => removeItem(browserStorage, TOKEN_KEY),
};

/**
 * The user under USER: the domain's encrypted user entry, the same one its whole encrypted
 * storage keeps. A copy that cannot be opened or is misshapen reads as none.
 */
export const userCopy = createUserStorage(browserStorage, consoleConfig.envelopeSecret);

/** All of local storage, drafts included (the registration flow's fresh start). */
export const clearLocalStorage = () => clearItems(browserStorage);
