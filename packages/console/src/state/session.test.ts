import { encryptBody } from '@runway-live/domain/envelope';
import { createEncryptedStorage, STORAGE_KEYS } from '@runway-live/domain/storage';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { consoleConfig } from '../config';
import { TOKEN_KEY } from './storedSession';
import {
  clearLocalDataAtom,
  dropTokenAtom,
  restoreSessionAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  userAtom,
} from './session';

const designer = { _id: 'd1', fullName: 'Ada Atelier', roles: ['designer'], payment: null };

describe('session', () => {
  it('restores the user from the encrypted USER copy and the token kept apart', async () => {
    localStorage.setItem(STORAGE_KEYS.USER, encryptBody(designer, consoleConfig.envelopeSecret));
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const store = createStore();
    await store.set(restoreSessionAtom);
    expect(store.get(userAtom)).toEqual(designer);
    expect(store.get(tokenAtom)).toBe('tok-1');
  });

  it('keeps the user encrypted, never as plain JSON', async () => {
    const store = createStore();
    await store.set(signInAtom, { user: designer, token: 'tok-2' });
    const stored = localStorage.getItem(STORAGE_KEYS.USER) ?? '';
    expect(stored).not.toContain('Ada Atelier');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-2');
    const fresh = createStore();
    await fresh.set(restoreSessionAtom);
    expect(fresh.get(userAtom)).toEqual(designer);
  });

  it('signs in only once both copies are stored, so a reload finds the whole session', async () => {
    const store = createStore();
    const signing = store.set(signInAtom, { user: designer, token: 'tok-6' });
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await signing;
    expect(store.get(tokenAtom)).toBe('tok-6');
    const reloaded = createStore();
    await reloaded.set(restoreSessionAtom);
    expect(reloaded.get(userAtom)).toEqual(designer);
    expect(reloaded.get(tokenAtom)).toBe('tok-6');
  });

  it('treats a copy it cannot open as no user', async () => {
    localStorage.setItem(STORAGE_KEYS.USER, encryptBody(designer, 'another-secret'));
    const store = createStore();
    await store.set(restoreSessionAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('signs out by clearing the token and the user only', async () => {
    localStorage.setItem('REGISTER', 'draft');
    const store = createStore();
    await store.set(signInAtom, { user: designer, token: 'tok-3' });
    store.set(signOutAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.USER)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('REGISTER')).toBe('draft');
  });

  it('drops only the token on a 401', async () => {
    const store = createStore();
    await store.set(signInAtom, { user: designer, token: 'tok-4' });
    store.set(dropTokenAtom);
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.get(userAtom)).toEqual(designer);
  });

  it('clears all local storage in the registration flow', async () => {
    localStorage.setItem('REGISTER', 'draft');
    const store = createStore();
    await store.set(signInAtom, { user: designer, token: 'tok-5' });
    store.set(clearLocalDataAtom);
    expect(localStorage.length).toBe(0);
    expect(store.get(userAtom)).toBeNull();
  });
});

describe('the USER copy', () => {
  it("is the domain's encrypted storage format under the domain's key", async () => {
    const domainStorage = createEncryptedStorage(localStorage, consoleConfig.envelopeSecret);
    domainStorage.set('USER', designer);
    const store = createStore();
    await store.set(restoreSessionAtom);
    expect(store.get(userAtom)).toEqual(designer);
  });
});
