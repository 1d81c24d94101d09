import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '@runway-live/domain/checkout';
import { designers, orders } from '../src/db/schema';
import { ADDRESS, designerTerms, onHand, stockedProduct } from './support/checkoutFixtures';
import { recordingProvider } from './support/fakePayments';
import { createTestApp, type TestApp } from './support/testApp';

// The checkout with STRIPE_SECRET_KEY: the provider seam's Stripe side (a recording fake,
// no network) and Stripe's webhook, delivered twice at once.
const WEBHOOK_SECRET = 'whsec_checkout_test';
const fake = recordingProvider('stripe');
let t: TestApp;
let designerId: string;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CHECKOUT_SWEEP_MS: '0',
    },
    { payments: fake.provider },
  );
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 0 });
  await designerTerms(t, atelierId, { commission: 25, shippingFlatRate: 500 });
  await t.database.db
    .update(designers)
    .set({ payment: { provider: 'stripe', accountId: 'acct_Atelier', loginLink: null } })
    .where(eq(designers.userId, atelierId));
});
afterAll(() => t.close());

const deliver = (event: object) => {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  });
};

describe('checkout through Stripe', () => {
  it('opens one Checkout Session; its webhook, delivered twice at once, pays once and transfers per designer', async () => {
    const a = await stockedProduct(t, designerId, { price: 80, sizes: { 'ST-A': 2 } });
    const b = await stockedProduct(t, atelierId, { price: 20, sizes: { 'ST-B': 2 } });
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/checkout',
      token: await t.tokenOf('shopper'),
      payload: {
        lines: [
          { productId: a.id, sku: 'ST-A', quantity: 1 },
          { productId: b.id, sku: 'ST-B', quantity: 2 },
        ],
        shippingAddress: ADDRESS,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data: Checkout = response.json().data;
    expect(data.payment).toEqual({
      provider: 'stripe',
      url: 'https://checkout.stripe.com/c/pay/cs_test_order_1',
    });
    expect(fake.made.orderCheckouts).toEqual([
      expect.objectContaining({
        checkoutId: data.checkoutId,
        amount: 8000 + 4000 + 500,
        currency: 'USD',
      }),
    ]);
    const event = {
      id: 'evt_checkout_paid',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_order_1',
          object: 'checkout.session',
          mode: 'payment',
          client_reference_id: data.checkoutId,
          payment_intent: 'pi_Stripe1',
          amount_total: 12500,
          customer: null,
          subscription: null,
        },
      },
    };
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, data.checkoutId));
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(await onHand(t, a.id, 'ST-A')).toBe(1);
    expect(await onHand(t, b.id, 'ST-B')).toBe(0);
    // One transfer per designer order, of the order's total less the designer's commission.
    expect(fake.made.transfers).toHaveLength(2);
    expect(fake.made.transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ checkoutId: data.checkoutId, amount: 7200 }),
        expect.objectContaining({
          checkoutId: data.checkoutId,
          accountId: 'acct_Atelier',
          amount: 3375,
        }),
      ]),
    );
    const ofAtelier = rows.find((row) => row.designerId === atelierId)!;
    expect(ofAtelier).toMatchObject({ total: 4500, commission: 1125, designerNet: 3375 });
    expect(ofAtelier.transfer?.id).toMatch(/^tr_test_/);
  });
});
