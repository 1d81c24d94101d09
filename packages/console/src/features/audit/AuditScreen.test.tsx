import { AUDIT_SYSTEM_ROLE, type ApiAuditEntry } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeServer, pageAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, storeSession } from '../../test/users';

beforeAll(async () => {
  await import('./AuditScreen');
  await import('./AuditEntryScreen');
}, 60_000);

const ENTRY_ID = '01930000-0000-7000-8000-0000000000a1';
const PRODUCT_ID = '01930000-0000-7000-8000-0000000000b1';
/** The admin's account, as the log names it (the filter takes an account id). */
const ADMIN_ID = '01930000-0000-7000-8000-0000000000c1';

const priceChange: ApiAuditEntry = {
  _id: ENTRY_ID,
  accountId: ADMIN_ID,
  accountName: 'Ava Admin · admin@runway.test',
  role: 'admin',
  action: 'update',
  resource: 'products',
  resourceId: PRODUCT_ID,
  changes: { before: { product_price: 120 }, after: { product_price: 135 } },
  route: 'PATCH /api/v2/products/:id',
  address: '127.0.0.1',
  userAgent: 'Chromium',
  createdAt: '2026-11-28T10:00:00.000Z',
};

/** A payout the payment provider's confirmation made: no account, the marketplace's own. */
const automaticPayout: ApiAuditEntry = {
  ...priceChange,
  _id: '01930000-0000-7000-8000-0000000000a2',
  accountId: null,
  accountName: null,
  role: AUDIT_SYSTEM_ROLE,
  action: 'payout',
  resource: 'orders',
  changes: { before: {}, after: { transfer: { amount: 8_800 } } },
  route: 'POST /api/payments/stripe/webhook',
};

function auditServer() {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    'GET /api/v2/audit': () => pageAnswer([priceChange, automaticPayout]),
    [`GET /api/v2/audit/${ENTRY_ID}`]: () => ({ body: { success: true, data: priceChange } }),
    'GET /api/v2/audit/people': () => ({
      body: {
        success: true,
        data: [{ _id: ADMIN_ID, name: 'Ava Admin · admin@runway.test', role: 'admin' }],
      },
    }),
  });
}

/**
 * Whether the screen has called for `path`. A test ends only once the person filter's first
 * call is out: a call still being sealed when the test's fake server is taken down would
 * reach the network instead (a test that renders the list waits for it).
 */
const askedFor = (seen: Request[], path: string) =>
  seen.some((request) => new URL(request.url).pathname === path);

const askedOf = (seen: Request[], path: string) =>
  new URL(seen.filter((request) => new URL(request.url).pathname === path).at(-1)!.url)
    .searchParams;

describe('the audit log (admin)', () => {
  it('lists entries with who, what and the changed fields; filters go to the API and the URL', async () => {
    storeSession(adminUser);
    const { seen } = auditServer();
    renderApp(`/audit?resource=products&resourceId=${PRODUCT_ID}`);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('product_price')).closest('tr')!;
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText(/Ava Admin/)).toBeInTheDocument();
    const payout = within(table).getByText('Paid out').closest('tr')!;
    expect(within(payout).getByText('The marketplace (automatic)')).toBeInTheDocument();
    const asked = seen.filter((request) => new URL(request.url).pathname === '/api/v2/audit');
    const query = new URL(asked.at(-1)!.url).searchParams;
    expect(query.get('resource')).toBe('products');
    expect(query.get('resourceId')).toBe(PRODUCT_ID);

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'refund');
    await waitFor(() => expect(window.location.search).toContain('action=refund'));
    expect(await axeViolations()).toEqual([]);
    await waitFor(() => expect(askedFor(seen, '/api/v2/audit/people')).toBe(true));
  });

  it('filters by person: one of the people the log names, picked by typing part of their name', async () => {
    storeSession(adminUser);
    const { seen } = auditServer();
    renderApp('/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Person' }), 'Ava');
    // The server is asked for what was typed once typing pauses.
    await waitFor(() => expect(askedOf(seen, '/api/v2/audit/people').get('search')).toBe('Ava'));
    await userEvent.click(await screen.findByRole('option', { name: /Ava Admin/ }));
    await waitFor(() => expect(window.location.search).toContain(`accountId=${ADMIN_ID}`));
    await waitFor(() => expect(askedOf(seen, '/api/v2/audit').get('accountId')).toBe(ADMIN_ID));
    expect(await axeViolations()).toEqual([]);
  });

  it('names the person a row’s “Their changes” chose, from the entries it filters', async () => {
    storeSession(adminUser);
    const { seen } = auditServer();
    renderApp(`/audit?accountId=${ADMIN_ID}`);
    await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue(
        'Ava Admin · admin@runway.test',
      ),
    );
    expect(askedOf(seen, '/api/v2/audit').get('accountId')).toBe(ADMIN_ID);
    await waitFor(() => expect(askedFor(seen, '/api/v2/audit/people')).toBe(true));
  });

  it('opens an entry and shows its diff', async () => {
    storeSession(adminUser);
    auditServer();
    renderApp(`/audit/${ENTRY_ID}`);
    const diff = await screen.findByRole('region', { name: 'Changes' });
    const price = within(diff).getByRole('row', { name: /product_price/ });
    expect(within(price).getByText('120')).toBeInTheDocument();
    expect(within(price).getByText('135')).toBeInTheDocument();
    expect(screen.getByText('PATCH /api/v2/products/:id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History of this resource' })).toHaveAttribute(
      'href',
      `/audit?resource=products&resourceId=${PRODUCT_ID}`,
    );
  });
});
