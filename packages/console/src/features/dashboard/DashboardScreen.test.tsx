import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { errorDialogAtom } from '../../state/errorDialog';
import { tokenAtom } from '../../state/session';
import { adminUser, designerUser, storeSession } from '../../test/users';

const summary = (answer: object) => () => ({ body: { success: true, summary: answer } });

describe('the dashboard', () => {
  it('greets an admin and shows the marketplace counts of the summary', async () => {
    storeSession(adminUser);
    const { seen } = fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/dashboard/summary': summary({
        scope: 'marketplace',
        designers: 4,
        pendingApplications: 1,
        users: 9,
        events: 12,
        products: 30,
        orders: 7,
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/Welcome back, Ava\. Here is the marketplace/)).toBeVisible();
    expect(await screen.findByLabelText('Designers: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Pending applications: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Users: 9')).toBeInTheDocument();
    expect(screen.getByLabelText('Events: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Products: 30')).toBeInTheDocument();
    expect(screen.getByLabelText('Orders: 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending applications' })).toHaveAttribute(
      'href',
      '/designer/view-designers?applicationStatus=pending',
    );
    // One call for every count.
    expect(seen.filter((request) => request.url.includes('/api/v2/')).length).toBe(1);
  });

  it('greets a designer with their own counts and no Designers tile', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
      'GET /api/v2/dashboard/summary': summary({
        scope: 'designer',
        events: 2,
        products: 7,
        orders: 1,
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/Here is your brand on Runway Live/)).toBeVisible();
    expect(await screen.findByLabelText('Products: 7')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your totals' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Designers' })).toBeNull();
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
          return summary({ scope: 'designer', events: 3, products: 0, orders: 0 })();
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
    expect(await screen.findByLabelText('Events: 3')).toBeInTheDocument();
  });

  it('#10.18 goes to the subscription page when the counts answer 402', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
      'GET /api/v2/dashboard/summary': () => ({
        status: 402,
        body: { success: false, message: 'Please subscribe to continue.' },
      }),
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('#10.18 signs out to the login page when the counts answer 401', async () => {
    storeSession(adminUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/dashboard/summary': () => ({
        status: 401,
        body: { success: false, message: 'Your session has expired.' },
      }),
    });
    const { router, store } = renderApp('/dashboard');
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
    storeSession(adminUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/dashboard/summary': answer,
    });
    const { router, store } = renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(store.get(errorDialogAtom)).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
