import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionResponse, PayoutsResponse } from '@runway-live/domain/orders';
import { designers } from '../src/db/schema';
import { designerTerms } from './support/checkoutFixtures';
import { placeOrder, skuOf } from './support/orderFixtures';
import { createTestApp, type TestApp } from './support/testApp';

// A designer's statement against hand-computed figures: commission 10 %, shipping $7, every
// order one $100 unit ($107: commission 10.70, net 96.30). PAYOUT_HOLD_DAYS 0: a delivered
// order is past its hold at once.
let t: TestApp;
let designerId: string;
let designer: string;
beforeAll(async () => {
  t = await createTestApp({
    CHECKOUT_SWEEP_MS: '0',
    CHECKOUT_RATE_LIMIT: '1000',
    PAYOUT_HOLD_DAYS: '0',
  });
  designerId = await t.idOf('designer');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 700 });
  designer = await t.tokenOf('designer');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const payouts = async (query = `from=${today()}&to=${today()}`, token = designer) =>
  t.call({ method: 'GET', url: `/api/v2/payouts?${query}`, token });
const move = (id: string, payload: object) =>
  t.call({ method: 'PATCH', url: `/api/v2/orders/${id}`, payload, token: designer });

describe('GET /api/v2/payouts', () => {
  it('balances pending, available and paid out, and reversals as negative lines', async () => {
    const before: PayoutsResponse['data'] = (await payouts()).json().data;
    const one = () => placeOrder(t, designerId, { lines: { [skuOf('PAY')]: 1 } });
    const waiting = await one();
    const delivered = await one();
    for (const step of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'USPS', trackingNumber: '9400100000000000000000' },
      { status: 'delivered' },
    ]) {
      expect((await move(delivered.orderId, step)).statusCode).toBe(200);
    }
    const refunded = await one();
    const [sku] = refunded.skus;
    const refund = await t.call({
      method: 'POST',
      url: `/api/v2/orders/${refunded.orderId}/refunds`,
      token: designer,
      payload: { lines: [{ sku, quantity: 1 }], shipping: true, reason: 'damaged', restock: false },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const after: PayoutsResponse['data'] = (await payouts()).json().data;
    const delta = (key: 'pending' | 'available' | 'paidOut') =>
      Math.round((after.balances[key] - before.balances[key]) * 100) / 100;
    expect(delta('pending')).toBe(96.3);
    expect(delta('paidOut')).toBe(96.3);
    expect(delta('available')).toBe(0);
    expect(Math.round((after.commission - before.commission) * 100) / 100).toBe(21.4);
    const line = (id: string) => after.lines.find((entry) => entry.orderId === id)!;
    expect(line(waiting.orderId)).toMatchObject({
      status: 'pending',
      total: 107,
      commission: 10.7,
      net: 96.3,
    });
    expect(line(delivered.orderId)).toMatchObject({ status: 'paid_out', net: 96.3 });
    expect(line(refunded.orderId)).toMatchObject({ status: 'reversed', refunds: 107, net: 0 });
    const reversal = after.transfers.find(
      (entry) => entry.orderId === refunded.orderId && entry.kind === 'reversal',
    );
    expect(reversal?.amount).toBe(-96.3);

    const csv = await payouts(`from=${today()}&to=${today()}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(waiting.checkout.orders[0]!.orderNumber);
  });

  it('is a designer’s own; admin and staff name the designer', async () => {
    const atelierId = await t.idOf('atelier');
    expect((await payouts(`designerId=${atelierId}`)).statusCode).toBe(403);
    const admin = await t.tokenOf('admin');
    expect((await payouts('', admin)).statusCode).toBe(400);
    expect((await payouts(`designerId=${designerId}`, admin)).statusCode).toBe(200);
    expect((await payouts('from=yesterday', admin)).statusCode).toBe(400);
    const shopper = await t.tokenOf('shopper');
    expect((await payouts('', shopper)).statusCode).toBe(403);
  });
});

describe('GET /api/v2/payouts/commission', () => {
  const commission = async (query: string, token?: string) =>
    t.call({
      method: 'GET',
      url: `/api/v2/payouts/commission?${query}`,
      token: token ?? (await t.tokenOf('admin')),
    });
  type Commission = CommissionResponse['data'];
  const share = (data: Commission) =>
    data.designers.find((entry) => entry.designerId === designerId) ?? {
      orders: 0,
      total: 0,
      refunded: 0,
      commission: 0,
      net: 0,
    };
  const cents = (amount: number) => Math.round(amount * 100);

  it('sums the marketplace’s commission over the range, after refunds, per designer', async () => {
    const range = `from=${today()}&to=${today()}`;
    const before: Commission = (await commission(range)).json().data;
    await placeOrder(t, designerId, { lines: { [skuOf('COM')]: 1 } });
    const halved = await placeOrder(t, designerId, { lines: { [skuOf('COM')]: 2 } });
    // A pending order is not counted: its payment was not taken.
    await placeOrder(t, designerId, { lines: { [skuOf('COM')]: 1 }, pay: false });
    const refund = await t.call({
      method: 'POST',
      url: `/api/v2/orders/${halved.orderId}/refunds`,
      token: designer,
      payload: { lines: [{ sku: halved.skus[0], quantity: 1 }], reason: 'damaged', restock: true },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const after: Commission = (await commission(range)).json().data;
    const mine = share(after);
    const was = share(before);
    // $107 (commission 10.70) and $207 less $100 refunded (commission 20.70 × 107/207 = 10.70).
    expect(mine.orders - was.orders).toBe(2);
    expect(cents(mine.total - was.total)).toBe(31_400);
    expect(cents(mine.refunded - was.refunded)).toBe(10_000);
    expect(cents(mine.commission - was.commission)).toBe(2140);
    expect(cents(mine.net - was.net)).toBe(19_260);
    const usd = (data: Commission) => data.totals.find((total) => total.currency === 'USD');
    expect(cents(usd(after)!.commission - (usd(before)?.commission ?? 0))).toBe(2140);
    const [brand] = await t.database.db
      .select({ name: designers.brandName })
      .from(designers)
      .where(eq(designers.userId, designerId));
    expect(after.designers.find((entry) => entry.designerId === designerId)?.designerBrand).toBe(
      brand!.name,
    );

    // Outside the range: nothing.
    const empty: Commission = (await commission('from=2000-01-01&to=2000-01-31')).json().data;
    expect(empty).toEqual({ totals: [], designers: [] });
  });

  it('is for admin and staff; a bad range is a 400', async () => {
    expect((await commission('', designer)).statusCode).toBe(403);
    expect((await commission('', await t.tokenOf('staff'))).statusCode).toBe(200);
    expect((await commission('from=2026-02-02&to=2026-02-01')).statusCode).toBe(400);
    expect((await commission('to=someday')).statusCode).toBe(400);
  });
});
