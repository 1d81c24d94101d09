import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenAtom, userAtom } from '../state/session';
import { fakeServer } from '../test/fakeServer';
import { SHOPPER_SESSION_KEY } from '../player/shopper/shopperSession';
import { renderApp } from '../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../test/users';

function meAnswers(user: typeof adminUser) {
  return fakeServer({ 'GET /api/auth/me': () => ({ body: { success: true, user } }) });
}

describe('routes and guards', () => {
  it('sends a visitor without a token from a guarded route to login', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it("never opens for the player's shopper session (kept apart), nor for a shopper-only account", async () => {
    // A shopper signed in on the player: their session sits under the player's own key.
    localStorage.setItem(
      SHOPPER_SESSION_KEY,
      JSON.stringify({
        token: 'shopper',
        user: { _id: 'u-shop', fullName: 'Anna', roles: ['user'] },
      }),
    );
    const player = renderApp('/dashboard');
    await waitFor(() => expect(player.router.state.location.pathname).toBe('/auth/login'));
    player.unmount();
    // Even a shopper-only account's token in the console's own place is refused.
    const shopper = apiUser({ _id: 'u-shop', roles: ['user'] });
    storeSession(shopper);
    meAnswers(shopper);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('redirects the empty path to dashboard and /auth to /auth/login', async () => {
    storeSession(adminUser);
    meAnswers(adminUser);
    const root = renderApp('/');
    await waitFor(() => expect(root.router.state.location.pathname).toBe('/dashboard'));
    root.unmount();
    localStorage.clear();
    const auth = renderApp('/auth');
    await waitFor(() => expect(auth.router.state.location.pathname).toBe('/auth/login'));
  });

  it('sends a designer opening an admin route to login', async () => {
    storeSession(designerUser);
    meAnswers(designerUser);
    const { router } = renderApp('/designer/view-designers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ roleRefused: true });
  });

  it("treats an account whose roles are ['designer', 'member'] as a designer", async () => {
    const mixed = apiUser({ _id: 'u-mixed', roles: ['designer', 'member'] });
    storeSession(mixed);
    meAnswers(mixed);
    const refused = renderApp('/designer/view-designers');
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/auth/login'));
    expect(refused.router.state.location.state).toEqual({ roleRefused: true });
    refused.unmount();
    storeSession(mixed);
    // A login route: as a designer, the notifications page is their inbox (issue 33).
    const allowed = renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Outgoing notifications' })).toBeNull();
    expect(allowed.router.state.location.pathname).toBe('/notifications');
  });

  it('lets admin and staff open an admin route', async () => {
    storeSession(adminUser);
    meAnswers(adminUser);
    // An admin-and-staff route (issue 33 gave the events report its screen).
    const { router } = renderApp('/report/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
    // Inside the shell, named after its menu entry.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Events · Runway Live');
    expect(router.state.location.pathname).toBe('/report/events');
  });

  it('shows a visitor the 404 page on its own for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.title).toBe('Page not found · Runway Live');
  });

  it('shows a signed-in user the 404 page inside the shell, with a way to the dashboard', async () => {
    storeSession(adminUser);
    meAnswers(adminUser);
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(trail).getByRole('link', { name: 'Page not found' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(trail).getByRole('link', { name: 'Page not found' })).toHaveAttribute(
      'href',
      '/no/such/page',
    );
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('keeps the subscription page outside the shell where the spec does', async () => {
    storeSession(designerUser);
    meAnswers(designerUser);
    renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('signs out half a session: a token without a user', async () => {
    localStorage.setItem('token', 'orphan-token');
    const { router, store } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('fetches the current user at start and keeps the fresh copy', async () => {
    storeSession(designerUser, 'tok-d');
    const fresh = { ...designerUser, fullName: 'Dara Renamed' };
    const { seen } = meAnswers(fresh);
    const { store } = renderApp('/dashboard');
    await waitFor(() => expect(store.get(userAtom)?.fullName).toBe('Dara Renamed'));
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-d');
  });

  it('skips the current-user fetch when there is no token', async () => {
    const { fetchMock } = fakeServer({});
    const { router } = renderApp('/auth/login');
    // The start-up effect runs before the lazily loaded login screen shows: once the
    // screen is there, a fetch it made would have reached the fake server.
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the token and goes to login when the server answers 401', async () => {
    storeSession(adminUser, 'expired');
    fakeServer({
      'GET /api/auth/me': () => ({ status: 401, body: { success: false, message: 'Expired' } }),
    });
    const { router, store } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
