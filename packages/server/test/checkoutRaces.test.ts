import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '@runway-live/domain/checkout';
import { orders, stockHolds } from '../src/db/schema';
import { confirmPayment, sweepExpiredCheckouts } from '../src/modules/orders/payment';
import { ADDRESS, newShopper, onHand, stockedProduct } from './support/checkoutFixtures';
import { createTestApp, type TestApp } from './support/testApp';

// Checkouts at once (decision 0030): each would oversell or pay twice without the products'
// and the checkout's row locks. Proven on PostgreSQL (the server:postgres project): PGlite
// runs one transaction at a time.
let t: TestApp;
let designerId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
});
afterAll(() => t.close());

const heldOf = async (productId: string) => {
  const [row] = await t.database.db
    .select({ units: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)`.mapWith(Number) })
    .from(stockHolds)
    .where(and(eq(stockHolds.productId, productId), eq(stockHolds.state, 'held')));
  return row!.units;
};

describe('checkouts at once', () => {
  it('50 concurrent checkouts for the last 10 units hold exactly 10', async () => {
    const product = await stockedProduct(t, designerId, { price: 25, sizes: { 'RACE-S': 10 } });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => newShopper(t, `racer${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.call({
          method: 'POST',
          url: '/api/v2/checkout',
          token: buyer.token,
          payload: {
            lines: [{ productId: product.id, sku: 'RACE-S', quantity: 1 }],
            shippingAddress: ADDRESS,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await heldOf(product.id)).toBe(10);
    // Paying them all sells exactly the 10 on hand.
    const made = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json<{ data: Checkout }>().data);
    await Promise.all(
      made.map((checkout) =>
        confirmPayment(t.app.appContext, {
          checkoutId: checkout.checkoutId,
          paymentId: `pi_race_${checkout.checkoutId}`,
          amount: 2500,
        }),
      ),
    );
    expect(await onHand(t, product.id, 'RACE-S')).toBe(0);
    expect(await heldOf(product.id)).toBe(0);
  });

  it('a payment confirmed five times at once is applied once', async () => {
    const product = await stockedProduct(t, designerId, { price: 40, sizes: { 'TWICE-S': 5 } });
    const buyer = await newShopper(t, 'twice');
    const answer = await t.call({
      method: 'POST',
      url: '/api/v2/checkout',
      token: buyer.token,
      payload: {
        lines: [{ productId: product.id, sku: 'TWICE-S', quantity: 3 }],
        shippingAddress: ADDRESS,
      },
    });
    const { checkoutId } = answer.json<{ data: Checkout }>().data;
    const payment = { checkoutId, paymentId: 'pi_twice', amount: 12000 };
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => confirmPayment(t.app.appContext, payment)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already')).toHaveLength(4);
    expect(await onHand(t, product.id, 'TWICE-S')).toBe(2);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId));
    expect(order!.timeline.filter((entry) => entry.type === 'payment')).toHaveLength(1);
    expect(order!.timeline.filter((entry) => entry.type === 'transfer')).toHaveLength(1);
  });

  it('the sweeper and a late payment at once: expired once, refunded once, stock never taken', async () => {
    const product = await stockedProduct(t, designerId, { price: 40, sizes: { 'LATE-S': 1 } });
    const buyer = await newShopper(t, 'late');
    const answer = await t.call({
      method: 'POST',
      url: '/api/v2/checkout',
      token: buyer.token,
      payload: {
        lines: [{ productId: product.id, sku: 'LATE-S', quantity: 1 }],
        shippingAddress: ADDRESS,
      },
    });
    const { checkoutId } = answer.json<{ data: Checkout }>().data;
    const later = new Date(Date.now() + (t.config.checkoutHoldMinutes + 1) * 60_000);
    const [, outcome] = await Promise.all([
      sweepExpiredCheckouts(t.app.appContext, later),
      confirmPayment(t.app.appContext, { checkoutId, paymentId: 'pi_late', amount: 4000 }, later),
    ]);
    expect(outcome.kind).toBe('refunded');
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId));
    expect(order).toMatchObject({ status: 'expired', refundState: 'refunded' });
    expect(
      order!.timeline.filter((entry) => entry.type === 'status' && entry.to === 'expired'),
    ).toHaveLength(1);
    expect(await onHand(t, product.id, 'LATE-S')).toBe(1);
  });
});
