import { randomBytes } from 'node:crypto';
import { CHECKOUT_LINK_LIFETIME_MS, signCheckout } from './localCheckoutToken';
import { signLinkToken } from './linkTokens';
import { ONBOARDING_LINK_LIFETIME_MS, signOnboardingToken } from './localOnboardingToken';
import type { PaymentProvider } from './types';

/**
 * The local payment provider of the embedded mode: accounts are ids, onboarding is a page
 * of this server (GET /payments/local/onboard/:accountId?token=…) that the designer
 * completes, and the dashboard is another local page. Like the real provider's account
 * links, the onboarding link is signed, bound to its account and expires, so nobody can
 * complete another designer's onboarding by guessing or knowing the account id. Whether an
 * account is onboarded is read from the designer's row, which the onboarding page updates.
 *
 * Subscriptions work the same way: a checkout is a signed page of this server
 * (GET /payments/local/checkout/:sessionId?token=…); confirming it emits the events Stripe
 * would send (the subscription started, its first invoice paid), once, and only for the
 * designer's open checkout (a newer one replaces it). Cancelling and resuming have nothing
 * to tell at the provider: the subscription routes record them.
 */
export function createLocalPaymentProvider(options: {
  publicUrl: string;
  /** Signs the onboarding and checkout links (the server's JWT secret). */
  secret: string;
  isOnboarded: (accountId: string) => Promise<boolean>;
  now?: () => Date;
}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'local',
    createAccount: async () => `acct_local_${randomBytes(8).toString('hex')}`,
    isOnboarded: options.isOnboarded,
    onboardingLink: async (accountId) => {
      const expiresAt = new Date(now().getTime() + ONBOARDING_LINK_LIFETIME_MS);
      const token = await signOnboardingToken(options.secret, accountId, expiresAt);
      return `${options.publicUrl}/payments/local/onboard/${accountId}?token=${token}`;
    },
    loginLink: async (accountId) => `${options.publicUrl}/payments/local/dashboard/${accountId}`,
    subscriptions: {
      createCustomer: async () => `cus_local_${randomBytes(8).toString('hex')}`,
      startCheckout: async (checkout) => {
        const sessionId = `cs_local_${randomBytes(8).toString('hex')}`;
        const expires = Math.floor((now().getTime() + CHECKOUT_LINK_LIFETIME_MS) / 1000);
        const token = await signCheckout(options.secret, {
          sessionId,
          designerId: checkout.designer.id,
          customerId: checkout.customerId,
          amount: checkout.amount,
          currency: checkout.currency,
          successUrl: checkout.successUrl,
          cancelUrl: checkout.cancelUrl,
          expires,
        });
        return {
          id: sessionId,
          url: `${options.publicUrl}/payments/local/checkout/${sessionId}?token=${token}`,
          expiresAt: new Date(expires * 1000),
        };
      },
      // A local session is paid only while it is the designer's open checkout (the page's
      // confirmation checks the designer's row): replacing it there expires it.
      expireCheckout: async () => 'expired',
      cancelAtPeriodEnd: async () => {},
      resume: async () => {},
      cancelNow: async () => {},
    },
    // A shopper's checkout: a signed page of this server (GET /payments/local/orders/:id);
    // its link outlives the hold by CHECKOUT_LINK_LIFETIME_MS, so a late payment is seen
    // (and refunded) as Stripe's would be. Transfers and refunds are recorded, not sent.
    orders: {
      startCheckout: async (checkout) => {
        const token = await signLinkToken(options.secret, {
          purpose: 'local-order-checkout',
          subject: checkout.checkoutId,
          expiresAt: new Date(checkout.holdExpiresAt.getTime() + CHECKOUT_LINK_LIFETIME_MS),
          claims: { amount: checkout.amount, currency: checkout.currency },
        });
        return {
          id: `cs_local_order_${checkout.checkoutId}`,
          url: `${options.publicUrl}/payments/local/orders/${checkout.checkoutId}?token=${token}`,
        };
      },
      transfer: async (transfer) => `tr_local_${transfer.orderId}`,
      refund: async (refund) => `re_local_${refund.checkoutId}`,
      refundOrder: async (refund) => ({
        refundId: `re_local_${refund.refundId}`,
        reversalId: refund.reversal ? `trr_local_${refund.refundId}` : null,
      }),
    },
  };
}
