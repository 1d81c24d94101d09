import { decryptBody, encryptBody } from '../envelope';
import { readItem, removeItem, writeItem, type StorageLike } from './webStorage';

/**
 * What an entry checks its stored value with: a zod schema, classic or mini (both have
 * this safeParse), so each entry brings only the zod flavour its own schema is written in.
 */
export type StoredShape<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

export type EncryptedEntry<T> = {
  /** The stored value, or null when it is absent, unreadable, tampered with or misshapen. */
  get(): T | null;
  /** Stores `value` encrypted; false when the storage refused it or JSON cannot carry it. */
  set(value: T): boolean;
  remove(): void;
};

/**
 * One local storage entry whose value is JSON encrypted with the envelope (section 9), read
 * back through `shape`: users can edit what is stored, so what comes back is checked.
 */
export function createEncryptedEntry<T>(
  storage: StorageLike,
  key: string,
  secret: string,
  shape: StoredShape<T>,
): EncryptedEntry<T> {
  return {
    get() {
      const stored = readItem(storage, key);
      if (stored === null) return null;
      const opened = decryptBody(stored, secret);
      if (!opened.ok) return null;
      const checked = shape.safeParse(opened.value);
      return checked.success ? checked.data : null;
    },
    set(value) {
      try {
        return writeItem(storage, key, encryptBody(value, secret));
      } catch {
        return false; // A value JSON cannot carry (a cycle, a BigInt).
      }
    },
    remove: () => removeItem(storage, key),
  };
}
