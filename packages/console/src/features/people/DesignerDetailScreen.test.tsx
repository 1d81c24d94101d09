import { formatDateTime, readerTimeZone } from '@runway-live/domain/display';
import type { DesignerDetail } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { designerAccount, designerDetail } from '../../test/designers';
import { fakeServer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, apiUser, storeSession } from '../../test/users';

const staffUser = apiUser({
  _id: 'u-staff',
  fullName: 'Sam Staff',
  email: 'staff@runway.test',
  roles: ['member'],
});

const vale = designerAccount(
  'Vale',
  'pending',
  {
    website: 'vale.example',
    commission: 12,
    subscriptionAmount: 49,
    subscription: { status: 'past_due', currentPeriodEnd: '2026-12-01T00:00:00.000Z' },
    address: {
      pincode: '10001',
      primaryAddress: '350 5th Ave',
      country: 'United States',
      state: 'NY',
      city: 'New York',
    },
    returnAddressIsSame: true,
  },
  {
    payment: { provider: 'local', accountId: 'acct_1', loginLink: null },
  },
);

/** The designer's routes, answering decisions and suspensions as the server would. */
function detailServer(me = adminUser) {
  let current: DesignerDetail = designerDetail(vale, {
    counts: { products: 3, looks: 2, events: 1, orders: 0 },
  });
  const decided = (status: 'approved' | 'rejected', reason: string | null) => {
    current = {
      ...current,
      designer: { ...current.designer!, applicationStatus: status },
      application: {
        status,
        decidedAt: '2026-11-24T15:30:00.000Z',
        decidedBy: { _id: me._id, fullName: me.fullName },
        rejectionReason: reason,
      },
    };
    return { body: { success: true, data: current } };
  };
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: me } }),
    'GET /api/v2/designers/u-Vale': () => ({ body: { success: true, data: current } }),
    'POST /api/v2/designers/u-Vale/approve': async (request) => {
      const body = (await sentBody(request)) as { reconsider?: boolean };
      // As the server: a rejected application is approved only when reconsidered.
      if (current.application.status !== 'pending' && !body.reconsider) {
        return { status: 409, body: { success: false, message: 'Already decided' } };
      }
      return decided('approved', null);
    },
    'POST /api/v2/designers/u-Vale/reject': async (request) =>
      decided('rejected', ((await sentBody(request)) as { reason: string }).reason),
    'POST /api/v2/designers/u-Vale/suspend': () => {
      current = { ...current, status: 'suspended' };
      return { body: { success: true, data: current } };
    },
  });
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('designer detail', () => {
  it('shows the profile, brand, addresses, payments and counts linked to the filtered lists', async () => {
    storeSession(adminUser);
    detailServer();
    renderApp('/designer/designer-detail/u-Vale');
    await screen.findByRole('heading', { level: 1, name: 'Vale' });
    expect(within(section('Application')).getByText('Waiting for a decision')).toBeVisible();
    expect(within(section('Account')).getByText('vale@brand.test')).toBeVisible();
    expect(within(section('Brand')).getByRole('link', { name: 'vale.example' })).toHaveAttribute(
      'href',
      'https://vale.example/',
    );
    expect(
      within(section('Addresses')).getByText('350 5th Ave, New York, NY, 10001, United States'),
    ).toBeVisible();
    expect(within(section('Addresses')).getByText('The same as the address')).toBeVisible();
    const payments = section('Payments and subscription');
    expect(within(payments).getByText('Started, not finished')).toBeVisible();
    expect(within(payments).getByText('12%')).toBeVisible();
    expect(within(payments).getByText('$49.00 a month')).toBeVisible();
    expect(within(payments).getByText('Past due')).toBeVisible();
    const activity = section('Activity');
    for (const [name, href] of [
      ['Products (3)', '/view-products?designerId=u-Vale'],
      ['Looks (2)', '/look/view-looks?designerId=u-Vale'],
      ['Events (1)', '/event/view-events?designerId=u-Vale'],
      ['Orders (0)', '/orders?designerId=u-Vale'],
    ] as const) {
      expect(within(activity).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/designer/edit-designer/u-Vale',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('approves a pending application after asking, and shows who decided when', async () => {
    storeSession(adminUser);
    const { seen } = detailServer();
    renderApp('/designer/designer-detail/u-Vale');
    const user = userEvent.setup();
    await user.click(
      await within(await findSection('Application')).findByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve Vale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const application = section('Application');
    await waitFor(() => expect(within(application).getByText(/by Ava Admin$/)).toBeVisible());
    // The one date-time format, with its zone ('Tue 24 Nov 2026, 15:30 · UTC'), as every screen writes it.
    const decided = formatDateTime('2026-11-24T15:30:00.000Z', readerTimeZone()) ?? '';
    expect(decided).toMatch(/24 Nov 2026/);
    expect(within(application).getByText(`${decided} by Ava Admin`)).toBeVisible();
    expect(within(application).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(
      seen.filter((request) => request.url.endsWith('/api/v2/designers/u-Vale/approve')),
    ).toHaveLength(1);
  });

  it('rejects with a reason, which it asks for first', async () => {
    storeSession(adminUser);
    const { seen } = detailServer();
    renderApp('/designer/designer-detail/u-Vale');
    const user = userEvent.setup();
    await user.click(
      await within(await findSection('Application')).findByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Vale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeVisible();
    expect(seen.some((request) => request.url.endsWith('/reject'))).toBe(false);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No samples yet');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(section('Application')).getByText('No samples yet')).toBeVisible(),
    );
    const call = seen.find((request) => request.url.endsWith('/api/v2/designers/u-Vale/reject'));
    expect(await sentBody(call)).toEqual({ reason: 'No samples yet' });
  });

  it('reconsiders a rejected application: approves it after asking', async () => {
    storeSession(staffUser);
    const { seen } = detailServer(staffUser);
    renderApp('/designer/designer-detail/u-Vale');
    const user = userEvent.setup();
    const application = await findSection('Application');
    await user.click(await within(application).findByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject Vale?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No samples yet');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(section('Application')).getByText('Rejected')).toBeVisible());
    // A rejection is not final: the page offers to reconsider it, and only that.
    expect(within(section('Application')).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(section('Application')).getByRole('button', { name: 'Reconsider' }));
    dialog = await screen.findByRole('dialog', { name: 'Reconsider Vale and approve?' });
    expect(dialog).toHaveTextContent('The rejection is set aside.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(section('Application')).getByText('Approved')).toBeVisible());
    expect(within(section('Application')).queryByText('No samples yet')).toBeNull();
    expect(within(section('Application')).queryByRole('button', { name: 'Reconsider' })).toBeNull();
    const call = seen.find((request) => request.url.endsWith('/api/v2/designers/u-Vale/approve'));
    expect(await sentBody(call)).toEqual({ reconsider: true });
  });

  it('lets the admin suspend the account', async () => {
    storeSession(adminUser);
    const { seen } = detailServer();
    renderApp('/designer/designer-detail/u-Vale');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Vale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeVisible();
    expect(within(section('Account')).getByText('Suspended')).toBeVisible();
    expect(seen.some((request) => request.url.endsWith('/u-Vale/suspend'))).toBe(true);
  });

  it('lets staff decide the application, but not edit or suspend', async () => {
    storeSession(staffUser);
    detailServer(staffUser);
    renderApp('/designer/designer-detail/u-Vale');
    const application = await findSection('Application');
    expect(await within(application).findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});

async function findSection(title: string) {
  return screen.findByRole('region', { name: title });
}
