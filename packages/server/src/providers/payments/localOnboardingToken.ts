import type { Config } from '../../config';
import { signLinkToken, verifyLinkToken } from './linkTokens';

/**
 * The signed part of the local provider's onboarding link, standing in for the real
 * provider's account link: a JWT for one account (its subject) that expires
 * (linkTokens.ts). A link cannot be made without the server's secret. Single use comes
 * from the completion itself: an account is marked onboarded only while it is not yet
 * (see completeLocalOnboarding), so the same link is refused the second time.
 */

/** How long an onboarding link stays valid: it is opened right after it is asked for. */
export const ONBOARDING_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The secret the links are signed with: the provider signs, the routes verify. */
export const onboardingSecretOf = (config: Config): string => config.jwtSecret;

export function signOnboardingToken(
  secret: string,
  accountId: string,
  expiresAt: Date,
): Promise<string> {
  return signLinkToken(secret, {
    purpose: 'local-payment-onboarding',
    subject: accountId,
    expiresAt,
  });
}

/** Whether `token` was signed for `accountId` with `secret` and has not expired at `now`. */
export async function verifyOnboardingToken(
  secret: string,
  accountId: string,
  token: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  return (
    (await verifyLinkToken(secret, 'local-payment-onboarding', accountId, token, now)) !== null
  );
}
