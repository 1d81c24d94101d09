import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../test/users';

function signedIn(user: typeof adminUser, extra: Parameters<typeof fakeServer>[0] = {}) {
  storeSession(user);
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    ...extra,
  });
}

describe('the shell', () => {
  it('gives admin and staff the full menu and no payment banner', async () => {
    signedIn(adminUser);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    for (const name of ['Designers', 'Coupons', 'Order Reports', 'Users', 'Staff']) {
      // Sections start collapsed: their links exist but are hidden.
      expect(screen.getAllByRole('link', { name, hidden: true }).length).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('region', { name: 'Payment account' })).not.toBeInTheDocument();
  });

  it('gives a designer without a payment account the reduced menu and the banner', async () => {
    signedIn(designerUser);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Events', hidden: true }).length).toBeGreaterThan(0);
    for (const name of ['Designers', 'Coupons', 'Users', 'Staff']) {
      expect(screen.queryByRole('link', { name, hidden: true })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Payment account' })).toHaveTextContent(
      'Your payment account must be set up to create events and receive payments.',
    );
    expect(screen.getByRole('button', { name: 'Copy Your Designer ID' })).toBeInTheDocument();
  });

  it('#10.13 shows a designer whose roles also hold admin the designer menu and the banner', async () => {
    // The effective (first) role decides; isAdmin is only a display field.
    signedIn(apiUser({ _id: 'u-both', roles: ['designer', 'admin'], isAdmin: true }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Designers', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment account' })).toBeInTheDocument();
  });

  it('hides the banner once the payment account has a login link', async () => {
    const connected = apiUser({
      _id: 'u-connected',
      fullName: 'Con Nected',
      payment: { provider: 'local', accountId: 'acct_1', loginLink: 'http://pay/login' },
    });
    signedIn(connected);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment account' })).not.toBeInTheDocument();
  });

  it('opens the connect link in a new tab from the banner', async () => {
    signedIn(designerUser, {
      'GET /api/v2/auth/stripe': () => ({
        body: { success: true, connectUri: 'http://localhost:3000/payments/local/onboard/a1' },
      }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/dashboard');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Set up your payment account' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'http://localhost:3000/payments/local/onboard/a1',
        '_blank',
        'noopener',
      ),
    );
  });

  it('logs out to the login page and forgets the session', async () => {
    signedIn(adminUser);
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ava Admin/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers a theme switch in the user menu that repaints the console and remembers the choice', async () => {
    signedIn(adminUser);
    const { container } = renderApp('/dashboard');
    const user = userEvent.setup();
    const themed = () => container.querySelector('[data-rl-theme]');
    // No choice yet: the system's setting (happy-dom reports light).
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(themed()).toHaveAttribute('data-rl-theme', 'light');
    await user.click(screen.getByRole('button', { name: /Ava Admin/ }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(themed()).toHaveAttribute('data-rl-theme', 'dark');
    expect(localStorage.getItem('THEME')).toBe('"dark"');
  });

  it("starts the payment setup from the designer's Connect item", async () => {
    signedIn(designerUser, {
      'GET /api/v2/auth/stripe': () => ({
        body: { success: true, connectUri: 'http://localhost:3000/payments/local/onboard/a1' },
      }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: designerUser.fullName }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'http://localhost:3000/payments/local/onboard/a1',
        '_blank',
        'noopener',
      ),
    );
  });
});
