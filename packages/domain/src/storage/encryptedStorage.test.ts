import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encryptBody } from '../envelope';
import { DEFAULT_CATALOGUE } from '../reference/catalogue';
import { PROPERTY_TIMEOUT_MS } from '../testing/property';
import { createEncryptedStorage } from './encryptedStorage';
import { STORAGE_KEYS, createMemoryStorage, type StorageKey, type StorageLike } from './webStorage';

const SECRET = 'test-storage-secret';
const keys = Object.keys(STORAGE_KEYS) as StorageKey[];
const user = { _id: 'u1', fullName: 'Ada Lovelace', roles: ['designer'], payment: null };

function storageWith(entries: Record<string, string> = {}) {
  const memory = createMemoryStorage();
  for (const [key, value] of Object.entries(entries)) memory.setItem(key, value);
  return { memory, storage: createEncryptedStorage(memory, SECRET) };
}

describe('createEncryptedStorage', () => {
  it('keeps the user under USER, encrypted with the envelope', () => {
    const { memory, storage } = storageWith();
    expect(storage.set('USER', user)).toBe(true);
    const stored = memory.getItem('USER');
    expect(stored).toMatch(/^U2FsdGVkX1/);
    expect(stored).not.toContain('Ada');
    expect(storage.get('USER')).toEqual(user);
  });

  it('keeps the designer draft under REGISTER, dropping unknown or mistyped fields', () => {
    const { memory, storage } = storageWith();
    storage.set('REGISTER', { values: { brandName: 'Maison Ada', is_same: false } });
    expect(storage.get('REGISTER')).toEqual({
      values: { brandName: 'Maison Ada', is_same: false },
    });
    memory.setItem(
      'REGISTER',
      encryptBody(
        { values: { brandName: 7, city: 'Paris', hacker: 'x' }, croppedImage: null },
        SECRET,
      ),
    );
    expect(storage.get('REGISTER')).toEqual({ values: { city: 'Paris' }, croppedImage: null });
  });

  it('keeps the category data under CATEGORY', () => {
    const { storage } = storageWith();
    storage.set('CATEGORY', DEFAULT_CATALOGUE);
    expect(storage.get('CATEGORY')).toEqual(DEFAULT_CATALOGUE);
  });

  it('reads an absent entry as null and removes and clears entries', () => {
    const { memory, storage } = storageWith({ OTHER: 'kept until clear' });
    expect(storage.get('USER')).toBeNull();
    storage.set('USER', user);
    storage.remove('USER');
    expect(storage.get('USER')).toBeNull();
    expect(memory.getItem('OTHER')).toBe('kept until clear');
    storage.clear();
    expect(memory.getItem('OTHER')).toBeNull();
  });

  it('reads an entry sealed with another secret as null', () => {
    const { storage } = storageWith({ USER: encryptBody(user, 'another secret') });
    expect(storage.get('USER')).toBeNull();
  });

  it('reads a well-sealed entry of the wrong shape as null', () => {
    const { storage } = storageWith({ USER: encryptBody({ _id: 1, roles: 'admin' }, SECRET) });
    expect(storage.get('USER')).toBeNull();
  });

  it(
    'never throws on arbitrary stored strings: they read as null',
    () => {
      // Any text, and text that starts like a crypto-js ciphertext ("Salted__" in base64).
      const storedStrings = fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.base64String().map((tail) => `U2FsdGVkX1${tail}`),
      );
      fc.assert(
        fc.property(fc.constantFrom(...keys), storedStrings, (key, stored) => {
          const { storage } = storageWith({ [STORAGE_KEYS[key]]: stored });
          expect(storage.get(key)).toBeNull();
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never throws on arbitrary JSON sealed with the right secret',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
          const { storage } = storageWith({ [STORAGE_KEYS[key]]: encryptBody(value, SECRET) });
          expect(() => storage.get(key)).not.toThrow();
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('survives a storage that refuses every call (private browsing)', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      clear: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createEncryptedStorage(refusing, SECRET);
    expect(storage.set('USER', user)).toBe(false);
    expect(storage.get('USER')).toBeNull();
    expect(() => storage.remove('USER')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });

  it('refuses a value JSON cannot carry instead of throwing', () => {
    const { storage } = storageWith();
    const looped: Record<string, unknown> = { _id: 'u1', roles: ['admin'] };
    looped.self = looped;
    expect(storage.set('USER', looped as typeof user)).toBe(false);
  });
});
