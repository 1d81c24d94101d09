import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeServer, pageAnswer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, storeSession } from '../../test/users';
import { member, staffUser } from './accountFixtures';

function addServer({ taken = false } = {}) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    'GET /api/v2/members': () => pageAnswer([member({ fullName: 'Nia Park' })]),
    'POST /api/v2/user/runwayuser': async (request) => {
      if (taken) {
        return {
          status: 409,
          body: {
            success: false,
            message: 'An account with this e-mail already exists.',
            field: 'email',
          },
        };
      }
      const body = (await sentBody(request)) as Record<string, string>;
      return {
        body: {
          success: true,
          message: 'The account has been created and a set-password link has been sent.',
          user: member({ ...body, passwordChosen: false }),
        },
      };
    },
  });
}

describe('add member', () => {
  it('says what is missing, then creates the member with roles member and goes back to the list', async () => {
    storeSession(adminUser);
    const { seen } = addServer();
    const { router } = renderApp('/admin/add-member');
    await screen.findByRole('heading', { level: 1, name: 'Add member' });
    expect(await axeViolations()).toEqual([]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await toastOf('alert')).toHaveTextContent('Invalid Form: This field is required');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Nia Park');
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'Nia@Staff.test');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '+12015550123');
    await user.type(screen.getByRole('textbox', { name: /^About/ }), 'Runs the shows.');
    // While the form is dirty the header's bar is the save; it says the same.
    await user.click(screen.getAllByRole('button', { name: 'Add member' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/view-members'));
    expect(await toastOf('status')).toHaveTextContent(
      'The account has been created and a set-password link has been sent.',
    );
    const post = seen.find((request) => request.method === 'POST');
    expect(await sentBody(post)).toEqual({
      fullName: 'Nia Park',
      firstName: 'Nia',
      email: 'nia@staff.test',
      mobileNumber: '+12015550123',
      about: 'Runs the shows.',
      profile: '',
      roles: ['member'],
    });
  });

  it('shows an e-mail that is taken under the e-mail field, keeping what was typed', async () => {
    storeSession(adminUser);
    addServer({ taken: true });
    renderApp('/admin/add-member');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Nia Park');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'nia@staff.test');
    await user.click(screen.getAllByRole('button', { name: 'Add member' })[0]!);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveValue('nia@staff.test');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Nia Park');
  });

  it('asks before leaving with unsaved changes', async () => {
    storeSession(adminUser);
    addServer();
    const { router } = renderApp('/admin/add-member');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Nia');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/add-member');
  });

  it('tells staff that only an admin adds members', async () => {
    storeSession(staffUser);
    fakeServer({ 'GET /api/auth/me': () => ({ body: { success: true, user: staffUser } }) });
    renderApp('/admin/add-member');
    expect(await screen.findByText('Only an admin adds staff members')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Staff members' })).toHaveAttribute(
      'href',
      '/admin/view-members',
    );
  });
});
