/**
 * The part of the Web Storage API the wrappers need (Pick<Storage, 'getItem' | 'setItem' |
 * 'removeItem' | 'clear'>, written out so the package needs no DOM types); `localStorage`
 * fits.
 */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
};

/**
 * The local storage keys (section 9): the logged-in user, the designer form draft and the
 * category data of `GET api/miscellaneous`.
 */
export const STORAGE_KEYS = { USER: 'USER', REGISTER: 'REGISTER', CATEGORY: 'CATEGORY' } as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

// Browsers refuse storage in private modes, and some throw on merely touching it: the
// helpers below never throw, so neither does anything built on them.

/** The text under `key`, or null when absent or when the storage refuses to answer. */
export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when the storage refused it (quota, private mode). */
export function writeItem(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

export function clearItems(storage: StorageLike): void {
  try {
    storage.clear();
  } catch {
    // Nothing stored that could be cleared.
  }
}

/** A Storage kept in memory: for the server, tests and browsers that refuse localStorage. */
export function createMemoryStorage(): StorageLike {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
