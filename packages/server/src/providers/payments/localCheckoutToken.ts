import { z } from 'zod';
import { signLinkToken, verifyLinkToken } from './linkTokens';

/**
 * The local provider's checkout session, standing in for a Stripe Checkout Session: what it
 * is for travels in its link, a JWT about the session (its subject) carrying the rest as
 * claims (linkTokens.ts), so nobody can pay for another designer, change the amount or the
 * return address, or reuse a link after it expired. A session's events carry ids made from
 * the session's id, so confirming the same session twice applies its events once
 * (modules/subscription/events.ts).
 */
export const localCheckoutSchema = z.object({
  sessionId: z.string().regex(/^cs_local_[0-9a-f]{16}$/),
  designerId: z.uuid(),
  customerId: z.string().max(100),
  amount: z.number().min(0),
  currency: z.string().max(3),
  successUrl: z.string().max(2000),
  cancelUrl: z.string().max(2000),
  /** Unix seconds. */
  expires: z.number().int(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

/** How long a checkout link stays valid (Stripe's sessions last a day; this one an hour). */
export const CHECKOUT_LINK_LIFETIME_MS = 60 * 60 * 1000;

export function signCheckout(secret: string, checkout: LocalCheckout): Promise<string> {
  const { sessionId, expires, ...claims } = checkout;
  return signLinkToken(secret, {
    purpose: 'local-subscription-checkout',
    subject: sessionId,
    expiresAt: new Date(expires * 1000),
    claims,
  });
}

/** The session a token was signed for, if it was signed with `secret` and has not expired. */
export async function verifyCheckout(
  secret: string,
  sessionId: string,
  token: string | undefined,
  now: Date = new Date(),
): Promise<LocalCheckout | null> {
  const payload = await verifyLinkToken(
    secret,
    'local-subscription-checkout',
    sessionId,
    token,
    now,
  );
  if (!payload) return null;
  // The claims, the session the token is about (its subject) and its expiry.
  const checkout = localCheckoutSchema.safeParse({ ...payload, sessionId, expires: payload.exp });
  return checkout.success ? checkout.data : null;
}
