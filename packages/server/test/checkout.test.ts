import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, type Checkout, type ShopperOrder } from '@runway-live/domain/checkout';
import {
  checkouts,
  events,
  liveTimeline,
  orderRefunds,
  orders,
  stockHolds,
} from '../src/db/schema';
import { confirmPayment, sweepExpiredCheckouts } from '../src/modules/orders/payment';
import {
  ADDRESS,
  designerTerms,
  newShopper,
  onHand,
  stockedProduct,
} from './support/checkoutFixtures';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let atelierId: string;
let shopper: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 700 });
  await designerTerms(t, atelierId, { commission: 20, shippingFlatRate: 0 });
  shopper = await t.tokenOf('shopper');
});
afterAll(() => t.close());

const ctx = () => t.app.appContext;

async function checkout(payload: object, token: string = shopper) {
  return t.call({ method: 'POST', url: '/api/v2/checkout', payload, token });
}
const line = (productId: string, sku: string, quantity = 1) => ({ productId, sku, quantity });
const body = (lines: object[], extra: object = {}) => ({
  lines,
  shippingAddress: ADDRESS,
  ...extra,
});
async function checkedOut(payload: object, token: string = shopper): Promise<Checkout> {
  const response = await checkout(payload, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const heldRows = (checkoutId: string) =>
  t.database.db.select().from(stockHolds).where(eq(stockHolds.checkoutId, checkoutId));
const ordersOf = (checkoutId: string) =>
  t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
const localPay = async (data: Checkout, action: 'pay' | 'cancel' = 'pay') => {
  const url = new URL(data.payment.url);
  const token = url.searchParams.get('token')!;
  return t.call({
    method: 'POST',
    url: url.pathname,
    payload: `token=${encodeURIComponent(token)}&action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
};

describe('POST /api/v2/checkout prices on the server', () => {
  it('prices every line from the products, tax from the product, shipping per designer', async () => {
    const a = await stockedProduct(t, designerId, { price: 100, tax: 8.5, sizes: { 'PA-S': 5 } });
    const b = await stockedProduct(t, atelierId, { price: 49.99, sizes: { 'PB-S': 3 } });
    const data = await checkedOut(body([line(a.id, 'PA-S', 2), line(b.id, 'PB-S')]));
    expect(data.orders).toHaveLength(2);
    const [ofA, ofB] = [designerId, atelierId].map((id) =>
      data.orders.find((order) => order.designer._id === id)!,
    );
    expect(ofA).toMatchObject({
      status: 'pending',
      checkoutId: data.checkoutId,
      subtotal: 200,
      tax: 17,
      shipping: 7,
      total: 224,
      currency: 'USD',
    });
    expect(ofA!.items[0]).toMatchObject({ sku: 'PA-S', quantity: 2, unitPrice: 100, tax: 17 });
    expect(ofB).toMatchObject({ subtotal: 49.99, tax: 0, shipping: 0, total: 49.99 });
    expect(data.total).toBe(273.99);
    expect(data.payment.provider).toBe('local');
    expect(data.payment.url).toMatch(/\/payments\/local\/orders\//);
    // The held units are what the cart takes; the stock on hand is unchanged until paid.
    expect((await heldRows(data.checkoutId)).map((hold) => hold.quantity).sort()).toEqual([1, 2]);
    expect(await onHand(t, a.id, 'PA-S')).toBe(5);
  });

  it('refuses a price, hostile text or money from the client with a 400 naming the field', async () => {
    const a = await stockedProduct(t, designerId, { price: 10, sizes: { 'H-S': 5 } });
    const cases: [object, string][] = [
      [body([{ ...line(a.id, 'H-S'), unitPrice: 0.01 }]), 'lines.0'],
      [body([line(a.id, 'H-S')], { price: 1 }), ''],
      [body([line(a.id, 'H\u0000S')]), 'lines.0.sku'],
      [body([line(a.id, 'H-S', 1e9)]), 'lines.0.quantity'],
      [body([line(a.id, 'H-S', -1)]), 'lines.0.quantity'],
      [body([line(a.id, 'H-S')], { eventId: a.id, showSec: 'NaN' }), 'showSec'],
      [body([line(a.id, 'H-S')], { eventId: a.id, showSec: 1e12 }), 'showSec'],
      [{ lines: [line(a.id, 'H-S')], shippingAddress: { ...ADDRESS, city: '\ud800' } }, ''],
    ];
    for (const [payload] of cases) {
      const response = await checkout(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const price = await checkout(cases[0]![0]);
    expect(price.json().message).toContain(checkoutMessages.clientPrice);
    // An unknown coupon code is a 400 (nothing is held).
    const coupon = await checkout(body([line(a.id, 'H-S')], { couponCode: 'NOPE' }));
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().message).toBe(checkoutMessages.couponUnknown);
    const outside = await checkout({
      lines: [line(a.id, 'H-S')],
      shippingAddress: { ...ADDRESS, country: 'FR' },
    });
    expect(outside.statusCode).toBe(400);
  });

  it('refuses drafts, archived, sold-out and not-yet-started products, naming the line, holding nothing', async () => {
    const ok = await stockedProduct(t, designerId, { price: 10, sizes: { 'OK-S': 5 } });
    const draft = await stockedProduct(t, designerId, {
      price: 10,
      sizes: { 'D-S': 5 },
      status: 'draft',
    });
    const archived = await stockedProduct(t, designerId, {
      price: 10,
      sizes: { 'A-S': 5 },
      status: 'archived',
    });
    const none = await stockedProduct(t, designerId, { price: 10, sizes: { 'N-S': 0 } });
    const [show] = await t.database.db
      .insert(events)
      .values({ designerId, title: 'Not yet', status: 'scheduled' })
      .returning();
    const later = await stockedProduct(t, designerId, {
      price: 10,
      sizes: { 'L-S': 5 },
      eventId: show!.id,
    });
    const cases: [string, string, string][] = [
      [draft.id, 'D-S', 'Line 2: this product cannot be found'],
      [archived.id, 'A-S', `Line 2 (${archived.productName}, Black / S): not on sale`],
      [none.id, 'N-S', `Line 2 (${none.productName}, Black / S): sold out`],
      [
        later.id,
        'L-S',
        `Line 2 (${later.productName}, Black / S): not on sale until the show starts`,
      ],
    ];
    for (const [productId, sku, message] of cases) {
      const response = await checkout(body([line(ok.id, 'OK-S'), line(productId, sku)]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message, field: 'lines.1' });
    }
    const held = await t.database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.productId, ok.id));
    expect(held).toEqual([]);
    // Not enough left: the message says how many.
    const few = await checkout(body([line(ok.id, 'OK-S', 6)]));
    expect(few.json().message).toBe(`Line 1 (${ok.productName}, Black / S): only 5 left`);
    // Available before the show: on sale.
    const early = await stockedProduct(t, designerId, {
      price: 10,
      sizes: { 'E-S': 5 },
      eventId: show!.id,
      availableAtShowTime: false,
    });
    await checkedOut(body([line(early.id, 'E-S')]));
  });

  it('records the show, the moment and the product pushed then (the show timeline)', async () => {
    const pushed = await stockedProduct(t, designerId, { price: 20, sizes: { 'T-S': 5 } });
    const [show] = await t.database.db
      .insert(events)
      .values({ designerId, title: 'On air', status: 'live' })
      .returning();
    const wentLive = new Date(Date.now() - 60_000);
    await t.database.db.insert(liveTimeline).values([
      {
        eventId: show!.id,
        kind: 'status',
        detail: { from: 'scheduled', to: 'live' },
        createdAt: wentLive,
      },
      {
        eventId: show!.id,
        kind: 'push',
        detail: { productIds: [pushed.id] },
        createdAt: new Date(wentLive.getTime() + 5_000),
      },
    ]);
    const data = await checkedOut(
      body([line(pushed.id, 'T-S')], { eventId: show!.id, showSec: 12.5 }),
    );
    expect(data.orders[0]).toMatchObject({
      eventId: show!.id,
      showSec: 12.5,
      pushedProductId: pushed.id,
    });
    const before = await checkedOut(
      body([line(pushed.id, 'T-S')], { eventId: show!.id, showSec: 2 }),
    );
    expect(before.orders[0]!.pushedProductId).toBeNull();
  });
});

describe('paying', () => {
  it('a cart of two designers: two orders, one payment, two transfers less commission', async () => {
    const a = await stockedProduct(t, designerId, { price: 100, tax: 8.5, sizes: { 'PY-A': 5 } });
    const b = await stockedProduct(t, atelierId, { price: 49.99, sizes: { 'PY-B': 3 } });
    const data = await checkedOut(body([line(a.id, 'PY-A', 2), line(b.id, 'PY-B')]));
    const page = await t.call({
      method: 'GET',
      url: new URL(data.payment.url).pathname + new URL(data.payment.url).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$273.99');
    const paid = await localPay(data);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`checkout=${data.checkoutId}`);
    const rows = await ordersOf(data.checkoutId);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    const ofA = rows.find((row) => row.designerId === designerId)!;
    const ofB = rows.find((row) => row.designerId === atelierId)!;
    // Cents: 22400 less 10 % = 20160; 4999 less 20 % (999.8 → 1000) = 3999.
    expect(ofA).toMatchObject({
      total: 22400,
      commissionRate: 10,
      commission: 2240,
      designerNet: 20160,
    });
    expect(ofB).toMatchObject({
      total: 4999,
      commissionRate: 20,
      commission: 1000,
      designerNet: 3999,
    });
    expect(ofA.transfer).toMatchObject({ id: `tr_local_${ofA.id}`, amount: 20160 });
    expect(ofB.transfer).toMatchObject({ id: `tr_local_${ofB.id}`, amount: 3999 });
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, data.checkoutId));
    expect(row).toMatchObject({ status: 'paid', total: 27399 });
    expect(await onHand(t, a.id, 'PY-A')).toBe(3);
    expect(await onHand(t, b.id, 'PY-B')).toBe(2);
    expect((await heldRows(data.checkoutId)).map((hold) => hold.state)).toEqual(['sold', 'sold']);
    // The shopper's view: paid, no payment link, no designer figures.
    const mine = await t.call({
      method: 'GET',
      url: `/api/v2/my/orders/${ofA.id}`,
      token: shopper,
    });
    expect(mine.json().data).toMatchObject({ status: 'paid', paymentUrl: null, total: 224 });
    expect(mine.json().data).not.toHaveProperty('commission');
  });

  it('applies a payment delivered twice at the same time once', async () => {
    const a = await stockedProduct(t, designerId, { price: 30, sizes: { 'DW-S': 4 } });
    const data = await checkedOut(body([line(a.id, 'DW-S', 2)]));
    const payment = { checkoutId: data.checkoutId, paymentId: 'pi_twice', amount: 6700 };
    const outcomes = await Promise.all([
      confirmPayment(ctx(), payment),
      confirmPayment(ctx(), payment),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already', 'paid']);
    expect(await onHand(t, a.id, 'DW-S')).toBe(2);
    const [order] = await ordersOf(data.checkoutId);
    expect(order!.timeline.filter((entry) => entry.type === 'transfer')).toHaveLength(1);
    // The local page's second click finds it paid and goes on as the first did.
    expect((await localPay(data)).statusCode).toBe(303);
    expect(await onHand(t, a.id, 'DW-S')).toBe(2);
  });

  it('an expired hold returns the stock; a late payment is refunded, never shipped', async () => {
    const a = await stockedProduct(t, designerId, { price: 10, sizes: { 'EX-S': 1 } });
    const data = await checkedOut(body([line(a.id, 'EX-S')]));
    const sold = await checkout(body([line(a.id, 'EX-S')]));
    expect(sold.json().message).toContain('sold out');
    const viewer = async () =>
      (await t.call({ method: 'GET', url: `/api/v2/public/products/${a.id}` })).json().data;
    expect((await viewer()).colors[0].sizes[0]).toMatchObject({ available: 0, soldOut: true });
    expect((await viewer()).saleState).toBe('sold-out');
    // The hold runs out (CHECKOUT_HOLD_MINUTES after the checkout) and the sweeper comes by.
    const later = new Date(Date.now() + (t.config.checkoutHoldMinutes + 1) * 60_000);
    expect(await sweepExpiredCheckouts(ctx(), later)).toContain(a.id);
    const [expired] = await ordersOf(data.checkoutId);
    expect(expired!.status).toBe('expired');
    expect((await heldRows(data.checkoutId))[0]!.state).toBe('released');
    expect((await viewer()).colors[0].sizes[0]).toMatchObject({ available: 1, soldOut: false });
    // The payment arrives late: refunded in full, the order stays expired, stock untouched.
    expect((await localPay(data)).statusCode).toBe(303);
    const [late] = await ordersOf(data.checkoutId);
    expect(late).toMatchObject({ status: 'expired', refundState: 'refunded', refunded: 1700 });
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, data.checkoutId));
    expect(row).toMatchObject({ status: 'refunded', refundId: `re_local_${data.checkoutId}` });
    expect(await onHand(t, a.id, 'EX-S')).toBe(1);
    // Another buyer can now take the unit back.
    await checkedOut(body([line(a.id, 'EX-S')]));
  });

  it('refunds the share of an order its designer cancelled before the checkout was paid', async () => {
    const a = await stockedProduct(t, designerId, { price: 100, sizes: { 'SH-A': 2 } });
    const b = await stockedProduct(t, atelierId, { price: 40, sizes: { 'SH-B': 2 } });
    const data = await checkedOut(body([line(a.id, 'SH-A'), line(b.id, 'SH-B')]));
    const ofB = data.orders.find((order) => order.designer._id === atelierId)!;
    const cancel = await t.call({
      method: 'PATCH',
      url: `/api/v2/orders/${ofB._id}`,
      token: await t.tokenOf('atelier'),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The shopper pays the whole checkout on the page they already had open.
    expect((await localPay(data)).statusCode).toBe(303);
    const rows = await ordersOf(data.checkoutId);
    const paidA = rows.find((order) => order.designerId === designerId)!;
    const cancelledB = rows.find((order) => order.designerId === atelierId)!;
    expect(paidA).toMatchObject({ status: 'paid', refunded: 0 });
    expect(cancelledB).toMatchObject({
      status: 'cancelled',
      refunded: cancelledB.total,
      refundState: 'refunded',
      designerNet: 0,
      commission: 0,
    });
    expect(cancelledB.total).toBe(4000);
    const refunds = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, cancelledB.id));
    expect(refunds).toMatchObject([{ amount: 4000, reason: 'order_cancelled', restock: false }]);
    expect(refunds[0]!.providerRefundId).toBe(`re_local_${refunds[0]!.id}`);
    // No unit moved for the cancelled order: its hold went back at the cancellation.
    expect(await onHand(t, b.id, 'SH-B')).toBe(2);
    expect(await onHand(t, a.id, 'SH-A')).toBe(1);
  });

  it('a payment after the hold ran out, before the sweeper, is refunded too', async () => {
    const a = await stockedProduct(t, designerId, { price: 10, sizes: { 'EY-S': 1 } });
    const data = await checkedOut(body([line(a.id, 'EY-S')]));
    const later = new Date(Date.now() + (t.config.checkoutHoldMinutes + 1) * 60_000);
    const outcome = await confirmPayment(
      ctx(),
      { checkoutId: data.checkoutId, paymentId: 'pi_late', amount: 1000 },
      later,
    );
    expect(outcome.kind).toBe('refunded');
    const [order] = await ordersOf(data.checkoutId);
    expect(order).toMatchObject({ status: 'expired', refundState: 'refunded' });
    expect(await onHand(t, a.id, 'EY-S')).toBe(1);
  });

  it('cancelling on the payment page releases the hold at once', async () => {
    const a = await stockedProduct(t, designerId, { price: 10, sizes: { 'CX-S': 1 } });
    const data = await checkedOut(body([line(a.id, 'CX-S')]));
    const cancelled = await localPay(data, 'cancel');
    expect(cancelled.headers.location).toContain('payment=cancelled');
    const [order] = await ordersOf(data.checkoutId);
    expect(order!.status).toBe('expired');
    await checkedOut(body([line(a.id, 'CX-S')]));
  });

  it('refuses a forged payment link', async () => {
    const a = await stockedProduct(t, designerId, { price: 10, sizes: { 'FG-S': 1 } });
    const data = await checkedOut(body([line(a.id, 'FG-S')]));
    const forged = await t.call({
      method: 'POST',
      url: `/payments/local/orders/${data.checkoutId}`,
      payload: 'token=forged&action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    const [order] = await ordersOf(data.checkoutId);
    expect(order!.status).toBe('pending');
  });
});

describe('a shopper’s orders', () => {
  it('lists only the caller’s own orders; another buyer’s order is a 404', async () => {
    const a = await stockedProduct(t, designerId, { price: 15, sizes: { 'MY-S': 5 } });
    const first = await newShopper(t, 'first');
    const second = await newShopper(t, 'second');
    const mine = await checkedOut(body([line(a.id, 'MY-S')]), first.token);
    await checkedOut(body([line(a.id, 'MY-S')]), second.token);
    const list = await t.call({ method: 'GET', url: '/api/v2/my/orders', token: first.token });
    expect(list.statusCode).toBe(200);
    const items: ShopperOrder[] = list.json().data.items;
    expect(items.map((item) => item._id)).toEqual([mine.orders[0]!._id]);
    expect(list.json().data.total).toBe(1);
    expect(items[0]!.paymentUrl).toBe(mine.payment.url);
    const other = await t.call({
      method: 'GET',
      url: `/api/v2/my/orders/${mine.orders[0]!._id}`,
      token: second.token,
    });
    expect(other.statusCode).toBe(404);
    const filtered = await t.call({
      method: 'GET',
      url: '/api/v2/my/orders?status=paid',
      token: first.token,
    });
    expect(filtered.json().data.total).toBe(0);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v2/my/orders?status=lost',
      token: first.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a console account cannot check out (role user only)', async () => {
    const a = await stockedProduct(t, designerId, { price: 15, sizes: { 'RL-S': 5 } });
    const response = await checkout(body([line(a.id, 'RL-S')]), await t.tokenOf('designer'));
    expect(response.statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v2/checkout',
      payload: body([line(a.id, 'RL-S')]),
    });
    expect(anonymous.statusCode).toBe(401);
    const holds = await t.database.db
      .select()
      .from(stockHolds)
      .where(and(eq(stockHolds.productId, a.id)));
    expect(holds).toEqual([]);
  });
});
