import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutsResponse } from '@runway-live/domain/orders';
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
