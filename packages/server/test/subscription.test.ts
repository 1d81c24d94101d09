import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  subscriptionMessages,
  type SubscriptionResponse,
} from '@runway-live/domain/api';
import { designers, paymentEvents, subscriptionInvoices } from '../src/db/schema';
import { CONSOLE_ROLES } from '../src/plugins/access';
import { escapeHtml } from '../src/modules/payments/localPages';
import { recordingProvider } from './support/fakePayments';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/** An id no object has: a route's path parameters, past authorisation. */
const NO_ONE = '0190a6d2-0000-7000-8000-000000000000';
const GATED_URL = '/api/v2/test/gated';

/** A write that declares the gate, as the events issue's routes will. */
const gatedTestRoute = (app: TestApp['app']) => {
  app.post(
    GATED_URL,
    {
      config: { access: CONSOLE_ROLES, gate: 'subscription' },
      schema: { tags: ['test'], summary: 'A gated write (test only)' },
    },
    async () => ({ success: true }),
  );
};

const subscriptionOf = async (t: TestApp, who: DemoKey) => {
  const response = await t.call({
    method: 'GET',
    url: '/api/v2/subscription',
    token: await t.tokenOf(who),
  });
  expect(response.statusCode).toBe(200);
  return response.json<SubscriptionResponse>().data;
};

describe('the subscription with the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { routes: gatedTestRoute });
  });
  afterAll(() => t.close());

  it("answers the designer's plan, status, period end and invoices, newest first", async () => {
    const active = await subscriptionOf(t, 'designer');
    expect(active.subscription).toMatchObject({
      status: 'active',
      amount: 49,
      currency: 'USD',
      cancelAtPeriodEnd: false,
      required: true,
    });
    expect(Date.parse(active.subscription.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now());
    expect(active.invoices.map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [49, 'paid'],
      [49, 'paid'],
    ]);
    const pastDue = await subscriptionOf(t, 'pastdue');
    expect(pastDue.subscription).toMatchObject({ status: 'past_due', amount: 39 });
    expect(pastDue.invoices.map((invoice) => invoice.status)).toEqual(['failed', 'paid']);
    const none = await subscriptionOf(t, 'atelier');
    expect(none.subscription).toMatchObject({ status: 'none', currentPeriodEnd: null });
    expect(none.invoices).toEqual([]);
  });

  it('shows the subscription on the designer payload as {status, currentPeriodEnd}', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: await t.tokenOf('pastdue'),
    });
    expect(response.json().user.designer.subscription).toEqual({
      status: 'past_due',
      currentPeriodEnd: expect.stringMatching(/Z$/),
    });
  });

  it('refuses a path of another site as the page to return to', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v2/subscription/checkout',
        token: await t.tokenOf('pastdue'),
        payload: { returnPath },
      });
      expect(response.statusCode, returnPath).toBe(400);
    }
  });

  it('refuses a checkout when the subscription is active', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token: await t.tokenOf('designer'),
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(subscriptionMessages.alreadyActive);
  });

  it('subscribes a past-due designer through the local checkout page, once', async () => {
    const token = await t.tokenOf('pastdue');
    const gatedBefore = await t.call({ method: 'POST', url: GATED_URL, token });
    expect(gatedBefore.statusCode).toBe(402);

    const checkout = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token,
      payload: { returnPath: '/event/add-event' },
    });
    expect(checkout.statusCode).toBe(200);
    const url = new URL(checkout.json<{ url: string }>().url);
    expect(url.pathname).toMatch(/^\/payments\/local\/checkout\/cs_local_[0-9a-f]{16}$/);

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay $39.00 and subscribe');

    const signed = url.searchParams.get('token') ?? '';
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: signed }).toString(),
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(
      'http://localhost:3000/subscription?from=%2Fevent%2Fadd-event&checkout=done',
    );

    const after = await subscriptionOf(t, 'pastdue');
    expect(after.subscription.status).toBe('active');
    const periodEnd = Date.parse(after.subscription.currentPeriodEnd ?? '');
    expect(periodEnd).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(after.invoices.map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [39, 'paid'],
      [39, 'failed'],
      [39, 'paid'],
    ]);
    // The same session confirmed again applies nothing twice.
    expect((await confirm()).statusCode).toBe(303);
    expect((await subscriptionOf(t, 'pastdue')).invoices).toHaveLength(3);

    // The next call of the same session sees it: the gate reads the row again.
    const gatedAfter = await t.call({ method: 'POST', url: GATED_URL, token });
    expect(gatedAfter.statusCode).toBe(200);
  });

  it('refuses a forged or altered checkout link', async () => {
    const checkout = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token: await t.tokenOf('atelier'),
      payload: {},
    });
    const url = new URL(checkout.json<{ url: string }>().url);
    const signed = url.searchParams.get('token') ?? '';
    const [header = '', payload = '', signature = ''] = signed.split('.');
    const altered = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    altered.amount = 0;
    const forged = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    for (const token of [forged, 'nonsense', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Checkout link not valid');
    }
    expect((await subscriptionOf(t, 'atelier')).subscription.status).toBe('none');
  });

  it('#27 pays only the newest of two checkouts (two tabs), once', async () => {
    const token = await t.tokenOf('atelier');
    const start = async () => {
      const response = await t.call({
        method: 'POST',
        url: '/api/v2/subscription/checkout',
        token,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      return new URL(response.json<{ url: string }>().url);
    };
    const first = await start();
    const second = await start();
    const pay = (url: URL) =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
      });

    const stale = await t.app.inject({ method: 'GET', url: `${first.pathname}${first.search}` });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(escapeHtml(subscriptionMessages.checkoutReplaced));
    const paidStale = await pay(first);
    expect(paidStale.statusCode).toBe(409);
    expect((await subscriptionOf(t, 'atelier')).invoices).toHaveLength(0);

    expect((await pay(second)).statusCode).toBe(303);
    // A second click on Pay goes on as the first did, and pays nothing more.
    expect((await pay(second)).statusCode).toBe(303);
    const after = await subscriptionOf(t, 'atelier');
    expect(after.subscription.status).toBe('active');
    expect(after.invoices).toHaveLength(1);
    const third = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token,
      payload: {},
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(subscriptionMessages.alreadyActive);
  });

  it('cancels at the period end and resumes, each once', async () => {
    const token = await t.tokenOf('designer');
    const post = (action: string) =>
      t.call({ method: 'POST', url: `/api/v2/subscription/${action}`, token, payload: {} });
    const cancelled = await post('cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(cancelled.json().message).toBe(subscriptionMessages.cancelled);
    expect((await post('cancel')).statusCode).toBe(409);
    const resumed = await post('resume');
    expect(resumed.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const again = await post('resume');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(subscriptionMessages.notResumable);
  });

  it('never lets a designer change the plan amount', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/user/update-user',
      token: await t.tokenOf('atelier'),
      payload: { subscriptionAmount: 0 },
    });
    expect(response.statusCode).toBe(403);
    expect((await subscriptionOf(t, 'atelier')).subscription.amount).toBe(49);
  });
});

describe('the subscription gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { routes: gatedTestRoute });
  });
  afterAll(() => t.close());

  const callGated = async (who: DemoKey) =>
    (await t.call({ method: 'POST', url: GATED_URL, token: await t.tokenOf(who) })).statusCode;

  it('answers 402 with its message to a designer whose plan is above zero and not active', async () => {
    const response = await t.call({
      method: 'POST',
      url: GATED_URL,
      token: await t.tokenOf('pastdue'),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, message: subscriptionMessages.required });
    expect(await callGated('atelier')).toBe(402);
    expect(await callGated('designer')).toBe(200);
  });

  it('lets a designer whose plan is zero through, and never gates admin or staff', async () => {
    expect(await callGated('admin')).toBe(200);
    expect(await callGated('staff')).toBe(200);
    const atelierId = await t.idOf('atelier');
    await t.database.db
      .update(designers)
      .set({ subscriptionAmount: 0 })
      .where(eq(designers.userId, atelierId));
    expect(await callGated('atelier')).toBe(200);
    await t.database.db
      .update(designers)
      .set({ subscriptionAmount: 49 })
      .where(eq(designers.userId, atelierId));
    expect(await callGated('atelier')).toBe(402);
  });

  it('answers 402 exactly on the routes that declare the gate, and never to admin or staff', async () => {
    const gated = t.app.endpointTable
      .filter((route) => route.gate === 'subscription')
      .map((route) => `${route.method} ${route.url}`);
    // Products, looks and imports are never gated (API.md); creating an event or a web event
    // is (scheduling, publishing and going live are gated by their services, since the body
    // decides it: events.test.ts, webPlugin.test.ts).
    expect(gated.sort()).toEqual(
      ['POST /api/v2/events', 'POST /api/v2/web-events', `POST ${GATED_URL}`].sort(),
    );
    for (const who of ['pastdue', 'admin', 'staff'] as const) {
      const token = await t.tokenOf(who);
      for (const route of t.app.endpointTable) {
        const url = route.url.replace(/:\w+/g, NO_ONE);
        const response = await t.call({
          method: route.method as 'GET',
          url,
          token,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = who === 'pastdue' && route.gate === 'subscription';
        expect(response.statusCode === 402, `${who} ${route.method} ${route.url}`).toBe(expected);
      }
    }
  });

  it('shows the gate in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const operation = response.json().paths[GATED_URL].post;
    expect(operation['x-gate']).toBe('subscription');
    expect(operation.description).toContain('Gate: subscription (402');
    expect(Object.keys(operation.responses)).toContain('402');
    const plain = response.json().paths['/api/v2/products'].post;
    expect(plain['x-gate']).toBe(undefined);
  });
});

describe('the subscription with Stripe Billing', () => {
  const WEBHOOK_SECRET = 'whsec_subscription_test';
  const stripe = recordingProvider();
  const { checkouts, cancelledAtPeriodEnd: cancelCalls } = stripe.made;
  let t: TestApp;
  let atelierId: string;
  beforeAll(async () => {
    t = await createTestApp(
      { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { payments: stripe.provider, routes: gatedTestRoute },
    );
    atelierId = await t.idOf('atelier');
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
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const periodEnd = new Date('2027-01-15T00:00:00Z');
  const invoiceEvent = (
    id: string,
    type: 'invoice.paid' | 'invoice.payment_failed',
    invoice: string,
    subscription = 'sub_Atelier1',
  ) => ({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: invoice,
        object: 'invoice',
        customer: 'cus_Test1',
        amount_paid: type === 'invoice.paid' ? 4900 : 0,
        amount_due: 4900,
        currency: 'usd',
        hosted_invoice_url: `https://invoice.stripe.com/i/${invoice}`,
        parent: { type: 'subscription_details', subscription_details: { subscription } },
        lines: {
          object: 'list',
          data: [{ period: { start: seconds(periodEnd) - 31 * 86400, end: seconds(periodEnd) } }],
        },
      },
    },
  });
  const state = async () => {
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, atelierId));
    const invoices = await t.database.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.designerId, atelierId));
    return { row: row!, invoices };
  };

  it('starts a Billing checkout for the plan the admin set, with a customer kept for the events', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token: await t.tokenOf('atelier'),
      payload: { returnPath: '/event/add-event?x=1' },
    });
    expect(response.json()).toEqual({
      success: true,
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(checkouts[0]).toMatchObject({
      amount: 49,
      currency: 'USD',
      customerId: 'cus_Test1',
      successUrl:
        'http://localhost:3000/subscription?from=%2Fevent%2Fadd-event%3Fx%3D1&checkout=done',
      cancelUrl: 'http://localhost:3000/subscription?from=%2Fevent%2Fadd-event%3Fx%3D1',
    });
    expect((await state()).row).toMatchObject({
      subscriptionProvider: 'stripe',
      subscriptionCustomerId: 'cus_Test1',
      subscriptionStatus: 'none',
    });
  });

  it('moves the status with paid, failed and cancelled, each event once', async () => {
    const completed = {
      id: 'evt_checkout_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          customer: 'cus_Test1',
          subscription: 'sub_Atelier1',
          client_reference_id: atelierId,
        },
      },
    };
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await state()).row.subscriptionId).toBe('sub_Atelier1');

    const paid = invoiceEvent('evt_paid_1', 'invoice.paid', 'in_1');
    await deliver(paid);
    await deliver(paid);
    let now = await state();
    expect(now.row.subscriptionStatus).toBe('active');
    expect(now.row.subscriptionPeriodEnd?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(now.invoices.map((invoice) => [invoice.amount, invoice.status, invoice.url])).toEqual([
      [49, 'paid', 'https://invoice.stripe.com/i/in_1'],
    ]);

    // A failure of the paid invoice delivered late is history, not a status.
    await deliver(invoiceEvent('evt_late_failure', 'invoice.payment_failed', 'in_1'));
    expect((await state()).row.subscriptionStatus).toBe('active');

    const failed = invoiceEvent('evt_failed_2', 'invoice.payment_failed', 'in_2');
    await deliver(failed);
    await deliver(failed);
    now = await state();
    expect(now.row.subscriptionStatus).toBe('past_due');
    expect(now.invoices.map((invoice) => invoice.status).sort()).toEqual(['failed', 'paid']);
    expect(
      (await t.call({ method: 'POST', url: GATED_URL, token: await t.tokenOf('atelier') }))
        .statusCode,
    ).toBe(402);

    const deleted = {
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_Atelier1',
          object: 'subscription',
          customer: 'cus_Test1',
          cancel_at_period_end: false,
          items: { object: 'list', data: [{ current_period_end: seconds(periodEnd) }] },
        },
      },
    };
    await deliver(deleted);
    expect((await state()).row.subscriptionStatus).toBe('cancelled');
    // The first payment delivered again (after the end) changes nothing.
    await deliver(paid);
    expect((await state()).row.subscriptionStatus).toBe('cancelled');
  });

  it('applies one event delivered twice at the same moment once', async () => {
    const paid = invoiceEvent('evt_paid_3', 'invoice.paid', 'in_3', 'sub_Atelier2');
    const answers = await Promise.all([deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const now = await state();
    expect(now.row).toMatchObject({ subscriptionStatus: 'active', subscriptionId: 'sub_Atelier2' });
    expect(now.invoices.filter((invoice) => invoice.providerInvoiceId === 'in_3')).toHaveLength(1);
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_paid_3'));
    expect(recorded).toHaveLength(1);
  });

  it('cancels at the period end at Stripe', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/cancel',
      token: await t.tokenOf('atelier'),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(cancelCalls).toEqual(['sub_Atelier2']);
  });

  it('keeps one customer when two checkouts start at once', async () => {
    const pastdueId = await t.idOf('pastdue');
    // Casa Duarte's customer is the local provider's: a Stripe checkout makes a new one.
    const token = await t.tokenOf('pastdue');
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.call({ method: 'POST', url: '/api/v2/subscription/checkout', token, payload: {} }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, pastdueId));
    // The checkouts run one after the other under the designer's lock: one customer made.
    expect(stripe.made.customers).toEqual(['cus_Test1', 'cus_Test2']);
    expect(row?.subscriptionCustomerId).toBe('cus_Test2');
    expect(row?.subscriptionProvider).toBe('stripe');
    expect(checkouts.slice(-2).map((checkout) => checkout.customerId)).toEqual([
      'cus_Test2',
      'cus_Test2',
    ]);
    // The second expired the first: one session can be paid, the one the row names.
    const [first, second] = checkouts.slice(-2).map((checkout) => checkout.session.id);
    expect(stripe.made.expired).toContain(first);
    expect(row?.subscriptionCheckoutId).toBe(second);
  });

  it('#27 answers 409 to a checkout whose earlier session was paid meanwhile', async () => {
    const token = await t.tokenOf('pastdue');
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, await t.idOf('pastdue')));
    const open = row!.subscriptionCheckoutId!;
    stripe.made.paid.add(open);
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token,
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(subscriptionMessages.checkoutCompleted);
    expect(stripe.openSessions()).toContain(open);
    expect(stripe.made.checkouts.at(-1)?.session.id).toBe(open);
  });

  it('#27 ends a past-due subscription before a new checkout, so never two are live', async () => {
    const token = await t.tokenOf('atelier');
    await t.database.db
      .update(designers)
      .set({ subscriptionStatus: 'past_due', subscriptionCancelAtPeriodEnd: false })
      .where(eq(designers.userId, atelierId));
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/subscription/checkout',
      token,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(stripe.made.cancelledNow).toEqual(['sub_Atelier2']);
  });

  it('#27 activates nothing with a paid invoice that does not pay for the plan', async () => {
    const designerId = await t.idOf('designer');
    const before = (
      await t.database.db.select().from(designers).where(eq(designers.userId, designerId))
    )[0]!;
    await t.database.db
      .update(designers)
      .set({
        subscriptionProvider: 'stripe',
        subscriptionCustomerId: 'cus_Cheap',
        subscriptionStatus: 'past_due',
      })
      .where(eq(designers.userId, designerId));
    const tenYears = { start: seconds(new Date()), end: seconds(new Date('2036-01-01T00:00:00Z')) };
    const cheap = (id: string, amount: number, period: { start: number; end: number }) => ({
      id,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: `in_${id}`,
          object: 'invoice',
          customer: 'cus_Cheap',
          amount_paid: amount,
          amount_due: amount,
          currency: 'usd',
          hosted_invoice_url: null,
          parent: { subscription_details: { subscription: 'sub_Cheap' } },
          lines: { object: 'list', data: [{ period }] },
        },
      },
    });
    const month = { start: seconds(new Date()), end: seconds(new Date()) + 30 * 86400 };
    for (const event of [
      cheap('evt_one_dollar_ten_years', 100, tenYears),
      cheap('evt_full_price_ten_years', 4900, tenYears),
      cheap('evt_one_dollar_a_month', 100, month),
    ]) {
      const response = await deliver(event);
      expect(response.statusCode, event.id).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(designers)
        .where(eq(designers.userId, designerId));
      expect(row, event.id).toMatchObject({
        subscriptionStatus: 'past_due',
        subscriptionPeriodEnd: before.subscriptionPeriodEnd,
      });
    }
    // The plan's price for one month is what activates it.
    expect((await deliver(cheap('evt_the_plan', 4900, month))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, designerId));
    expect(row?.subscriptionStatus).toBe('active');
  });

  it('#27 refuses a signed event without its lines or items with a 400, applying nothing', async () => {
    const noLines = invoiceEvent('evt_no_lines', 'invoice.paid', 'in_no_lines');
    delete (noLines.data.object as { lines?: unknown }).lines;
    const noItems = {
      id: 'evt_no_items',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_X', customer: 'cus_Test1', cancel_at_period_end: true } },
    };
    for (const event of [noLines, noItems]) {
      const response = await deliver(event);
      expect(response.statusCode, event.id).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: apiMessages.webhookMalformed(event.type),
      });
      const recorded = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, event.id));
      expect(recorded).toHaveLength(0);
    }
  });
});
