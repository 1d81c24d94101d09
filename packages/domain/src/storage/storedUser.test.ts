import { describe, expect, it } from 'vitest';
import { encryptBody } from '../envelope';
import { createEncryptedStorage } from './encryptedStorage';
import { createUserStorage } from './storedUser';
import { createMemoryStorage, type StorageLike } from './webStorage';

const SECRET = 'test-user-secret';
const designer = {
  _id: 'd1',
  fullName: 'Ada Atelier',
  email: 'ada@runway.test',
  roles: ['designer'],
  payment: { provider: 'local', accountId: 'acct-1', loginLink: null },
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('createUserStorage', () => {
  it('keeps the user under USER, encrypted, and reads it back with every field', () => {
    const memory = createMemoryStorage();
    const users = createUserStorage(memory, SECRET);
    expect(users.set(designer)).toBe(true);
    const stored = memory.getItem('USER') ?? '';
    expect(stored).toMatch(/^U2FsdGVkX1/);
    expect(stored).not.toContain('Ada');
    expect(users.get()).toEqual(designer);
    users.remove();
    expect(memory.getItem('USER')).toBeNull();
    expect(users.get()).toBeNull();
  });

  it("is the same entry as the whole storage's USER: each reads what the other wrote", () => {
    const memory = createMemoryStorage();
    const users = createUserStorage(memory, SECRET);
    const whole = createEncryptedStorage(memory, SECRET);
    whole.set('USER', designer);
    expect(users.get()).toEqual(designer);
    users.set({ _id: 'a1', roles: ['admin'] });
    expect(whole.get('USER')).toEqual({ _id: 'a1', roles: ['admin'] });
  });

  it.each([
    ['no id', { roles: ['admin'] }],
    ['roles that are not a list of names', { _id: 'u1', roles: 'admin' }],
    ['an e-mail that is not text', { _id: 'u1', roles: [], email: 7 }],
    [
      'a payment account whose login link is not text',
      { _id: 'u1', roles: [], payment: { loginLink: 1 } },
    ],
  ])('reads a copy with %s as none', (_case, value) => {
    const memory = createMemoryStorage();
    memory.setItem('USER', encryptBody(value, SECRET));
    expect(createUserStorage(memory, SECRET).get()).toBeNull();
  });

  it('reads a copy sealed with another secret as none', () => {
    const memory = createMemoryStorage();
    memory.setItem('USER', encryptBody(designer, 'another secret'));
    expect(createUserStorage(memory, SECRET).get()).toBeNull();
  });

  it('survives a storage that refuses every call (private browsing)', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    const refusing: StorageLike = {
      getItem: refuse,
      setItem: refuse,
      removeItem: refuse,
      clear: refuse,
    };
    const users = createUserStorage(refusing, SECRET);
    expect(users.set(designer)).toBe(false);
    expect(users.get()).toBeNull();
    expect(() => users.remove()).not.toThrow();
  });
});
