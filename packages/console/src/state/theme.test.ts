import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a new page load sees it: the stored choice is read when it loads. */
async function freshPage() {
  vi.resetModules();
  const { themePreferenceAtom } = await import('./theme');
  return { atom: themePreferenceAtom, store: createStore() };
}

describe('the theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system until the person chooses', async () => {
    const { store, atom } = await freshPage();
    expect(store.get(atom)).toBe('system');
  });

  it('remembers a choice in local storage for the next visit', async () => {
    const first = await freshPage();
    first.store.set(first.atom, 'dark');
    expect(first.store.get(first.atom)).toBe('dark');
    expect(localStorage.getItem('THEME')).toBe('"dark"');
    const next = await freshPage();
    expect(next.store.get(next.atom)).toBe('dark');
  });

  it('ignores a stored value that is no theme', async () => {
    localStorage.setItem('THEME', '"purple"');
    const purple = await freshPage();
    expect(purple.store.get(purple.atom)).toBe('system');
    localStorage.setItem('THEME', 'not json');
    const broken = await freshPage();
    expect(broken.store.get(broken.atom)).toBe('system');
  });
});
