import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

/**
 * The signed part of the local provider's onboarding link, standing in for the real
 * provider's account link: `<expiry in unix seconds>.<HMAC-SHA256>`, bound to one account.
 * The key is derived from the server's secret, so a link cannot be made without it.
 * Single use comes from the completion itself: an account is marked onboarded only while it
 * is not yet (see completeLocalOnboarding), so the same link is refused the second time.
 */

/** How long an onboarding link stays valid: it is opened right after it is asked for. */
export const ONBOARDING_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The secret the links are signed with: the provider signs, the routes verify. */
export const onboardingSecretOf = (config: Config): string => config.jwtSecret;

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('runway-live/local-payment-onboarding').digest();
}

function signature(secret: string, accountId: string, expires: number): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${accountId}\n${expires}`).digest();
}

export function signOnboardingToken(secret: string, accountId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(secret, accountId, expires).toString('base64url')}`;
}

/** Whether `token` was signed for `accountId` with `secret` and has not expired at `now`. */
export function verifyOnboardingToken(
  secret: string,
  accountId: string,
  token: string | undefined,
  now: Date = new Date(),
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = signature(secret, accountId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
