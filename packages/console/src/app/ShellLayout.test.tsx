import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';
import { act } from 'react';
import { designerAccount } from '../test/designers';
import { adminUser, apiUser, designerUser, storeSession } from '../test/users';
import { consoleConfig } from '../config';
import { encryptBody } from '@runway-live/domain/envelope';
import { STORAGE_KEYS } from '@runway-live/domain/storage';

function signedIn(user: typeof adminUser, extra: Parameters<typeof fakeServer>[0] = {}) {
  storeSession(user);
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    ...extra,
  });
}

/**
 * The subscription page a test opened has asked for the plan: the test ends with no call on
 * its way (one still loading its page reached the network after the test had ended).
 */
const planAsked = (seen: Request[]) =>
  waitFor(() =>
    expect(seen.some((request) => new URL(request.url).pathname === '/api/v2/subscription')).toBe(
      true,
    ),
  );

describe('the shell', () => {
  it('gives admin and staff the full menu and no payment banner', async () => {
    signedIn(adminUser);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    for (const name of ['Designers', 'Coupons', 'Order Reports', 'Users', 'Staff']) {
      // Sections start collapsed: their links exist but are hidden.
      expect(screen.getAllByRole('link', { name, hidden: true }).length).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('region', { name: 'Account setup' })).not.toBeInTheDocument();
  });

  it('gives a designer without a payment account the reduced menu and the banner', async () => {
    signedIn(designerUser);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Events', hidden: true }).length).toBeGreaterThan(0);
    for (const name of ['Designers', 'Coupons', 'Users', 'Staff']) {
      expect(screen.queryByRole('link', { name, hidden: true })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Account setup' })).toHaveTextContent(
      'To create events and receive payments, first set up your payment account.',
    );
    expect(screen.getByRole('button', { name: 'Copy Your Designer ID' })).toBeInTheDocument();
  });

  it('#10.13 shows a designer whose roles also hold admin the designer menu and the banner', async () => {
    // The effective (first) role decides; isAdmin is only a display field.
    signedIn(apiUser({ _id: 'u-both', roles: ['designer', 'admin'], isAdmin: true }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Designers', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account setup' })).toBeInTheDocument();
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
    expect(screen.queryByRole('region', { name: 'Account setup' })).not.toBeInTheDocument();
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

  describe('the setup gates', () => {
    const connected = {
      payment: { provider: 'local' as const, accountId: 'acct_1', loginLink: 'http://pay/login' },
    };
    const onPlan = (status: 'none' | 'active' | 'past_due', account: object = {}) =>
      designerAccount(
        'Lumiere',
        'approved',
        { subscriptionAmount: 1900, subscription: { status, currentPeriodEnd: null } },
        account,
      );

    it('names the subscription first, then the payment account, and opens the first', async () => {
      const { seen } = signedIn(onPlan('none'));
      const { router } = renderApp('/dashboard');
      const banner = await screen.findByRole('region', { name: 'Account setup' });
      expect(banner).toHaveTextContent(
        'To create events and receive payments, first subscribe to your plan, then set up your payment account.',
      );
      await userEvent.setup().click(within(banner).getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
      await planAsked(seen);
    });

    it('names only the subscription once the payment account is set up', async () => {
      signedIn(onPlan('past_due', connected));
      renderApp('/dashboard');
      expect(await screen.findByRole('region', { name: 'Account setup' })).toHaveTextContent(
        'To create events and receive payments, first subscribe to your plan.',
      );
    });

    it('shows no banner once every gate is open', async () => {
      signedIn(onPlan('active', connected));
      renderApp('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Account setup' })).not.toBeInTheDocument();
    });

    it('gives designers the subscription page in the user menu', async () => {
      const { seen } = signedIn(designerUser);
      const { router } = renderApp('/dashboard');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: designerUser.fullName }));
      await user.click(screen.getByRole('link', { name: 'Subscription' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
      await planAsked(seen);
    });

    it('learns on focus that the onboarding finished in another tab, whenever it was', async () => {
      let me = designerUser;
      signedIn(designerUser, {
        'GET /api/auth/me': () => ({ body: { success: true, user: me } }),
      });
      renderApp('/dashboard');
      expect(await screen.findByRole('region', { name: 'Account setup' })).toBeInTheDocument();
      // Seconds later, not a minute: the other tab finished the onboarding.
      me = { ...designerUser, ...connected };
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Account setup' })).not.toBeInTheDocument(),
      );
    });

    it("takes another tab's fresher copy of the user without asking the server", async () => {
      const { seen } = signedIn(designerUser);
      renderApp('/dashboard');
      expect(await screen.findByRole('region', { name: 'Account setup' })).toBeInTheDocument();
      const calls = seen.filter((request) => request.url.endsWith('/api/auth/me')).length;
      // The other tab stores the user it fetched after the onboarding.
      const stored = encryptBody({ ...designerUser, ...connected }, consoleConfig.envelopeSecret);
      localStorage.setItem(STORAGE_KEYS.USER, stored);
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', { key: STORAGE_KEYS.USER, newValue: stored }),
        );
      });
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Account setup' })).not.toBeInTheDocument(),
      );
      expect(seen.filter((request) => request.url.endsWith('/api/auth/me')).length).toBe(calls);
    });
  });
});
