import type { ApiUser } from '@runway-live/domain/api';
import type { CommissionResponse, PayoutsResponse } from '@runway-live/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeServer, pageAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';

beforeAll(async () => {
  await import('./PayoutsScreen');
}, 60_000);

const DESIGNER_ID = '01930000-0000-7000-8000-0000000000d1';
const ORDER_ID = '01930000-0000-7000-8000-0000000000c1';

/** One order of $107 (commission 10.70), refunded $53.50 of it: net 48.15, half reversed. */
const statement: PayoutsResponse['data'] = {
  designerId: DESIGNER_ID,
  currency: 'USD',
  holdDays: 7,
  balances: { pending: 48.15, available: 0, paidOut: 0 },
  commission: 5.35,
  lines: [
    {
      orderId: ORDER_ID,
      orderNumber: 'RL-10042',
      createdAt: '2026-03-14T10:00:00.000Z',
      total: 107,
      commission: 5.35,
      refunds: 53.5,
      discountFundedByDesigner: 0,
      net: 48.15,
      transferId: 'tr_1',
      status: 'pending',
      availableAt: null,
    },
  ],
  transfers: [
    {
      _id: 'tr_1',
      orderId: ORDER_ID,
      orderNumber: 'RL-10042',
      amount: 96.3,
      at: '2026-03-14T10:01:00.000Z',
      kind: 'transfer',
    },
    {
      _id: 'trr_1',
      orderId: ORDER_ID,
      orderNumber: 'RL-10042',
      amount: -48.15,
      at: '2026-03-15T09:00:00.000Z',
      kind: 'reversal',
    },
  ],
};

const commission: CommissionResponse['data'] = {
  totals: [
    { currency: 'USD', orders: 1, total: 107, refunded: 53.5, commission: 5.35, net: 48.15 },
  ],
  designers: [
    {
      designerId: DESIGNER_ID,
      designerBrand: 'Maison Ardent',
      currency: 'USD',
      orders: 1,
      total: 107,
      refunded: 53.5,
      commission: 5.35,
      net: 48.15,
    },
  ],
};

function payoutsServer(user: ApiUser) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/payouts': () => ({ body: { success: true, data: statement } }),
    'GET /api/v2/payouts/commission': () => ({ body: { success: true, data: commission } }),
    'GET /api/v2/designers': () => pageAnswer([]),
  });
}

describe('the payouts page', () => {
  it('shows a designer their statement: balances, lines and the reversal as a negative line', async () => {
    storeSession(designerUser);
    const { seen } = payoutsServer(designerUser);
    renderApp('/payouts');
    const orders = await screen.findByRole('table', { name: 'Orders' });
    const line = (await within(orders).findByRole('link', { name: 'RL-10042' })).closest('tr')!;
    expect(within(line).getByText('$107.00')).toBeInTheDocument();
    expect(
      within(line).getByText('−$53.50', { normalizer: (text) => text.replace('-', '−') }),
    ).toBeInTheDocument();
    expect(within(line).getByText('$48.15')).toBeInTheDocument();
    expect(within(line).getByText('Pending')).toBeInTheDocument();
    const transfers = screen.getByRole('table', { name: 'Transfers' });
    const reversal = within(transfers).getByText('Refund reversal').closest('tr')!;
    expect(
      within(reversal).getByText('−$48.15', { normalizer: (text) => text.replace('-', '−') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending' })).toBeInTheDocument();
    // A designer reads their own: no designer named, no commission of the marketplace.
    expect(screen.queryByRole('combobox', { name: 'Designer' })).toBeNull();
    expect(seen.some((request) => request.url.includes('/payouts/commission'))).toBe(false);
    expect(new URL(seen.find((r) => r.url.includes('/api/v2/payouts'))!.url).search).toBe('');
    expect(await axeViolations()).toEqual([]);
  });

  it('gives admin the marketplace commission over a range and each designer’s statement', async () => {
    storeSession(adminUser);
    const { seen } = payoutsServer(adminUser);
    const { router } = renderApp('/payouts');
    const shares = await screen.findByRole('table', { name: 'Commission by designer' });
    await within(shares).findByText('Maison Ardent');
    expect(screen.getByText('Choose a designer')).toBeInTheDocument();
    expect(seen.some((request) => /\/api\/v2\/payouts(\?|$)/.test(request.url))).toBe(false);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), '30d');
    await waitFor(() => {
      const last = seen.filter((request) => request.url.includes('/commission')).at(-1)!;
      expect(new URL(last.url).searchParams.get('to')).toBe(new Date().toISOString().slice(0, 10));
    });
    await user.click(within(shares).getByRole('button', { name: 'Statement of Maison Ardent' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('designerId')).toBe(DESIGNER_ID),
    );
    expect(
      await screen.findByRole('heading', { name: 'Statement of Maison Ardent' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      const read = seen.filter((request) => /\/api\/v2\/payouts\?/.test(request.url)).at(-1);
      expect(new URL(read!.url).searchParams.get('designerId')).toBe(DESIGNER_ID);
    });
    expect(await axeViolations()).toEqual([]);
  });
});
