import Stripe from 'stripe';
import type { AccountUpdate, PaymentProvider } from './types';

/** Stripe Connect Express: account links for onboarding, login links for the dashboard. */
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
  };
}

/**
 * Verifies a webhook's Stripe-Signature against the raw body and reads account.updated;
 * null for any other event. Throws on a bad signature.
 */
export function readStripeAccountUpdate(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): AccountUpdate | null {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  if (event.type !== 'account.updated') return null;
  const account = event.data.object;
  return {
    accountId: account.id,
    onboarded: Boolean(account.details_submitted && account.charges_enabled),
  };
}
