import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MAX_TOASTS, pushToastAtom, TOAST_DURATION_MS } from '../state/toasts';
import { ToastHost } from './ToastHost';

function renderHost() {
  const store = createStore();
  const router = createMemoryRouter([{ path: '*', element: <ToastHost /> }], {
    initialEntries: ['/view-products'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const push = (tone: 'success' | 'error', text: string) =>
    act(() => store.set(pushToastAtom, { tone, text }));
  return { router, push };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the shell's toasts", () => {
  it('closes a failure by itself, later than a success', () => {
    const { push } = renderHost();
    push('error', 'Could not save the product');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the product');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(TOAST_DURATION_MS.error).toBeGreaterThan(TOAST_DURATION_MS.success);
  });

  it('leaves failures on the page they happened on, and keeps a success', async () => {
    const { push, router } = renderHost();
    push('success', 'Product added');
    push('error', 'Could not load the looks');
    await act(() => router.navigate('/view-looks'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Product added');
  });

  it('does not pile up: the same message once, and at most a few', () => {
    const { push } = renderHost();
    push('error', 'Network error');
    push('error', 'Network error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    for (let index = 0; index < MAX_TOASTS + 2; index += 1) push('error', `Failure ${index}`);
    const shown = screen.getAllByRole('alert').map((toast) => toast.textContent);
    expect(shown).toEqual(Array.from({ length: MAX_TOASTS }, (_, index) => `Failure ${index + 2}`));
  });
});
