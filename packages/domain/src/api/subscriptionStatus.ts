/*
 * The subscription's statuses and its gate, without its schemas: the console's shell reads
 * the gate on every page, and the schemas would bring zod's full API into the login page's
 * first load (bench/bundle's budget).
 */

/**
 * A designer's subscription (spec 2.3, API.md designers row): none until the first
 * checkout, active while paid, past due when a renewal failed, cancelled once it ended.
 */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** How the console names each status. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  none: 'None',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

/** An invoice of the subscription, as the provider reported it. */
export const SUBSCRIPTION_INVOICE_STATUSES = ['paid', 'failed'] as const;
export type SubscriptionInvoiceStatus = (typeof SUBSCRIPTION_INVOICE_STATUSES)[number];

/**
 * The subscription gate (API.md, gates): a designer whose subscription amount is above zero
 * needs an active subscription; admin and staff are never gated. The server decides with
 * this rule; the console only shows it.
 */
export function needsActiveSubscription(designer: {
  subscriptionAmount: number;
  subscriptionStatus: SubscriptionStatus;
}): boolean {
  return designer.subscriptionAmount > 0 && designer.subscriptionStatus !== 'active';
}
