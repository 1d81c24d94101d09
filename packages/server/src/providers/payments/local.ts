import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types';

/**
 * The local payment provider of the embedded mode: accounts are ids, onboarding is a page
 * of this server (GET /payments/local/onboard/:accountId) that the designer completes, and
 * the dashboard is another local page. Whether an account is onboarded is read from the
 * designer's row, which the onboarding page updates.
 */
export function createLocalPaymentProvider(options: {
  publicUrl: string;
  isOnboarded: (accountId: string) => Promise<boolean>;
}): PaymentProvider {
  return {
    name: 'local',
    createAccount: async () => `acct_local_${randomBytes(8).toString('hex')}`,
    isOnboarded: options.isOnboarded,
    onboardingLink: async (accountId) => `${options.publicUrl}/payments/local/onboard/${accountId}`,
    loginLink: async (accountId) => `${options.publicUrl}/payments/local/dashboard/${accountId}`,
  };
}
