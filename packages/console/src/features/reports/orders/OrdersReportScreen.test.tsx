import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../../test/fakeLiveTransport';
import { axeViolations } from '../../../test/axe';
import { fakeServer, pageAnswer, type FakeHandler } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { adminUser, storeSession } from '../../../test/users';
import type { ApiUser } from '@runway-live/domain/api';
import { listItem, paidOrder } from '../../orders/testing';
import { ORDER_REPORT as REPORT, orderReportTotals as totals } from '../reportFixtures';

const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));

beforeAll(async () => {
  await import('./OrdersReportScreen');
}, 60_000);

function freshTransport() {
  const transport = new FakeLiveTransport();
  live.next = transport;
  return transport;
}

function reportServer(
  user: ApiUser,
  answer: FakeHandler = () => ({ body: { success: true, data: REPORT } }),
) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/reports/orders': answer,
    'GET /api/v2/events': () => pageAnswer([]),
    'GET /api/v2/designers': () => pageAnswer([]),
  });
}

/** The GMV card once it shows `amount`. */
const gmvShown = async (amount: string) =>
  within(await screen.findByRole('region', { name: 'GMV' })).findByText(amount);

const reportCalls = (seen: Request[]) =>
  seen.filter((request) => request.url.includes('/api/v2/reports/orders'));

describe('the orders report', () => {
  it('shows the totals beside the previous period, the chart with its table and the top lists', async () => {
    freshTransport();
    storeSession(adminUser);
    reportServer(adminUser);
    renderApp('/report/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Reports' }),
    ).toBeInTheDocument();
    const gmv = await screen.findByRole('region', { name: 'GMV' });
    await within(gmv).findByText('$350.00');
    // 350 on 280: a quarter more, said in words.
    expect(within(gmv).getByText('+25% on the previous period')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Net GMV' })).getByText('$325.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Discounts' })).getByText(
        '$10.00 by the marketplace, $5.00 by designers',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Orders' })).getByText(
        '+50% on the previous period',
      ),
    ).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Sales by day' });
    await userEvent.setup().click(within(chart).getByText('Show the figures as a table'));
    const table = within(chart).getByRole('table', { name: 'Sales by day' });
    const row = within(table).getByRole('rowheader', { name: 'Nov 28' }).closest('tr')!;
    // This period's GMV, the previous period's on the same day of it, the orders.
    expect(row).toHaveTextContent('$200.00');
    expect(row).toHaveTextContent('$200.00$200.002');
    expect(screen.getByText('Times in UTC; compared with Sep 30 – Oct 29.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top designers' })).getByText('Maison Ardent'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top products' })).getByText('Silk Slip Dress'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top shows' })).getByText('Spring Runway Live'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'By status' })).getByText('Cancelled'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps its filters in the URL and sends them with the viewer’s zone', async () => {
    freshTransport();
    storeSession(adminUser);
    const { seen } = reportServer(adminUser);
    const { router } = renderApp('/report/orders');
    await gmvShown('$350.00');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7d');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await user.click(screen.getByRole('checkbox', { name: 'Compare with the previous period' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        preset: '7d',
        status: 'paid',
        compare: '0',
      }),
    );
    await waitFor(() => {
      const query = new URL(reportCalls(seen).at(-1)!.url).searchParams;
      expect(Object.fromEntries(query)).toEqual({
        preset: '7d',
        status: 'paid',
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
    });
    // Without the comparison, no deltas.
    expect(screen.queryByText('+25% on the previous period')).toBeNull();
    // A custom range shows its two days and sends them.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    const today = new Date().toISOString().slice(0, 10);
    expect(await screen.findByLabelText('From')).toHaveValue(today);
    await waitFor(() => {
      const query = new URL(reportCalls(seen).at(-1)!.url).searchParams;
      expect(query.get('from')).toBe(today);
      expect(query.get('preset')).toBe('custom');
    });
  });

  it('reads the figures again when an order arrives over the live socket', async () => {
    const transport = freshTransport();
    storeSession(adminUser);
    let answer = REPORT;
    const { seen } = reportServer(adminUser, () => ({ body: { success: true, data: answer } }));
    renderApp('/report/orders');
    await gmvShown('$350.00');
    await waitFor(() => expect(transport.connected).toBe(true));
    const before = reportCalls(seen).length;
    answer = { ...REPORT, totals: totals(4, 580) };
    act(() => transport.serverEmit('order:new', listItem(paidOrder)));
    await gmvShown('$580.00');
    expect(reportCalls(seen).length).toBe(before + 1);
  });

  it('shows a failure with a Retry, and an empty period as such', async () => {
    freshTransport();
    storeSession(adminUser);
    let fail = true;
    reportServer(adminUser, () =>
      fail
        ? { status: 400, body: { success: false, message: 'Unknown time zone' } }
        : {
            body: {
              success: true,
              data: { ...REPORT, totals: totals(0, 0), byStatus: [], series: [] },
            },
          },
    );
    renderApp('/report/orders');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Unknown time zone');
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('No orders in this period')).toBeInTheDocument();
  });
});
