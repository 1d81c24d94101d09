import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { designers, users } from '../src/db/schema';
import { createStripePaymentProvider } from '../src/providers/payments/stripe';
import type { PaymentProvider } from '../src/providers/payments/types';
import { createTestApp, type TestApp } from './support/testApp';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** Stripe's side, without the network: what the SDK calls would answer. */
const fakeStripe: PaymentProvider = {
  name: 'stripe',
  createAccount: async () => 'acct_1FakeExpress',
  isOnboarded: async () => false,
  onboardingLink: async (accountId) => `https://connect.stripe.com/setup/e/${accountId}/abc`,
  loginLink: async (accountId) => `https://connect.stripe.com/express/${accountId}/login`,
  // The subscription's Stripe side is tested in subscription.test.ts.
  subscriptions: {
    createCustomer: async () => 'cus_FakeCustomer',
    startCheckout: async () => ({
      id: 'cs_test_fake',
      url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
      expiresAt: new Date(Date.now() + 86_400_000),
    }),
    expireCheckout: async () => 'expired',
    cancelAtPeriodEnd: async () => {},
    resume: async () => {},
    cancelNow: async () => {},
  },
  // The checkout's Stripe side is tested in checkout.test.ts.
  orders: {
    startCheckout: async () => ({
      id: 'cs_test_order',
      url: 'https://checkout.stripe.com/c/pay/o',
    }),
    transfer: async () => 'tr_test',
    refund: async () => 're_test',
    refundOrder: async () => ({ refundId: 're_test', reversalId: null }),
  },
};

let t: TestApp;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { payments: fakeStripe },
  );
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'atelier@runway.test'));
  atelierId = row!.id;
});
afterAll(() => t.close());

function accountUpdated(accountId: string, onboarded: boolean): string {
  return JSON.stringify({
    id: 'evt_test',
    object: 'event',
    type: 'account.updated',
    data: {
      object: {
        id: accountId,
        object: 'account',
        details_submitted: onboarded,
        charges_enabled: onboarded,
      },
    },
  });
}

const sendWebhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('Stripe Connect Express', () => {
  it('creates an Express account on the first ask and answers its account link', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v2/auth/stripe?designerId=${atelierId}`,
      token: await t.tokenOf('atelier'),
    });
    expect(response.json()).toEqual({
      success: true,
      connectUri: 'https://connect.stripe.com/setup/e/acct_1FakeExpress/abc',
    });
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, atelierId));
    expect(row?.payment).toEqual({
      provider: 'stripe',
      accountId: 'acct_1FakeExpress',
      loginLink: null,
    });
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const payload = accountUpdated('acct_1FakeExpress', true);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const response = await sendWebhook(payload, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Invalid webhook signature.' });
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, atelierId));
    expect(row?.payment?.loginLink).toBeNull();
  });

  it('records the account as set up when a signed account.updated says so', async () => {
    const payload = accountUpdated('acct_1FakeExpress', true);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await sendWebhook(payload, signature);
    expect(response.statusCode).toBe(200);
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: await t.tokenOf('atelier'),
    });
    expect(me.json().user.payment.loginLink).toEqual(expect.stringContaining('stripe.com'));
  });
});

describe('#27 Stripe unreachable', () => {
  // A real Stripe client whose network fails: what the SDK throws when Stripe cannot be
  // reached (StripeConnectionError), without retrying.
  const unreachable = new Stripe('sk_test_unreachable', {
    httpClient: Stripe.createFetchHttpClient(async () => {
      throw new TypeError('fetch failed');
    }),
    maxNetworkRetries: 0,
  });
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp(
      { STRIPE_SECRET_KEY: 'sk_test_unreachable', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      {
        payments: createStripePaymentProvider({
          secretKey: 'sk_test_unreachable',
          consoleUrl: 'http://localhost:3000',
          client: unreachable,
        }),
      },
    );
  });
  afterAll(() => down.close());

  it('answers the checkout and the payment account link with a 502 and a message, changing nothing', async () => {
    const token = await down.tokenOf('atelier');
    const id = await down.idOf('atelier');
    const before = (
      await down.database.db.select().from(designers).where(eq(designers.userId, id))
    )[0];
    for (const request of [
      { method: 'POST' as const, url: '/api/v2/subscription/checkout', payload: {} },
      { method: 'GET' as const, url: `/api/v2/auth/stripe?designerId=${id}` },
    ]) {
      const response = await down.call({ ...request, token });
      expect(response.statusCode, request.url).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        message: apiMessages.paymentProviderUnavailable,
      });
    }
    const after = (
      await down.database.db.select().from(designers).where(eq(designers.userId, id))
    )[0];
    expect(after).toEqual(before);
  });
});
