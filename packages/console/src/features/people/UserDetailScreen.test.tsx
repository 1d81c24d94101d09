import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, storeSession } from '../../test/users';
import { accountsServer, shopper, staffUser } from './accountFixtures';

const sam = () =>
  shopper({
    _id: 's-sam',
    fullName: 'Sam Shopper',
    email: 'sam@shop.test',
    emailVerified: true,
    emailVerifiedAt: '2026-10-03T12:00:00.000Z',
    mobileNumber: '+12015550123',
    orders: { count: 2, spent: [{ currency: 'USD', amount: 99.9 }] },
  });

describe('user detail', () => {
  it("shows the shopper's account and orders, and has no axe issue", async () => {
    storeSession(adminUser);
    accountsServer('users', [sam()]);
    renderApp('/user/user-detail/s-sam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Shopper' })).toBeVisible();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('sam@shop.test')).toBeInTheDocument();
    expect(within(account).getByText('Yes, on Oct 3, 2026')).toBeInTheDocument();
    expect(within(account).getByText('Oct 2, 2026')).toBeInTheDocument();
    expect(within(account).getByText('s-sam')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('2')).toBeInTheDocument();
    expect(within(orders).getByText('$99.90')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/user/view-users',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('suspends after a confirmation and reactivates from the header', async () => {
    storeSession(adminUser);
    const { seen } = accountsServer('users', [sam()]);
    renderApp('/user/user-detail/s-sam');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user?' });
    expect(dialog).toHaveTextContent(
      'Sam Shopper is signed out at once and cannot sign in until reactivated.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await toastOf('status')).toHaveTextContent('Sam Shopper suspended');
    expect(await screen.findByText('Suspended')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    await waitFor(async () =>
      expect(await toastOf('status')).toHaveTextContent('Sam Shopper reactivated'),
    );
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeVisible();
    expect(
      seen.filter((request) => request.method === 'POST').map((request) => request.url),
    ).toEqual([
      expect.stringMatching(/\/api\/v2\/users\/s-sam\/suspend$/),
      expect.stringMatching(/\/api\/v2\/users\/s-sam\/reactivate$/),
    ]);
  });

  it('shows a shopper that is not there as not found, with the way back', async () => {
    storeSession(adminUser);
    accountsServer('users', [sam()]);
    renderApp('/user/user-detail/s-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute(
      'href',
      '/user/view-users',
    );
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
  });

  it('shows staff the shopper without suspend', async () => {
    storeSession(staffUser);
    accountsServer('users', [sam()], { signedIn: staffUser });
    renderApp('/user/user-detail/s-sam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Shopper' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
