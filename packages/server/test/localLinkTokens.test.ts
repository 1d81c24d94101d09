import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionTokens } from '../src/auth/sessionTokens';
import {
  signCheckout,
  verifyCheckout,
  type LocalCheckout,
} from '../src/providers/payments/localCheckoutToken';
import {
  signOnboardingToken,
  verifyOnboardingToken,
} from '../src/providers/payments/localOnboardingToken';

// The local payment provider's links are JWTs (jose): a changed, expired, foreign or
// wrong-purpose token is refused, and the claims come back as they were signed.
const SECRET = 'a-server-secret-0123456789abcdef0123456789';
const OTHER_SECRET = 'another-secret-0123456789abcdef0123456789';
const NOW = new Date('2026-11-27T12:00:00Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 60 * 60 * 1000);
const ACCOUNT = 'acct_local_0123456789abcdef';

const checkout: LocalCheckout = {
  sessionId: 'cs_local_0123456789abcdef',
  designerId: '0f0e0d0c-0b0a-4908-8706-050403020100',
  customerId: 'cus_local_0123456789abcdef',
  amount: 49.5,
  currency: 'USD',
  successUrl: 'http://localhost:3000/subscription?checkout=done',
  cancelUrl: 'http://localhost:3000/subscription',
  expires: Math.floor(IN_AN_HOUR.getTime() / 1000),
};

/** `token` with its payload replaced, keeping the header and the signature. */
function withPayload(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, , signature] = token.split('.');
  const claims = decodeJwt(token) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** `token` with one character of its signature changed. */
function withOtherSignature(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('the local checkout link', () => {
  it('carries its session, claims and expiry, and is verified as signed', async () => {
    const token = await signCheckout(SECRET, checkout);
    expect(token.split('.')).toHaveLength(3);
    expect(decodeJwt(token)).toMatchObject({
      sub: checkout.sessionId,
      aud: 'runway-live/local-subscription-checkout',
      exp: checkout.expires,
      amount: 49.5,
    });
    expect(await verifyCheckout(SECRET, checkout.sessionId, token, NOW)).toEqual(checkout);
  });

  it('refuses a tampered token: a claim or a character of the signature changed', async () => {
    const token = await signCheckout(SECRET, checkout);
    const cheaper = withPayload(token, (claims) => (claims.amount = 0));
    const otherDesigner = withPayload(token, (claims) => (claims.designerId = ACCOUNT));
    for (const bad of [cheaper, otherDesigner, withOtherSignature(token), `${token}x`, '', 'x']) {
      expect(await verifyCheckout(SECRET, checkout.sessionId, bad, NOW), bad).toBeNull();
    }
    expect(await verifyCheckout(SECRET, checkout.sessionId, undefined, NOW)).toBeNull();
  });

  it('refuses an expired token, another session’s and another secret’s', async () => {
    const token = await signCheckout(SECRET, checkout);
    expect(await verifyCheckout(SECRET, checkout.sessionId, token, IN_AN_HOUR)).toBeNull();
    expect(await verifyCheckout(SECRET, 'cs_local_ffffffffffffffff', token, NOW)).toBeNull();
    expect(await verifyCheckout(OTHER_SECRET, checkout.sessionId, token, NOW)).toBeNull();
  });

  it('refuses a token of another purpose signed with the same secret', async () => {
    const onboarding = await signOnboardingToken(SECRET, checkout.sessionId, IN_AN_HOUR);
    const session = await createSessionTokens(SECRET).sign({
      sub: checkout.designerId,
      roles: ['designer'],
      ver: 0,
    });
    // The same claims, signed with the server's secret itself rather than the link's key.
    const plainKey = await new SignJWT({ ...decodeJwt(await signCheckout(SECRET, checkout)) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SECRET));
    const unsigned = new UnsecuredJWT({
      ...decodeJwt(await signCheckout(SECRET, checkout)),
    }).encode();
    for (const bad of [onboarding, session, plainKey, unsigned]) {
      expect(await verifyCheckout(SECRET, checkout.sessionId, bad, NOW), bad).toBeNull();
    }
  });
});

describe('the local onboarding link', () => {
  it('is bound to its account and expires', async () => {
    const token = await signOnboardingToken(SECRET, ACCOUNT, IN_AN_HOUR);
    expect(decodeJwt(token)).toMatchObject({
      sub: ACCOUNT,
      aud: 'runway-live/local-payment-onboarding',
      exp: Math.floor(IN_AN_HOUR.getTime() / 1000),
    });
    expect(await verifyOnboardingToken(SECRET, ACCOUNT, token, NOW)).toBe(true);
    expect(await verifyOnboardingToken(SECRET, ACCOUNT, token, IN_AN_HOUR)).toBe(false);
    expect(await verifyOnboardingToken(SECRET, 'acct_local_other', token, NOW)).toBe(false);
    expect(await verifyOnboardingToken(OTHER_SECRET, ACCOUNT, token, NOW)).toBe(false);
  });

  it('refuses a tampered token and one of another purpose', async () => {
    const token = await signOnboardingToken(SECRET, ACCOUNT, IN_AN_HOUR);
    const later = withPayload(token, (claims) => (claims.exp = Number(claims.exp) + 86_400));
    const otherAccount = withPayload(token, (claims) => (claims.sub = 'acct_local_other'));
    const checkoutToken = await signCheckout(SECRET, { ...checkout, sessionId: ACCOUNT });
    for (const bad of [later, otherAccount, withOtherSignature(token), checkoutToken, '']) {
      expect(await verifyOnboardingToken(SECRET, ACCOUNT, bad, NOW), bad).toBe(false);
    }
  });
});
