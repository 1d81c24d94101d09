import * as z from 'zod';
import { textField } from '../schemas/validators';
import { SUBSCRIPTION_INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from './subscriptionStatus';

export * from './subscriptionStatus';

export { SUBSCRIPTION_CURRENCY } from '../money';

/** The subscription on a designer's payload (API.md: subscription {status, currentPeriodEnd}). */
export const subscriptionSummarySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** A UTC instant (ISO 8601 with Z); null before the first payment. */
  currentPeriodEnd: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** GET /api/v2/subscription: the signed-in designer's plan and status. */
export const apiSubscriptionSchema = subscriptionSummarySchema.extend({
  /** The plan: the subscription amount the admin set (per month), in `currency`. */
  amount: z.number(),
  currency: z.string(),
  /** Ends at currentPeriodEnd instead of renewing; resume undoes it. */
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the designer's gated writes need an active subscription (amount above zero). */
  required: z.boolean(),
});
export type ApiSubscription = z.infer<typeof apiSubscriptionSchema>;

export const apiSubscriptionInvoiceSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_INVOICE_STATUSES),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** The provider's page for the invoice, when it has one. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiSubscriptionInvoice = z.infer<typeof apiSubscriptionInvoiceSchema>;

export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    subscription: apiSubscriptionSchema,
    invoices: z.array(apiSubscriptionInvoiceSchema),
  }),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/**
 * Where the console returns after a checkout: a path of the console itself ('/x…'), never
 * another site ('//host', 'https:', backslashes), so a link cannot redirect elsewhere.
 */
export function isReturnPath(value: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/u.test(value) && value.length <= 500;
}

/** A `from` path, or null when it is missing or not a path of the console. */
export function returnPathOrNull(value: string | null | undefined): string | null {
  return value && isReturnPath(value) ? value : null;
}

/** POST /api/v2/subscription/checkout: where to return once subscribed (the 402's page). */
export const subscriptionCheckoutRequestSchema = z.object({
  returnPath: textField('Must be text')
    .refine(isReturnPath, { error: 'returnPath: Must be a path of the console' })
    .optional(),
});
export type SubscriptionCheckoutRequest = z.infer<typeof subscriptionCheckoutRequestSchema>;

/** The provider's checkout page, where the console sends the designer. */
export const subscriptionCheckoutResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
});

/** The answers of the subscription routes (invented wording). */
export const subscriptionMessages = {
  /** The 402 of a gated write (API.md: the designer's subscription is not active). */
  required:
    'Your subscription is not active. Subscribe to continue: it is the plan your marketplace set for your brand.',
  /** The subscription page's notice when a 402 sent the designer there. */
  sentHere:
    'Your subscription is not active, so that action was refused. Subscribe below to continue where you were.',
  noPlan: 'Your brand has no subscription plan: nothing is needed to use Runway Live.',
  alreadyActive: 'Your subscription is already active.',
  notCancellable: 'Only an active subscription that renews can be cancelled.',
  notResumable: 'Only a subscription set to end at the close of its period can be resumed.',
  cancelled: 'Your subscription will end at the close of the current period.',
  resumed: 'Your subscription will renew.',
  subscribed: 'Your subscription is active.',
  /** A checkout while the designer's earlier one was paid and its confirmation is on its way. */
  checkoutCompleted:
    'Your payment has gone through and is being confirmed. Reload this page in a moment.',
  /** A local checkout page whose session a newer checkout replaced. */
  checkoutReplaced:
    'This checkout was replaced by a newer one (another tab or a second click), so it can no longer be paid. Start the subscription again from Runway Live.',
  checkoutLinkInvalid:
    'This checkout link is invalid, has expired or was already used. Start the subscription again from Runway Live.',
} as const;
