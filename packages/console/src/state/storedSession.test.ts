import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalStorage, tokenCopy, userCopy } from './storedSession';

const designer = { _id: 'd1', fullName: 'Ada Atelier', roles: ['designer'] };
const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

/** As some browsers do in private modes: merely reading `localStorage` throws. */
function refuseStorage() {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
});

describe('the stored session', () => {
  it('keeps the token apart, as issued, and the user encrypted under USER', async () => {
    tokenCopy.write('tok-1');
    expect(await userCopy.set(designer)).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('USER')).toMatch(/^U2FsdGVkX1/);
    expect(tokenCopy.read()).toBe('tok-1');
    expect(await userCopy.get()).toEqual(designer);
  });

  it('lets a removal made while the envelope loads win over the write asked before it', async () => {
    const written = userCopy.set(designer);
    userCopy.remove();
    expect(await written).toBe(false);
    expect(localStorage.getItem('USER')).toBeNull();
    expect(await userCopy.get()).toBeNull();
  });

  it('never throws when the browser refuses to hand out local storage', async () => {
    refuseStorage();
    expect(() => localStorage).toThrow('insecure');
    expect(tokenCopy.read()).toBeNull();
    expect(await userCopy.get()).toBeNull();
    expect(await userCopy.set(designer)).toBe(false);
    expect(() => tokenCopy.write('tok-2')).not.toThrow();
    expect(() => tokenCopy.remove()).not.toThrow();
    expect(() => userCopy.remove()).not.toThrow();
    expect(() => clearLocalStorage()).not.toThrow();
  });
});
