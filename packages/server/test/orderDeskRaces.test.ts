import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, orders } from '../src/db/schema';
import { designerTerms, onHand } from './support/checkoutFixtures';
import { placeOrder, skuOf } from './support/orderFixtures';
import { createTestApp, type TestApp } from './support/testApp';

// The order desk's writes at once (decisions 0035, 0036): refunds lock the order's row, a
// transition is a conditional UPDATE on the status it read. Proven on PostgreSQL (the
// server:postgres project): PGlite runs one transaction at a time.
let t: TestApp;
let designerId: string;
let designer: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 700 });
  designer = await t.tokenOf('designer');
  staff = await t.tokenOf('staff');
});
afterAll(() => t.close());

describe('the order desk at once', () => {
  it('concurrent refunds of one order never give back more than was paid', async () => {
    const sku = skuOf('RACE');
    const { orderId, productId } = await placeOrder(t, designerId, { lines: { [sku]: 3 } });
    const before = await onHand(t, productId, sku);
    // Ten refunds of two units each, of an order of three: only one can be taken whole.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call({
          method: 'POST',
          url: `/api/v2/orders/${orderId}/refunds`,
          token: i % 2 ? designer : staff,
          payload: { lines: [{ sku, quantity: 2 }], reason: 'damaged', restock: true },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const rows = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(order!.refunded).toBe(rows[0]!.amount);
    expect(order!.refunded).toBeLessThanOrEqual(order!.total);
    expect(order!.refundState).toBe('partially_refunded');
    expect(await onHand(t, productId, sku)).toBe(before + 2);
  });

  it('concurrent refunds of everything that is left: the sum is exactly what was paid', async () => {
    const sku = skuOf('RACE');
    const { orderId } = await placeOrder(t, designerId, { lines: { [sku]: 5 } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call({
          method: 'POST',
          url: `/api/v2/orders/${orderId}/refunds`,
          token: staff,
          payload: {
            lines: [{ sku, quantity: 1 }],
            shipping: false,
            reason: 'other',
            restock: false,
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const rows = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(order!.refunded);
    // Everything but the shipping.
    expect(order!.refunded).toBe(order!.total - order!.shipping);
  });

  it('two transitions at once: one wins, the other is a 409 naming both states', async () => {
    const sku = skuOf('RACE');
    const { orderId, productId } = await placeOrder(t, designerId, { lines: { [sku]: 1 } });
    const before = await onHand(t, productId, sku);
    const answers = await Promise.all([
      t.call({
        method: 'PATCH',
        url: `/api/v2/orders/${orderId}`,
        token: designer,
        payload: { status: 'processing' },
      }),
      t.call({
        method: 'PATCH',
        url: `/api/v2/orders/${orderId}`,
        token: staff,
        payload: { status: 'cancelled' },
      }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json().message).toMatch(/\((processing|cancelled)\).*\((processing|cancelled)\)/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const statusChanges = order!.timeline.filter(
      (entry) => entry.type === 'status' && entry.from === 'paid',
    );
    expect(statusChanges).toHaveLength(1);
    // The stock came back only if the cancellation won.
    expect(await onHand(t, productId, sku)).toBe(
      order!.status === 'cancelled' ? before + 1 : before,
    );
  });
});
