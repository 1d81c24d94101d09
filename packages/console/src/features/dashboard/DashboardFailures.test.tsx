import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { errorDialogAtom } from '../../state/errorDialog';
import { tokenAtom } from '../../state/session';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { figureOf, openDashboard, summary } from './testing';

// The dashboard's counts loading and failing: in place, or the app's answer to 401 and 402.

// The live socket without a network (the desk listens for orders).
const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));
beforeEach(() => {
  live.next = new FakeLiveTransport();
});

it('shows a spinner while loading, then the error in place with Retry', async () => {
  storeSession(adminUser);
  let release: (answer: FakeAnswer) => void = () => undefined;
  let calls = 0;
  fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    'GET /api/v2/dashboard/summary': () => {
      calls += 1;
      if (calls > 1) {
        return summary({
          scope: 'designer',
          events: 3,
          products: 0,
          looks: 0,
          orders: 0,
          scheduledShows: 0,
        })();
      }
      return new Promise<FakeAnswer>((resolve) => {
        release = resolve;
      });
    },
  });
  renderApp('/dashboard');
  expect(await screen.findByText('Loading the counts')).toBeInTheDocument();
  release({ status: 503, body: { success: false, message: 'Database down' } });
  expect(await screen.findByText('Database down')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await figureOf('Events')).toBe('3');
});

it('#10.18 goes to the subscription page when the counts answer 402', async () => {
  const { router } = openDashboard(designerUser, () => ({
    status: 402,
    body: { success: false, message: 'Please subscribe to continue.' },
  }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('#10.18 signs out to the login page when the counts answer 401', async () => {
  const { router, store } = openDashboard(adminUser, () => ({
    status: 401,
    body: { success: false, message: 'Your session has expired.' },
  }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  expect(store.get(tokenAtom)).toBeNull();
});

it.each([
  ['a 500', () => ({ status: 500, body: { success: false, message: 'Server broke' } })],
  [
    'a network failure',
    () => {
      throw new TypeError('Failed to fetch');
    },
  ],
])('#10.18 keeps the inline Retry for %s, with no dialog', async (_case, answer) => {
  const { router, store } = openDashboard(adminUser, answer);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(store.get(errorDialogAtom)).toBeNull();
  expect(router.state.location.pathname).toBe('/dashboard');
});
