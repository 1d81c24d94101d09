import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, storeSession } from '../../test/users';
import { accountsServer, member, staffUser } from './accountFixtures';

const staff = () => [
  member({ _id: 'm-nia', fullName: 'Nia Park', email: 'nia@staff.test', passwordChosen: false }),
  member({
    _id: 'm-ola',
    fullName: 'Ola Berg',
    email: 'ola@staff.test',
    mobileNumber: '+12015550123',
  }),
  member({ _id: 'm-pia', fullName: 'Pia Lund', email: 'pia@staff.test', status: 'suspended' }),
];

const membersQuery = (seen: Request[]) =>
  new URL(seen.filter((request) => request.url.includes('/api/v2/members')).at(-1)!.url)
    .searchParams;

describe('view members', () => {
  it('lists the staff with their password state and status, and has no axe issue', async () => {
    storeSession(adminUser);
    accountsServer('members', staff());
    renderApp('/admin/view-members');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    const nia = (await within(table).findByText('Nia Park')).closest('tr')!;
    expect(within(nia).getByText('Invitation sent')).toBeInTheDocument();
    expect(within(nia).getByText('Active')).toBeInTheDocument();
    const pia = within(table).getByText('Pia Lund').closest('tr')!;
    expect(within(pia).getByText('Suspended')).toBeInTheDocument();
    expect(within(pia).getByText('Chosen')).toBeInTheDocument();
    expect(within(table).getByText('+12015550123')).toBeInTheDocument();
    expect(within(table).getAllByText('Oct 2, 2026')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Add member' })).toHaveAttribute(
      'href',
      '/admin/add-member',
    );
    // Resend only while no password is chosen; suspend or reactivate by the status.
    expect(screen.getByRole('button', { name: 'Resend invitation to Nia Park' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend invitation to Ola Berg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspend Ola Berg' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reactivate Pia Lund' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the search and the status in the URL and asks the API for them', async () => {
    storeSession(adminUser);
    const { seen } = accountsServer('members', staff());
    const { router } = renderApp('/admin/view-members');
    await screen.findByText('Nia Park');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suspended' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=suspended'));
    expect(await screen.findByText('Pia Lund')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nia Park')).toBeNull());
    await user.type(screen.getByRole('searchbox', { name: 'Search staff members' }), 'pia{Enter}');
    await waitFor(() => expect(membersQuery(seen).get('search')).toBe('pia'));
    expect(membersQuery(seen).get('status')).toBe('suspended');
  });

  it('asks before suspending, then suspends with a toast; cancelling changes nothing', async () => {
    storeSession(adminUser);
    const { seen } = accountsServer('members', staff());
    renderApp('/admin/view-members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend Ola Berg' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend member?' });
    expect(dialog).toHaveTextContent(
      'Ola Berg is signed out at once and cannot sign in until reactivated.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((request) => request.url.endsWith('/suspend'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Suspend Ola Berg' }));
    dialog = await screen.findByRole('dialog', { name: 'Suspend member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await toastOf('status')).toHaveTextContent('Ola Berg suspended');
    expect(seen.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual([
      expect.stringMatching(/\/api\/v2\/members\/m-ola\/suspend$/),
    ]);
    // The list is read again: the row now offers to reactivate.
    expect(await screen.findByRole('button', { name: 'Reactivate Ola Berg' })).toBeVisible();
  });

  it('reactivates at once and resends an invitation, each with a toast', async () => {
    storeSession(adminUser);
    accountsServer('members', staff(), {
      extra: {
        'POST /api/v2/members/m-nia/resend-invitation': () => ({
          body: { success: true, message: 'A new set-password link has been sent.' },
        }),
      },
    });
    renderApp('/admin/view-members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Pia Lund' }));
    expect(await toastOf('status')).toHaveTextContent('Pia Lund reactivated');
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Nia Park' }));
    await waitFor(async () =>
      expect(await toastOf('status')).toHaveTextContent('A new set-password link has been sent.'),
    );
  });

  it("shows the server's refusal as a toast, with no error dialog", async () => {
    storeSession(adminUser);
    accountsServer('members', staff(), {
      extra: {
        'POST /api/v2/members/m-nia/resend-invitation': () => ({
          status: 409,
          body: { success: false, message: 'This member has already chosen a password.' },
        }),
      },
    });
    renderApp('/admin/view-members');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend invitation to Nia Park' }),
    );
    expect(await toastOf('alert')).toHaveTextContent('This member has already chosen a password.');
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
  });

  it('shows staff the list without the admin-only actions', async () => {
    storeSession(staffUser);
    accountsServer('members', staff(), { signedIn: staffUser });
    renderApp('/admin/view-members');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(await within(table).findByText('Nia Park')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Suspend / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resend invitation/ })).toBeNull();
  });

  it('shows the empty state when no member matches', async () => {
    storeSession(adminUser);
    accountsServer('members', staff());
    renderApp('/admin/view-members?search=zed');
    expect(await screen.findByText('No staff members found')).toBeInTheDocument();
    expect(screen.getByText('No staff member matches “zed”.')).toBeInTheDocument();
  });
});
