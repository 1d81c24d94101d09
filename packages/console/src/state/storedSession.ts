import {
  clearItems,
  readItem,
  removeItem,
  STORAGE_KEYS,
  writeItem,
  type EncryptedEntry,
  type StorageLike,
  type StoredUser,
} from '@runway-live/domain/storage';

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

type UserEntry = EncryptedEntry<StoredUser>;

/**
 * The USER entry loads with the envelope (crypto-js) the first time a stored user is read
 * or written, so a first visit to the login page never fetches the cipher
 * (docs/decisions/0006-login-bundle-budget.md). A failed load is tried again next time.
 */
let userEntry: Promise<UserEntry | null> | undefined;
function loadUserEntry(): Promise<UserEntry | null> {
  userEntry ??= import('./userEntry').then(
    ({ createUserEntry }) => createUserEntry(browserStorage),
    () => {
      userEntry = undefined;
      return null;
    },
  );
  return userEntry;
}

/** Bumped by every removal: a write that was waiting for the envelope then stores nothing. */
let removals = 0;

/**
 * The user under USER: the domain's encrypted user entry, the same one its whole encrypted
 * storage keeps. A copy that cannot be opened or is misshapen reads as none. Removing is
 * immediate; reading and writing wait for the envelope, in the order they were asked.
 */
export const userCopy = {
  async get(): Promise<StoredUser | null> {
    // Nothing stored and nothing on its way: no need for the cipher.
    if (readItem(browserStorage, STORAGE_KEYS.USER) === null && !userEntry) return null;
    return (await loadUserEntry())?.get() ?? null;
  },
  async set(user: StoredUser): Promise<boolean> {
    const removalsBefore = removals;
    const entry = await loadUserEntry();
    // A sign-out while the envelope was loading wins over the sign-in before it.
    return entry !== null && removals === removalsBefore && entry.set(user);
  },
  remove(): void {
    removals += 1;
    removeItem(browserStorage, STORAGE_KEYS.USER);
  },
};

/** All of local storage, drafts included (the registration flow's fresh start). */
export function clearLocalStorage(): void {
  removals += 1;
  clearItems(browserStorage);
}
