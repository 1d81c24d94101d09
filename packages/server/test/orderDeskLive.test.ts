import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SERVER_EVENTS } from '@runway-live/domain/live';
import type { ApiOrderListItem } from '@runway-live/domain/orders';
import { payLocally, placeOrder, skuOf } from './support/orderFixtures';
import { startLiveHarness, type LiveHarness } from './support/liveRoom';

// `order:new` (decision 0036): a placed or paid order reaches its designer's sockets and
// every admin's and staff member's, never another designer's or a shopper's.
let h: LiveHarness;
beforeAll(async () => {
  h = await startLiveHarness({}, { CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
});
afterAll(() => h.close());

/** The `order:new` rows a socket hears from now on. */
function heard(socket: Socket): ApiOrderListItem[] {
  const rows: ApiOrderListItem[] = [];
  socket.on(LIVE_SERVER_EVENTS.orderNew, (row: ApiOrderListItem) => rows.push(row));
  return rows;
}

/** The next `order:new` row a socket hears that `wanted` (no timer: the event resolves it). */
function next(
  socket: Socket,
  wanted: (row: ApiOrderListItem) => boolean,
): Promise<ApiOrderListItem> {
  return new Promise((resolve) => {
    const listener = (row: ApiOrderListItem) => {
      if (!wanted(row)) return;
      socket.off(LIVE_SERVER_EVENTS.orderNew, listener);
      resolve(row);
    };
    socket.on(LIVE_SERVER_EVENTS.orderNew, listener);
  });
}

describe('order:new', () => {
  it('tells the designer and admin and staff when an order is placed and when it is paid', async () => {
    const [admin, staff, host, other, shopper] = await Promise.all(
      (['admin', 'staff', 'host', 'otherDesigner', 'shopper'] as const).map(async (caller) =>
        h.socket(await h.tokenOf(caller)),
      ),
    );
    const rows = {
      admin: heard(admin!),
      staff: heard(staff!),
      host: heard(host!),
      other: heard(other!),
      shopper: heard(shopper!),
    };
    // The row may come before the checkout's answer: listened for before it is placed.
    const hostId = await h.idOf('host');
    const placedOne = (row: ApiOrderListItem) =>
      row.designerId === hostId && row.status === 'pending';
    const firsts = [admin!, staff!, host!].map((socket) => next(socket, placedOne));
    const placed = await placeOrder(h.t, hostId, { lines: { [skuOf('LIVE')]: 1 }, pay: false });
    const [placedRow] = await Promise.all(firsts);
    expect(placedRow).toMatchObject({ _id: placed.orderId, itemCount: 1, total: 100 });
    const paidOne = (row: ApiOrderListItem) => row._id === placed.orderId && row.status === 'paid';
    const seconds = [admin!, host!].map((socket) => next(socket, paidOne));
    await payLocally(h.t, placed.checkout);
    const [paidRow] = await Promise.all(seconds);
    expect(paidRow).toMatchObject({ currency: 'USD' });
    // The other designer's and the shopper's sockets heard none of them (emitted together).
    expect(rows.other).toEqual([]);
    expect(rows.shopper).toEqual([]);
  });
});
