import * as z from 'zod';
import { decryptBody, encryptBody } from './envelope';
import { catalogueSchema, type Catalogue } from './reference/catalogueSchema';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  type DesignerApplicationValues,
} from './schemas/designerApplication';

/**
 * The part of the Web Storage API the wrapper needs (Pick<Storage, 'getItem' | 'setItem' |
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

function isStorageKey(key: unknown): key is StorageKey {
  return typeof key === 'string' && Object.hasOwn(STORAGE_KEYS, key);
}

/** The login user as kept under USER: its id and roles are what the session needs. */
export type StoredUser = {
  _id: string;
  roles: string[];
  fullName?: string;
  [field: string]: unknown;
};

/** The designer form draft kept under REGISTER when the page is left (section 4). */
export type DesignerDraft = {
  values: Partial<DesignerApplicationValues>;
  /** The cropped profile image (a data URL), if one was confirmed. */
  croppedImage?: string | null;
};

export type StoredValues = {
  USER: StoredUser;
  REGISTER: DesignerDraft;
  CATEGORY: Catalogue;
};

/** Keeps only the draft's known fields, each with the type the form gives it. */
function draftValues(record: Record<string, unknown>): Partial<DesignerApplicationValues> {
  const kept: Record<string, unknown> = {};
  for (const [field, blank] of Object.entries(DESIGNER_APPLICATION_DEFAULTS)) {
    if (typeof record[field] === typeof blank) kept[field] = record[field];
  }
  return kept as Partial<DesignerApplicationValues>;
}

// What comes back from storage is checked: an entry of the wrong shape reads as null.
const storedSchemas: { [K in StorageKey]: z.ZodType<StoredValues[K]> } = {
  USER: z.looseObject({
    _id: z.string(),
    roles: z.array(z.string()),
    fullName: z.string().optional(),
  }),
  REGISTER: z.object({
    values: z.record(z.string(), z.unknown()).transform(draftValues),
    croppedImage: z.string().nullable().optional(),
  }),
  CATEGORY: catalogueSchema,
};

export type EncryptedStorage = {
  /** The value under `key`, or null when it is absent, unreadable or tampered with. */
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  /** Stores `value` encrypted; false when the storage refused it (quota, private mode). */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): boolean;
  remove(key: StorageKey): void;
  /** Clears all of local storage, as the registration flow's sign-out does (section 4). */
  clear(): void;
};

/**
 * Local storage whose values are JSON encrypted with the envelope (section 9). Nothing here
 * throws: browsers refuse storage in private modes, and users can edit what is stored.
 */
export function createEncryptedStorage(storage: StorageLike, secret: string): EncryptedStorage {
  return {
    get(key) {
      if (!isStorageKey(key)) return null;
      let stored: string | null;
      try {
        stored = storage.getItem(STORAGE_KEYS[key]);
      } catch {
        return null;
      }
      if (stored === null) return null;
      const opened = decryptBody(stored, secret);
      if (!opened.ok) return null;
      const checked = storedSchemas[key].safeParse(opened.value);
      return checked.success ? checked.data : null;
    },
    set(key, value) {
      if (!isStorageKey(key)) return false;
      try {
        storage.setItem(STORAGE_KEYS[key], encryptBody(value, secret));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      if (!isStorageKey(key)) return;
      try {
        storage.removeItem(STORAGE_KEYS[key]);
      } catch {
        // Nothing stored that could be removed.
      }
    },
    clear() {
      try {
        storage.clear();
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
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
