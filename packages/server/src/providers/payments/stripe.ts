import Stripe from 'stripe';
import type { AccountUpdate, PaymentProvider, SubscriptionEvent } from './types';

/**
 * Stripe Connect Express: account links for onboarding, login links for the dashboard.
 * Stripe Billing for the designer's subscription: a customer per designer, a Checkout
 * Session in subscription mode for the plan (the amount the admin set, monthly, as inline
 * price data), and cancel at the period's end / resume on the subscription.
 */
export function createStripePaymentProvider(options: {
  secretKey: string;
  consoleUrl: string;
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey);
  return {
    name: 'stripe',
    createAccount: async (designer) => {
      const account = await stripe.accounts.create({
        type: 'express',
        email: designer.email,
        metadata: { designerId: designer.id },
      });
      return account.id;
    },
    isOnboarded: async (accountId) => {
      const account = await stripe.accounts.retrieve(accountId);
      return Boolean(account.details_submitted && account.charges_enabled);
    },
    onboardingLink: async (accountId) => {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${options.consoleUrl}/dashboard`,
        return_url: `${options.consoleUrl}/dashboard`,
      });
      return link.url;
    },
    loginLink: async (accountId) => (await stripe.accounts.createLoginLink(accountId)).url,
    subscriptions: {
      createCustomer: async (designer) => {
        const customer = await stripe.customers.create({
          email: designer.email,
          name: designer.brandName || undefined,
          metadata: { designerId: designer.id },
        });
        return customer.id;
      },
      startCheckout: async (checkout) => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: checkout.customerId,
          client_reference_id: checkout.designer.id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency.toLowerCase(),
                unit_amount: Math.round(checkout.amount * 100),
                recurring: { interval: 'month' },
                product_data: { name: 'Runway Live subscription' },
              },
            },
          ],
          subscription_data: { metadata: { designerId: checkout.designer.id } },
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        });
        if (!session.url) throw new Error('Stripe answered a checkout session without a url');
        return session.url;
      },
      cancelAtPeriodEnd: async (subscriptionId) => {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      },
      resume: async (subscriptionId) => {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      },
    },
  };
}

/** Verifies a webhook's Stripe-Signature against the raw body. Throws on a bad signature. */
export function readStripeEvent(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/** What account.updated says; null for any other event. */
export function accountUpdateOf(event: Stripe.Event): AccountUpdate | null {
  if (event.type !== 'account.updated') return null;
  const account = event.data.object;
  return {
    accountId: account.id,
    onboarded: Boolean(account.details_submitted && account.charges_enabled),
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
/** Stripe's unix seconds as an instant. */
const instant = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

function invoiceEvent(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  kind: 'paid' | 'failed',
): SubscriptionEvent | null {
  const customerId = idOf(invoice.customer);
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!customerId || !invoice.id || !subscriptionId) return null;
  const period = invoice.lines.data[0]?.period;
  const periodEnd = instant(period?.end);
  return {
    eventId: event.id,
    type: event.type,
    kind,
    customerId,
    subscriptionId,
    ...(periodEnd ? { periodEnd } : {}),
    invoice: {
      id: invoice.id,
      // Minor units (cents) to the major unit API.md's money uses.
      amount: (kind === 'paid' ? invoice.amount_paid : invoice.amount_due) / 100,
      currency: invoice.currency.toUpperCase(),
      periodStart: instant(period?.start),
      periodEnd,
      url: invoice.hosted_invoice_url ?? null,
    },
  };
}

function subscriptionChange(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  kind: 'cancelled' | 'updated',
): SubscriptionEvent | null {
  const customerId = idOf(subscription.customer);
  if (!customerId) return null;
  const periodEnd = instant(subscription.items.data[0]?.current_period_end);
  return {
    eventId: event.id,
    type: event.type,
    kind,
    customerId,
    subscriptionId: subscription.id,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(periodEnd ? { periodEnd } : {}),
  };
}

/**
 * Stripe Billing's events in our words (providers/payments/types.ts): checkout completed,
 * invoice paid, invoice payment failed, subscription updated and deleted; null for any
 * other event (and for a checkout that was not a subscription's).
 */
export function subscriptionEventOf(event: Stripe.Event): SubscriptionEvent | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      if (session.mode !== 'subscription' || !customerId) return null;
      return {
        eventId: event.id,
        type: event.type,
        kind: 'started',
        customerId,
        subscriptionId: idOf(session.subscription),
        ...(session.client_reference_id ? { designerId: session.client_reference_id } : {}),
      };
    }
    case 'invoice.paid':
      return invoiceEvent(event, event.data.object, 'paid');
    case 'invoice.payment_failed':
      return invoiceEvent(event, event.data.object, 'failed');
    case 'customer.subscription.deleted':
      return subscriptionChange(event, event.data.object, 'cancelled');
    case 'customer.subscription.updated':
      return subscriptionChange(event, event.data.object, 'updated');
    default:
      return null;
  }
}
