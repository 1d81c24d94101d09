import * as z from 'zod';
import { catalogueSchema, type Catalogue } from '../reference/catalogueSchema';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  type DesignerApplicationValues,
} from '../schemas/designerApplication';
import { createEncryptedEntry, type EncryptedEntry, type StoredShape } from './encryptedEntry';
import { storedUserSchema, type StoredUser } from './storedUser';
import { clearItems, STORAGE_KEYS, type StorageKey, type StorageLike } from './webStorage';

// Every key of section 9 in one object. The designer draft's shape loads the designer
// form's schema (and with it libphonenumber-js): pages that need only the user import
// createUserStorage from storedUser.ts instead, which this module builds on.

function isStorageKey(key: unknown): key is StorageKey {
  return typeof key === 'string' && Object.hasOwn(STORAGE_KEYS, key);
}

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
const storedShapes: { [K in StorageKey]: StoredShape<StoredValues[K]> } = {
  USER: storedUserSchema,
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
 * Local storage whose values are JSON encrypted with the envelope (section 9), one
 * encrypted entry per key. Nothing here throws: browsers refuse storage in private modes,
 * and users can edit what is stored.
 */
export function createEncryptedStorage(storage: StorageLike, secret: string): EncryptedStorage {
  const entry = <K extends StorageKey>(key: K): EncryptedEntry<StoredValues[K]> =>
    createEncryptedEntry(storage, STORAGE_KEYS[key], secret, storedShapes[key]);
  return {
    get: (key) => (isStorageKey(key) ? entry(key).get() : null),
    set: (key, value) => (isStorageKey(key) ? entry(key).set(value) : false),
    remove: (key) => {
      if (isStorageKey(key)) entry(key).remove();
    },
    clear: () => clearItems(storage),
  };
}
