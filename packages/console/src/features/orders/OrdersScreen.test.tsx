import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { axeViolations } from '../../test/axe';
import { captureCsvDownloads } from '../../test/csvDownloads';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { listItem, orderServer, paidOrder } from './testing';

// The live socket without a network: socket.io-client's `io` hands out the fake.
const live = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => live.next }));

beforeAll(async () => {
  await import('./OrdersScreen');
}, 60_000);

function freshTransport() {
  const transport = new FakeLiveTransport();
  live.next = transport;
  return transport;
}

describe('the orders list', () => {
  it('shows each order with its figures, the designer column for admin, and has no axe issue', async () => {
    freshTransport();
    storeSession(adminUser);
    orderServer(adminUser);
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = (await within(table).findByRole('link', { name: 'RL-10042' })).closest('tr')!;
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('grace@shopper.test')).toBeInTheDocument();
    expect(within(row).getByText('Maison Ardent')).toBeInTheDocument();
    expect(within(row).getByText('Spring Runway Live')).toBeInTheDocument();
    expect(within(row).getByText('$230.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Designer/ })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('has no designer column or filter for a designer', async () => {
    freshTransport();
    storeSession(designerUser);
    orderServer(designerUser);
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'RL-10042' });
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Designer' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Payout' })).toBeNull();
  });

  it('opens on the failed payouts from the dashboard’s link, and says so in its filter', async () => {
    freshTransport();
    storeSession(adminUser);
    const { seen } = orderServer(adminUser);
    renderApp('/orders?transfer=failed');
    await screen.findByRole('link', { name: 'RL-10042' });
    expect(screen.getByRole('combobox', { name: 'Payout' })).toHaveValue('failed');
    expect(screen.getByRole('option', { name: 'Payout failed' })).toBeInTheDocument();
    const asked = seen.filter((request) => request.url.includes('/api/v2/orders?')).at(-1);
    expect(new URL(asked!.url).searchParams.get('transfer')).toBe('failed');
  });

  it('keeps the status and the date range in the URL and sends them to the API', async () => {
    freshTransport();
    storeSession(adminUser);
    const { seen } = orderServer(adminUser);
    const { router } = renderApp('/orders');
    await screen.findByRole('link', { name: 'RL-10042' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'today');
    const today = new Date().toISOString().slice(0, 10);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe(today),
    );
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe(today);
    await waitFor(() => {
      const last = seen.filter((request) => request.url.includes('/api/v2/orders?')).at(-1);
      const query = new URL(last!.url).searchParams;
      expect(query.get('status')).toBe('shipped');
      expect(query.get('from')).toBe(today);
    });
    // A custom range shows its two days.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'custom');
    expect(await screen.findByLabelText('From')).toHaveValue(today);
  });

  it('exports only the selected orders as CSV', async () => {
    freshTransport();
    storeSession(adminUser);
    const second = {
      ...listItem(paidOrder),
      _id: `${paidOrder._id.slice(0, -1)}2`,
      orderNumber: 'RL-10043',
    };
    const { fetchMock } = orderServer(adminUser, { items: [listItem(paidOrder), second] });
    const { requests: exports, saved } = captureCsvDownloads({
      fetchMock,
      matches: (url) => url.includes('format=csv'),
      fileName: 'orders-2026-11-28.csv',
    });
    renderApp('/orders');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'RL-10043' });
    await user.click(screen.getByRole('checkbox', { name: /RL-10043/ }));
    await user.click(await screen.findByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-28.csv']));
    expect(Object.fromEntries(exports[0]!.searchParams)).toEqual({
      ids: second._id,
      format: 'csv',
    });
  });

  it('puts a new paid order at the top without a reload, marked new', async () => {
    const transport = freshTransport();
    storeSession(adminUser);
    orderServer(adminUser);
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'RL-10042' });
    await waitFor(() => expect(transport.connected).toBe(true));
    const fresh = {
      ...listItem(paidOrder),
      _id: '01930000-0000-7000-8000-0000000000c9',
      orderNumber: 'RL-10043',
      buyer: { _id: null, name: 'Alan Turing', email: 'alan@shopper.test' },
    };
    act(() => transport.serverEmit('order:new', fresh));
    const link = await within(table).findByRole('link', { name: 'RL-10043' });
    const rows = within(table).getAllByRole('row');
    // The header row, then the new order first.
    expect(rows[1]).toContainElement(link);
    expect(within(rows[1]!).getByText('New')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'RL-10042' })).toBeInTheDocument();
    // A payload that does not check is ignored.
    act(() => transport.serverEmit('order:new', { orderNumber: 'bad' }));
    expect(within(table).queryByText('bad')).toBeNull();
  });
});
