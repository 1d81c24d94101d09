import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { alertAtom, alertNavigationAtom, dismissAlertAtom, showAlertAtom } from './alerts';

describe('alerts', () => {
  it('clears an alert on the next navigation', () => {
    const store = createStore();
    store.set(showAlertAtom, { type: 'error', text: 'Invalid login' });
    expect(store.get(alertAtom)).toEqual({ type: 'error', text: 'Invalid login' });
    store.set(alertNavigationAtom);
    expect(store.get(alertAtom)).toBeNull();
  });

  it('keeps an alert for exactly one navigation when asked to', () => {
    const store = createStore();
    store.set(showAlertAtom, { type: 'success', text: 'Saved' }, { keepAfterNavigation: true });
    store.set(alertNavigationAtom);
    expect(store.get(alertAtom)).toEqual({ type: 'success', text: 'Saved' });
    store.set(alertNavigationAtom);
    expect(store.get(alertAtom)).toBeNull();
  });

  it('can be dismissed by hand', () => {
    const store = createStore();
    store.set(showAlertAtom, { type: 'error', text: 'x' }, { keepAfterNavigation: true });
    store.set(dismissAlertAtom);
    expect(store.get(alertAtom)).toBeNull();
  });
});
