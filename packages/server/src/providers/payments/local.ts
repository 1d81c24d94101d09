import { randomBytes } from 'node:crypto';
import { ONBOARDING_LINK_LIFETIME_MS, signOnboardingToken } from './localOnboardingToken';
import type { PaymentProvider } from './types';

/**
 * The local payment provider of the embedded mode: accounts are ids, onboarding is a page
 * of this server (GET /payments/local/onboard/:accountId?token=…) that the designer
 * completes, and the dashboard is another local page. Like the real provider's account
 * links, the onboarding link is signed, bound to its account and expires, so nobody can
 * complete another designer's onboarding by guessing or knowing the account id. Whether an
 * account is onboarded is read from the designer's row, which the onboarding page updates.
 */
export function createLocalPaymentProvider(options: {
  publicUrl: string;
  /** Signs the onboarding links (the server's JWT secret). */
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
      const token = signOnboardingToken(options.secret, accountId, expiresAt);
      return `${options.publicUrl}/payments/local/onboard/${accountId}?token=${token}`;
    },
    loginLink: async (accountId) => `${options.publicUrl}/payments/local/dashboard/${accountId}`,
  };
}
