import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, storeSession } from '../../test/users';
import { accountsServer, shopper, staffUser } from './accountFixtures';

const buyers = () => [
  shopper({
    _id: 's-sam',
    fullName: 'Sam Shopper',
    email: 'sam@shop.test',
    emailVerified: true,
    orders: {
      count: 3,
      spent: [
        { currency: 'EUR', amount: 40 },
        { currency: 'USD', amount: 120.5 },
      ],
    },
  }),
  shopper({ _id: 's-kim', fullName: 'Kim Lee', email: 'kim@shop.test', emailVerified: false }),
  shopper({ _id: 's-max', fullName: '', email: 'max@shop.test', status: 'suspended' }),
];

describe('view users', () => {
  it('lists shoppers with joined date, verified flag, orders and spend, and has no axe issue', async () => {
    storeSession(adminUser);
    accountsServer('users', buyers());
    renderApp('/user/view-users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const sam = (await within(table).findByRole('link', { name: 'Sam Shopper' })).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'Sam Shopper' })).toHaveAttribute(
      'href',
      '/user/user-detail/s-sam',
    );
    expect(within(sam).getByText('Oct 2, 2026')).toBeInTheDocument();
    expect(within(sam).getByText('Yes')).toBeInTheDocument();
    expect(within(sam).getByText('3')).toBeInTheDocument();
    expect(within(sam).getByText('€40.00 · $120.50')).toBeInTheDocument();
    const kim = within(table).getByRole('link', { name: 'Kim Lee' }).closest('tr')!;
    expect(within(kim).getByText('No')).toBeInTheDocument();
    expect(within(kim).getByText('0')).toBeInTheDocument();
    expect(within(kim).getByText('—')).toBeInTheDocument();
    // A shopper without a name is named by its e-mail.
    expect(within(table).getByRole('link', { name: 'max@shop.test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate max@shop.test' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by status through the URL', async () => {
    storeSession(adminUser);
    accountsServer('users', buyers());
    const { router } = renderApp('/user/view-users?status=suspended');
    expect(await screen.findByRole('link', { name: 'max@shop.test' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sam Shopper' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspended' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=active'));
  });

  it('suspends a shopper after a confirmation', async () => {
    storeSession(adminUser);
    accountsServer('users', buyers());
    renderApp('/user/view-users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend Kim Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await toastOf('status')).toHaveTextContent('Kim Lee suspended');
    expect(await screen.findByRole('button', { name: 'Reactivate Kim Lee' })).toBeVisible();
  });

  it('shows staff the shoppers without suspend or reactivate', async () => {
    storeSession(staffUser);
    accountsServer('users', buyers(), { signedIn: staffUser });
    renderApp('/user/view-users');
    expect(await screen.findByRole('link', { name: 'Sam Shopper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Suspend|Reactivate) / })).toBeNull();
  });
});
