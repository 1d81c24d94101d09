import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@runway-live/domain/checkout';
import { orderTransitionProblem, type ApiOrder } from '@runway-live/domain/orders';
import { stockHolds } from '../src/db/schema';
import { expireCheckout } from '../src/modules/orders/payment';
import { designerTerms, onHand } from './support/checkoutFixtures';
import { placeOrder, skuOf } from './support/orderFixtures';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let admin: string;
let designer: string;
let atelier: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 700 });
  admin = await t.tokenOf('admin');
  designer = await t.tokenOf('designer');
  atelier = await t.tokenOf('atelier');
  staff = await t.tokenOf('staff');
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
const patch = (id: string, payload: object, token = designer) =>
  t.call({ method: 'PATCH', url: `/api/v2/orders/${id}`, payload, token });
const refund = (id: string, payload: object, token = designer) =>
  t.call({ method: 'POST', url: `/api/v2/orders/${id}/refunds`, payload, token });
const detail = async (id: string): Promise<ApiOrder> =>
  (await get(`/api/v2/orders/${id}`)).json().data;
const ship = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

/** A paid order of two units of one size and one of another ($100 each, 7 shipping). */
async function paid(options: { pay?: boolean } = {}) {
  const a = skuOf('A');
  const b = skuOf('B');
  const placed = await placeOrder(t, designerId, { lines: { [a]: 2, [b]: 1 }, ...options });
  return { ...placed, a, b };
}

/** An order brought to `status` by the legal steps. */
async function orderIn(status: OrderStatus): Promise<string> {
  const { orderId, checkout } = await paid({ pay: status !== 'pending' && status !== 'expired' });
  const steps: Record<OrderStatus, object[]> = {
    pending: [],
    expired: [],
    paid: [],
    processing: [{ status: 'processing' }],
    shipped: [{ status: 'processing' }, ship],
    delivered: [{ status: 'processing' }, ship, { status: 'delivered' }],
    cancelled: [{ status: 'cancelled' }],
  };
  if (status === 'expired') await expireCheckout(t.app.appContext, checkout.checkoutId, new Date());
  for (const step of steps[status]) expect((await patch(orderId, step)).statusCode).toBe(200);
  expect((await detail(orderId)).status).toBe(status);
  return orderId;
}

describe('GET /api/v2/orders', () => {
  it('lists every order for admin and staff, a designer their own, with filters and search', async () => {
    const { orderId, checkout, shopper } = await paid();
    const number = checkout.orders[0]!.orderNumber;
    const mine = (await get(`/api/v2/orders?search=${number}`, designer)).json().data;
    expect(mine.items.map((row: { _id: string }) => row._id)).toEqual([orderId]);
    expect(mine.items[0]).toMatchObject({
      status: 'paid',
      itemCount: 3,
      total: 307,
      currency: 'USD',
    });
    expect((await get(`/api/v2/orders?search=${number}`, atelier)).json().data.items).toEqual([]);
    expect((await get(`/api/v2/orders?search=${number}`, staff)).json().data.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await get(
      `/api/v2/orders?status=paid&from=${today}&to=${today}&designerId=${designerId}&sort=total:desc`,
    );
    expect(filtered.json().data.items.some((row: { _id: string }) => row._id === orderId)).toBe(
      true,
    );
    const byEmail = await get(`/api/v2/orders?search=${encodeURIComponent(shopper.id)}`);
    expect(byEmail.statusCode).toBe(200);
    expect((await get('/api/v2/orders?status=lost')).statusCode).toBe(400);
    expect((await get('/api/v2/orders?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/v2/orders?sort=buyer:asc')).statusCode).toBe(400);
  });

  it('answers one order with money in major units; another designer’s is a 404', async () => {
    const { orderId, a } = await paid();
    const order = await detail(orderId);
    expect(order).toMatchObject({
      subtotal: 300,
      shipping: 7,
      total: 307,
      commissionRate: 10,
      commission: 30.7,
      designerNet: 276.3,
      refundState: 'none',
      actions: ['processing', 'cancelled'],
    });
    expect(order.items.find((item) => item.sku === a)).toMatchObject({
      quantity: 2,
      unitPrice: 100,
    });
    // Newest first: the transfer after the payment, its status change and the buyer's mail.
    expect(order.timeline.map((entry) => entry.type)).toEqual([
      'transfer',
      'email',
      'status',
      'payment',
      'created',
    ]);
    expect((await get(`/api/v2/orders/${orderId}`, atelier)).statusCode).toBe(404);
    expect((await get(`/api/v2/orders/${orderId}`, designer)).statusCode).toBe(200);
  });

  it('streams the CSV of the current filter', async () => {
    const { checkout } = await paid();
    const number = checkout.orders[0]!.orderNumber;
    const csv = await get(`/api/v2/orders?format=csv&search=${number}`, designer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toContain('Order number');
    // The search matches this number (and any that holds it, as the list does).
    expect(lines.slice(1).every((line) => line.includes(number))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${number},`))).toBe(true);
    const none = await get(`/api/v2/orders?format=csv&search=${number}`, atelier);
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/),
    ).toHaveLength(1);
  });

  it('exports only the selected orders (ids), of those the caller may see', async () => {
    const [first, second, third] = [await paid(), await paid(), await paid()];
    const numberOf = (placed: typeof first) => placed.checkout.orders[0]!.orderNumber;
    const rows = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/)
        .slice(1);
    const ids = `${first.orderId},${third.orderId}`;
    const csv = await get(`/api/v2/orders?format=csv&ids=${ids}`, designer);
    expect(csv.statusCode).toBe(200);
    const numbers = rows(csv.body).map((line) => line.split(',')[0]);
    expect(numbers.sort()).toEqual([numberOf(first), numberOf(third)].sort());
    expect(numbers).not.toContain(numberOf(second));
    // Another designer's selection is none of theirs: the header alone.
    expect(rows((await get(`/api/v2/orders?format=csv&ids=${ids}`, atelier)).body)).toEqual([]);
    const bad = await get(`/api/v2/orders?format=csv&ids=${first.orderId},nope`, designer);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Each id must be an order id');
  });
});

describe('PATCH /api/v2/orders/:id: the legal transitions only', () => {
  for (const from of ORDER_STATUSES) {
    it(`from ${from}: legal steps move it, every other is a 409 naming both states`, async () => {
      const stuck = await orderIn(from);
      for (const to of ORDER_STATUSES) {
        const problem = orderTransitionProblem(from, to);
        if (problem === null) {
          const id = await orderIn(from);
          const moved = await patch(id, to === 'shipped' ? ship : { status: to });
          expect(moved.statusCode, moved.body).toBe(200);
          const order: ApiOrder = moved.json().data;
          expect(order.status).toBe(to);
          expect(order.timeline.find((entry) => entry.type === 'status')).toMatchObject({
            from,
            to,
            by: { _id: designerId },
          });
        } else {
          const refused = await patch(stuck, to === 'shipped' ? ship : { status: to });
          expect(refused.statusCode, `${from} → ${to}`).toBe(409);
          expect(refused.json().message).toBe(problem);
          expect(refused.json().message).toContain(`(${from})`);
          expect(refused.json().message).toContain(`(${to})`);
        }
      }
    });
  }

  it('ships with a carrier and tracking number only, mails the buyer with the link', async () => {
    const id = await orderIn('processing');
    expect((await patch(id, { status: 'shipped' })).statusCode).toBe(400);
    expect(
      (await patch(id, { status: 'shipped', carrier: 'Pigeon', trackingNumber: 'x' })).statusCode,
    ).toBe(400);
    const shipped: ApiOrder = (await patch(id, ship)).json().data;
    expect(shipped.trackingUrl).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(shipped.timeline[0]).toMatchObject({ type: 'email' });
    expect(t.outbox().some((mail) => mail.text.includes('1Z999AA10123456784'))).toBe(true);
    const retracked: ApiOrder = (
      await patch(id, { carrier: 'DHL', trackingNumber: 'JD0001' })
    ).json().data;
    expect(retracked).toMatchObject({ carrier: 'DHL', trackingNumber: 'JD0001' });
    expect(retracked.timeline.some((entry) => entry.type === 'tracking')).toBe(true);
    const paidOne = await orderIn('paid');
    expect((await patch(paidOne, { carrier: 'DHL', trackingNumber: 'JD0001' })).statusCode).toBe(
      409,
    );
  });

  it('refuses another designer (404), a shopper (403), and hostile bodies (400)', async () => {
    const { orderId, shopper } = await paid();
    expect((await patch(orderId, { status: 'processing' }, atelier)).statusCode).toBe(404);
    expect((await patch(orderId, { status: 'processing' }, shopper.token)).statusCode).toBe(403);
    expect((await patch(orderId, { status: 'processing', total: 0 })).statusCode).toBe(400);
    expect((await patch(orderId, { status: ['paid'] })).statusCode).toBe(400);
    expect((await patch(orderId, {})).statusCode).toBe(400);
    expect((await patch('not-an-id', { status: 'processing' })).statusCode).toBe(400);
  });

  it('cancelling a paid order returns its stock and refunds the payment in full', async () => {
    const { orderId, productId, a } = await paid();
    const before = await onHand(t, productId, a);
    const cancelled: ApiOrder = (await patch(orderId, { status: 'cancelled' })).json().data;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refundState: 'refunded',
      refunded: 307,
      designerNet: 0,
      commission: 0,
    });
    expect(cancelled.refunds[0]).toMatchObject({
      reason: 'order_cancelled',
      amount: 307,
      reversed: 276.3,
    });
    expect(await onHand(t, productId, a)).toBe(before + 2);
  });

  it('cancelling a pending order releases its hold', async () => {
    const { orderId, checkout } = await paid({ pay: false });
    expect((await patch(orderId, { status: 'cancelled' })).statusCode).toBe(200);
    const holds = await t.database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.checkoutId, checkout.checkoutId));
    expect(holds.every((hold) => hold.state === 'released')).toBe(true);
  });
});

describe('POST /api/v2/orders/:id/notes', () => {
  it('adds a note by staff, admin or the designer; another designer’s is a 404', async () => {
    const { orderId, shopper } = await paid();
    const noted = await t.call({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/notes`,
      payload: { text: ' Gift wrap ' },
      token: staff,
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().data.timeline[0]).toMatchObject({ type: 'note', text: 'Gift wrap' });
    const note = (payload: object, token = designer) =>
      t.call({ method: 'POST', url: `/api/v2/orders/${orderId}/notes`, payload, token });
    expect((await note({ text: 'Mine' })).statusCode).toBe(201);
    expect((await note({ text: 'Theirs' }, atelier)).statusCode).toBe(404);
    expect((await note({ text: 'Buyer' }, shopper.token)).statusCode).toBe(403);
    expect((await note({ text: '   ' })).statusCode).toBe(400);
    expect((await note({ text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await note({ text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await note({ text: 'ok', by: 'admin' })).statusCode).toBe(400);
    // Internal: the buyer's own answer leaves notes out.
    const own = await t.call({
      method: 'GET',
      url: `/api/v2/my/orders/${orderId}`,
      token: shopper.token,
    });
    expect(own.json().data.timeline.some((entry: { type: string }) => entry.type === 'note')).toBe(
      false,
    );
  });
});

describe('POST /api/v2/orders/:id/refunds', () => {
  it('refunds by line: partial then total, commission and net in proportion, never above paid', async () => {
    const { orderId, productId, a, b } = await paid();
    const before = await onHand(t, productId, a);
    const first = await refund(orderId, {
      lines: [{ sku: a, quantity: 1 }],
      reason: 'damaged',
      note: 'Torn seam',
      restock: false,
    });
    expect(first.statusCode, first.body).toBe(201);
    const partial: ApiOrder = first.json().data;
    expect(partial).toMatchObject({
      refundState: 'partially_refunded',
      refunded: 100,
      commission: 20.7,
      designerNet: 186.3,
    });
    expect(partial.items.find((item) => item.sku === a)!.refundedQuantity).toBe(1);
    expect(partial.refunds[0]).toMatchObject({
      amount: 100,
      reason: 'damaged',
      note: 'Torn seam',
      restock: false,
      reversed: 90,
    });
    expect(await onHand(t, productId, a)).toBe(before);
    // One unit of A is left: two is more than that.
    expect(
      (
        await refund(orderId, {
          lines: [{ sku: a, quantity: 2 }],
          reason: 'damaged',
          restock: true,
        })
      ).statusCode,
    ).toBe(409);
    const rest = await refund(orderId, {
      lines: [
        { sku: a, quantity: 1 },
        { sku: b, quantity: 1 },
      ],
      shipping: true,
      reason: 'size_or_fit',
      restock: true,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({
      refundState: 'refunded',
      refunded: 307,
      commission: 0,
      designerNet: 0,
      refundedShipping: 7,
    });
    expect(await onHand(t, productId, a)).toBe(before + 1);
    expect(
      (await refund(orderId, { lines: [], shipping: true, reason: 'other', restock: false }))
        .statusCode,
    ).toBe(409);
    expect(
      t.outbox().filter((mail) => mail.text.includes('A refund for your order')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('refunds the shipping alone once', async () => {
    const { orderId } = await paid();
    const shipping = await refund(orderId, {
      shipping: true,
      reason: 'not_delivered',
      restock: false,
    });
    expect(shipping.json().data).toMatchObject({
      refunded: 7,
      refundedShipping: 7,
      refundState: 'partially_refunded',
    });
    expect(
      (await refund(orderId, { shipping: true, reason: 'not_delivered', restock: false }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a pending order, an unknown SKU, nothing, a price or another designer', async () => {
    const pending = await paid({ pay: false });
    expect(
      (
        await refund(pending.orderId, {
          lines: [{ sku: pending.a, quantity: 1 }],
          reason: 'damaged',
          restock: true,
        })
      ).statusCode,
    ).toBe(409);
    const { orderId, a } = await paid();
    expect(
      (
        await refund(orderId, {
          lines: [{ sku: 'NOPE', quantity: 1 }],
          reason: 'damaged',
          restock: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await refund(orderId, { lines: [], reason: 'damaged', restock: true })).statusCode,
    ).toBe(400);
    expect(
      (
        await refund(orderId, {
          lines: [{ sku: a, quantity: 1, amount: 1 }],
          reason: 'damaged',
          restock: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await refund(orderId, { lines: [{ sku: a, quantity: 1 }], reason: 'whim', restock: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await refund(orderId, {
          lines: [{ sku: a, quantity: 0 }],
          reason: 'damaged',
          restock: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await refund(orderId, { lines: [{ sku: a, quantity: 1 }], reason: 'damaged' })).statusCode,
    ).toBe(400);
    expect(
      (
        await refund(
          orderId,
          { lines: [{ sku: a, quantity: 1 }], reason: 'damaged', restock: true },
          atelier,
        )
      ).statusCode,
    ).toBe(404);
  });
});
