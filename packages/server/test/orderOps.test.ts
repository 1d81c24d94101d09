import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { checkoutMessages, type Checkout } from '@runway-live/domain/checkout';
import { designers, orders, stockHolds } from '../src/db/schema';
import { confirmPayment } from '../src/modules/orders/payment';
import { ADDRESS, designerTerms, newShopper, stockedProduct } from './support/checkoutFixtures';
import { recordingProvider } from './support/fakePayments';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/**
 * POST /api/v2/orders (the buyer apps' one-designer checkout) and an admin's retry of a
 * designer order's failed transfer, POST /api/v2/orders/:id/transfer (decision 0034).
 */
const fake = recordingProvider('stripe');
let t: TestApp;
let designerId: string;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_order_ops',
      CHECKOUT_SWEEP_MS: '0',
      CHECKOUT_RATE_LIMIT: '1000',
    },
    { payments: fake.provider },
  );
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 0 });
  await designerTerms(t, atelierId, { commission: 20, shippingFlatRate: 0 });
});
afterAll(() => t.close());

const line = (productId: string, sku: string, quantity = 1) => ({ productId, sku, quantity });
const order = async (lines: object[], token?: string, extra: object = {}) =>
  t.call({
    method: 'POST',
    url: '/api/v2/orders',
    token: token ?? (await t.tokenOf('shopper')),
    payload: { lines, shippingAddress: ADDRESS, ...extra },
  });
const retry = async (orderId: string, who: DemoKey = 'admin') =>
  t.call({
    method: 'POST',
    url: `/api/v2/orders/${orderId}/transfer`,
    token: await t.tokenOf(who),
  });
const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A paid order of the designer: checked out through the shorthand and paid. */
async function paidOrder(): Promise<string> {
  const product = await stockedProduct(t, designerId, {
    price: 50,
    sizes: { [`P-${Date.now()}`]: 5 },
  });
  const sku = product.colors[0]!.sizes[0]!.sku;
  const response = await order([line(product.id, sku)]);
  expect(response.statusCode, response.body).toBe(201);
  const data: Checkout = response.json().data;
  await confirmPayment(t.app.appContext, {
    checkoutId: data.checkoutId,
    paymentId: `pi_${data.checkoutId}`,
    amount: data.total * 100,
  });
  return data.orders[0]!._id;
}

describe('POST /api/v2/orders: one designer’s checkout', () => {
  it('checks out one designer’s cart as one order, as the checkout does', async () => {
    const product = await stockedProduct(t, designerId, { price: 30, sizes: { 'ONE-S': 2 } });
    const response = await order([line(product.id, 'ONE-S', 2)]);
    expect(response.statusCode, response.body).toBe(201);
    const data: Checkout = response.json().data;
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ status: 'pending', subtotal: 60, total: 60 });
    expect(data.payment.url).toContain('checkout.stripe.com');
  });

  it('refuses a cart of several designers with a 400 naming them, holding nothing', async () => {
    const a = await stockedProduct(t, designerId, { price: 10, sizes: { 'TWO-A': 1 } });
    const b = await stockedProduct(t, atelierId, { price: 10, sizes: { 'TWO-B': 1 } });
    const brands = await t.database.db.select().from(designers);
    const brandOf = (id: string) => brands.find((row) => row.userId === id)!.brandName;
    const response = await order([line(a.id, 'TWO-A'), line(b.id, 'TWO-B')]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      checkoutMessages.severalDesigners([brandOf(designerId), brandOf(atelierId)]),
    );
    const held = await t.database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.productId, a.id));
    expect(held).toHaveLength(0);
  });

  it('refuses hostile input as the checkout does: a client price, a bad line, no lines', async () => {
    const product = await stockedProduct(t, designerId, { price: 10, sizes: { 'HOST-S': 1 } });
    for (const lines of [
      [{ ...line(product.id, 'HOST-S'), unitPrice: 0.01 }],
      [line(product.id, 'HOST-S', -1)],
      [line('not-an-id', 'HOST-S')],
      [line(product.id, 'HOST-S', 1.5)],
      [],
    ]) {
      expect((await order(lines)).statusCode, JSON.stringify(lines)).toBe(400);
    }
    expect((await order([line(product.id, 'HOST-S', 2)])).statusCode).toBe(409);
  });
});

describe('POST /api/v2/orders/:id/transfer: a failed transfer, recorded and retried', () => {
  it('records a refused transfer on the order at payment, and the retry makes it once', async () => {
    fake.made.failTransfers = 'refuse';
    const id = await paidOrder();
    const failed = await orderRow(id);
    expect(failed.status).toBe('paid');
    expect(failed.transfer).toBeNull();
    expect(failed.transferFailure).toMatchObject({ attempts: 1, generation: 1 });
    expect(failed.timeline.at(-1)).toMatchObject({ type: 'transfer_failed' });

    const again = await retry(id);
    expect(again.statusCode, again.body).toBe(502);
    expect(again.json().message).toBe(
      checkoutMessages.transferFailed('Insufficient funds in the platform balance'),
    );
    expect((await orderRow(id)).transferFailure).toMatchObject({ attempts: 2, generation: 2 });

    fake.made.failTransfers = null;
    const made = await retry(id);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ orderId: id, outcome: 'made' });
    expect(made.json().data.transfer.amount).toBe(45);
    // After two refusals, a new idempotency key: nothing was moved under the old ones.
    expect(
      fake.made.transferAttempts.filter((a) => a.orderId === id).map((a) => a.attempt),
    ).toEqual([0, 1, 2]);
    const row = await orderRow(id);
    expect(row.transferFailure).toBeNull();
    expect(row.transfer).toMatchObject({ amount: 4500 });

    const already = await retry(id);
    expect(already.statusCode).toBe(200);
    expect(already.json().data).toMatchObject({ outcome: 'already' });
    expect(fake.made.transfers.filter((made) => made.orderId === id)).toHaveLength(1);
  });

  it('asks again under the same key when the outcome was unknown', async () => {
    fake.made.failTransfers = 'unreachable';
    const id = await paidOrder();
    expect((await orderRow(id)).transferFailure).toMatchObject({ attempts: 1, generation: 0 });
    fake.made.failTransfers = null;
    expect((await retry(id)).statusCode).toBe(200);
    expect(
      fake.made.transferAttempts.filter((a) => a.orderId === id).map((a) => a.attempt),
    ).toEqual([0, 0]);
  });

  it('makes a transfer once when two retries come at the same time', async () => {
    fake.made.failTransfers = 'refuse';
    const id = await paidOrder();
    fake.made.failTransfers = null;
    const [one, two] = await Promise.all([retry(id), retry(id)]);
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    expect([one!.json().data.outcome, two!.json().data.outcome].sort()).toEqual([
      'already',
      'made',
    ]);
    expect(fake.made.transfers.filter((made) => made.orderId === id)).toHaveLength(1);
    expect(one!.json().data.transfer).toEqual(two!.json().data.transfer);
  });

  it('is the admin’s: others are refused, an unknown order is 404, an unpaid one 409', async () => {
    fake.made.failTransfers = 'refuse';
    const id = await paidOrder();
    fake.made.failTransfers = null;
    for (const who of ['designer', 'staff', 'shopper'] as const) {
      expect((await retry(id, who)).statusCode, who).toBe(403);
    }
    expect((await orderRow(id)).transfer).toBeNull();
    const unknown = await retry('0190a6d2-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.notFound);
    expect((await retry('not-an-id')).statusCode).toBe(400);

    const product = await stockedProduct(t, designerId, { price: 10, sizes: { 'UNPAID-S': 1 } });
    const shopper = await newShopper(t, 'unpaid');
    const pending: Checkout = (await order([line(product.id, 'UNPAID-S')], shopper.token)).json()
      .data;
    const refused = await retry(pending.orders[0]!._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(checkoutMessages.transferNotPaid('pending'));
  });
});
