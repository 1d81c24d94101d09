import Stripe from 'stripe';
import { apiMessages } from '@runway-live/domain/api';
import { checkoutMessages } from '@runway-live/domain/checkout';
import { ApiError } from '../../errors';
import { TransferRefused } from './transferRefused';
import type { PaymentProvider } from './types';

/**
 * A call to Stripe: a failure of Stripe's (unreachable, down, refusing our key) is the
 * provider's, answered 502 with a message instead of a 500 (issue 27).
 */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new ApiError(502, apiMessages.paymentProviderUnavailable);
    }
    throw error;
  }
}

/**
 * Stripe Connect Express: account links for onboarding, login links for the dashboard.
 * Stripe Billing for the designer's subscription: a customer per designer, a Checkout
 * Session in subscription mode for the plan (the amount the admin set, monthly, as inline
 * price data), expired when a newer one replaces it, and cancel at the period's end /
 * resume on the subscription. `client` is a Stripe client of the caller's (tests pass one
 * whose network fails).
 */
export function createStripePaymentProvider(options: {
  secretKey: string;
  consoleUrl: string;
  client?: Stripe;
}): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);
  return {
    name: 'stripe',
    createAccount: (designer) =>
      atStripe(async () => {
        const account = await stripe.accounts.create({
          type: 'express',
          email: designer.email,
          metadata: { designerId: designer.id },
        });
        return account.id;
      }),
    isOnboarded: (accountId) =>
      atStripe(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return Boolean(account.details_submitted && account.charges_enabled);
      }),
    onboardingLink: (accountId) =>
      atStripe(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: `${options.consoleUrl}/dashboard`,
          return_url: `${options.consoleUrl}/dashboard`,
        });
        return link.url;
      }),
    loginLink: (accountId) =>
      atStripe(async () => (await stripe.accounts.createLoginLink(accountId)).url),
    subscriptions: {
      createCustomer: (designer) =>
        atStripe(async () => {
          const customer = await stripe.customers.create({
            email: designer.email,
            name: designer.brandName || undefined,
            metadata: { designerId: designer.id },
          });
          return customer.id;
        }),
      startCheckout: (checkout) =>
        atStripe(async () => {
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
          return {
            id: session.id,
            url: session.url,
            expiresAt: new Date(session.expires_at * 1000),
          };
        }),
      expireCheckout: (sessionId) =>
        atStripe(async () => {
          // Only an open session can be expired; a paid one stays 'complete'.
          const session = await stripe.checkout.sessions.retrieve(sessionId);
          if (session.status === 'open') {
            const expired = await stripe.checkout.sessions
              .expire(sessionId)
              .catch(async (error: unknown) => {
                // Paid between the two calls: Stripe refuses to expire it.
                if (error instanceof Stripe.errors.StripeInvalidRequestError) {
                  return stripe.checkout.sessions.retrieve(sessionId);
                }
                throw error;
              });
            return expired.status === 'complete' ? 'completed' : 'expired';
          }
          return session.status === 'complete' ? 'completed' : 'expired';
        }),
      cancelAtPeriodEnd: (subscriptionId) =>
        atStripe(async () => {
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        }),
      resume: (subscriptionId) =>
        atStripe(async () => {
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
        }),
      cancelNow: (subscriptionId) =>
        atStripe(async () => {
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
            await stripe.subscriptions.cancel(subscriptionId);
          }
        }),
    },
    // A shopper's checkout: one charge on the platform (a Checkout Session in payment mode,
    // its transfer_group the checkout), then one transfer per designer order of its net.
    orders: {
      startCheckout: (checkout) =>
        atStripe(async () => {
          // Stripe keeps a session open 30 minutes at least; a payment after the hold is
          // refunded by the confirmation (decision 0030).
          const expires = Math.max(
            checkout.holdExpiresAt.getTime(),
            Date.now() + STRIPE_MIN_SESSION_MS,
          );
          const session = await stripe.checkout.sessions.create(
            {
              mode: 'payment',
              client_reference_id: checkout.checkoutId,
              customer_email: checkout.buyerEmail,
              metadata: { checkoutId: checkout.checkoutId },
              payment_intent_data: {
                transfer_group: checkout.checkoutId,
                metadata: { checkoutId: checkout.checkoutId },
              },
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: checkout.currency.toLowerCase(),
                    unit_amount: checkout.amount,
                    product_data: { name: checkout.description },
                  },
                },
              ],
              success_url: checkout.successUrl,
              cancel_url: checkout.cancelUrl,
              expires_at: Math.ceil(expires / 1000),
            },
            { idempotencyKey: `checkout-${checkout.checkoutId}` },
          );
          if (!session.url) throw new ApiError(502, apiMessages.paymentProviderUnavailable);
          return { id: session.id, url: session.url };
        }),
      transfer: async (transfer) => {
        if (!transfer.accountId) throw new TransferRefused(checkoutMessages.transferNotConnected);
        const generation = transfer.attempt > 0 ? `-${transfer.attempt}` : '';
        try {
          const made = await stripe.transfers.create(
            {
              amount: transfer.amount,
              currency: transfer.currency.toLowerCase(),
              destination: transfer.accountId,
              transfer_group: transfer.checkoutId,
              metadata: { orderId: transfer.orderId },
            },
            { idempotencyKey: `transfer-${transfer.orderId}${generation}` },
          );
          return made.id;
        } catch (error) {
          // Stripe answered no (a 4xx: no money moved); anything else may have gone through.
          if (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) < 500) {
            throw new TransferRefused(error.message);
          }
          throw error instanceof Stripe.errors.StripeError
            ? new ApiError(502, apiMessages.paymentProviderUnavailable)
            : error;
        }
      },
      refund: (refund) =>
        atStripe(async () => {
          const made = await stripe.refunds.create(
            { payment_intent: refund.paymentId, amount: refund.amount },
            { idempotencyKey: `refund-${refund.checkoutId}` },
          );
          return made.id;
        }),
      refundOrder: (refund) =>
        atStripe(async () => {
          const made = await stripe.refunds.create(
            {
              payment_intent: refund.paymentId,
              amount: refund.amount,
              metadata: { orderId: refund.orderId, refundId: refund.refundId },
            },
            { idempotencyKey: `order-refund-${refund.refundId}` },
          );
          // Separate charges and transfers: the designer's share goes back by a reversal.
          const reversal =
            refund.reversal && refund.reversal.amount > 0
              ? await stripe.transfers.createReversal(
                  refund.reversal.transferId,
                  { amount: refund.reversal.amount, metadata: { refundId: refund.refundId } },
                  { idempotencyKey: `order-reversal-${refund.refundId}` },
                )
              : null;
          return { refundId: made.id, reversalId: reversal?.id ?? null };
        }),
    },
  };
}

/** Stripe's shortest Checkout Session. */
const STRIPE_MIN_SESSION_MS = 30 * 60 * 1000 + 60_000;
