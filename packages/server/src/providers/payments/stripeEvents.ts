import Stripe from 'stripe';
import { z } from 'zod';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../../errors';
import type { AccountUpdate, OrderPayment, SubscriptionEvent } from './types';

/*
 * Stripe's webhook events read into our words (providers/payments/types.ts): the signature
 * checked, then only the fields we use, each checked before it is read. The provider's
 * calls out to Stripe are in stripe.ts.
 */

/** Verifies a webhook's Stripe-Signature against the raw body. Throws on a bad signature. */
export function readStripeEvent(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/** A Stripe id, or the object it names (expanded). */
const stripeId = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
/** Stripe's unix seconds as an instant. */
const instant = z.number().transform((seconds) => new Date(seconds * 1000));

/**
 * The fields of each event's object that are read, checked before they are: a signed event
 * without them (Stripe never sends one; a test mode's or another API version's could) is
 * refused with a 400 naming the event, not a 500 (issue 27). Other fields are left alone.
 */
const accountObject = z.object({
  id: z.string(),
  details_submitted: z.boolean().nullish(),
  charges_enabled: z.boolean().nullish(),
});
const checkoutObject = z.object({
  id: z.string(),
  mode: z.string(),
  payment_intent: stripeId.nullish(),
  amount_total: z.number().nullish(),
  customer: stripeId.nullish(),
  subscription: stripeId.nullish(),
  client_reference_id: z.string().nullish(),
});
const invoiceObject = z.object({
  id: z.string(),
  customer: stripeId.nullish(),
  amount_paid: z.number(),
  amount_due: z.number(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: stripeId.nullish() }).nullish(),
    })
    .nullish(),
  lines: z.object({
    data: z.array(z.object({ period: z.object({ start: instant, end: instant }).nullish() })),
  }),
});
const subscriptionObject = z.object({
  id: z.string(),
  customer: stripeId.nullish(),
  cancel_at_period_end: z.boolean(),
  items: z.object({ data: z.array(z.object({ current_period_end: instant.nullish() })) }),
});

/** The object of `event` as `schema` reads it; a 400 when it is not one. */
function objectOf<Schema extends z.ZodType>(event: Stripe.Event, schema: Schema): z.output<Schema> {
  const read = schema.safeParse(event.data?.object);
  if (!read.success) throw new ApiError(400, apiMessages.webhookMalformed(event.type));
  return read.data;
}

/** What account.updated says; null for any other event. */
export function accountUpdateOf(event: Stripe.Event): AccountUpdate | null {
  if (event.type !== 'account.updated') return null;
  const account = objectOf(event, accountObject);
  return {
    accountId: account.id,
    onboarded: Boolean(account.details_submitted && account.charges_enabled),
  };
}

function invoiceEvent(event: Stripe.Event, kind: 'paid' | 'failed'): SubscriptionEvent | null {
  const invoice = objectOf(event, invoiceObject);
  const customerId = invoice.customer;
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  if (!customerId || !subscriptionId) return null;
  const period = invoice.lines.data[0]?.period;
  return {
    eventId: event.id,
    type: event.type,
    kind,
    customerId,
    subscriptionId,
    ...(period ? { periodEnd: period.end } : {}),
    invoice: {
      id: invoice.id,
      // Minor units (cents) to the major unit API.md's money uses.
      amount: (kind === 'paid' ? invoice.amount_paid : invoice.amount_due) / 100,
      currency: invoice.currency.toUpperCase(),
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      url: invoice.hosted_invoice_url ?? null,
    },
  };
}

function subscriptionChange(
  event: Stripe.Event,
  kind: 'cancelled' | 'updated',
): SubscriptionEvent | null {
  const subscription = objectOf(event, subscriptionObject);
  if (!subscription.customer) return null;
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    eventId: event.id,
    type: event.type,
    kind,
    customerId: subscription.customer,
    subscriptionId: subscription.id,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(periodEnd ? { periodEnd } : {}),
  };
}

/**
 * Stripe Billing's events in our words (providers/payments/types.ts): checkout completed,
 * invoice paid, invoice payment failed, subscription updated and deleted; null for any
 * other event (and for a checkout that was not a subscription's). An event of these types
 * whose object lacks what is read is a 400 (objectOf).
 */
export function subscriptionEventOf(event: Stripe.Event): SubscriptionEvent | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = objectOf(event, checkoutObject);
      if (session.mode !== 'subscription' || !session.customer) return null;
      return {
        eventId: event.id,
        type: event.type,
        kind: 'started',
        customerId: session.customer,
        subscriptionId: session.subscription ?? null,
        checkoutSessionId: session.id,
        ...(session.client_reference_id ? { designerId: session.client_reference_id } : {}),
      };
    }
    case 'invoice.paid':
      return invoiceEvent(event, 'paid');
    case 'invoice.payment_failed':
      return invoiceEvent(event, 'failed');
    case 'customer.subscription.deleted':
      return subscriptionChange(event, 'cancelled');
    case 'customer.subscription.updated':
      return subscriptionChange(event, 'updated');
    default:
      return null;
  }
}

/**
 * A shopper's checkout paid (checkout.session.completed in payment mode, its
 * client_reference_id the checkout): null for any other event.
 */
export function orderPaymentOf(event: Stripe.Event): OrderPayment | null {
  if (event.type !== 'checkout.session.completed') return null;
  const session = objectOf(event, checkoutObject);
  if (session.mode !== 'payment' || !session.client_reference_id || !session.payment_intent) {
    return null;
  }
  return {
    checkoutId: session.client_reference_id,
    paymentId: session.payment_intent,
    amount: session.amount_total ?? 0,
  };
}
