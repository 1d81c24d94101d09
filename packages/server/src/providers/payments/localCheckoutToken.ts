import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The local provider's checkout session, standing in for a Stripe Checkout Session: what it
 * is for travels in its link, signed with a key derived from the server's secret, so nobody
 * can pay for another designer, change the amount or the return address, or reuse a link
 * after it expired. A session's events carry ids made from the session's id, so confirming
 * the same session twice applies its events once (modules/subscription/events.ts).
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

function signature(secret: string, payload: string): Buffer {
  const key = createHmac('sha256', secret)
    .update('runway-live/local-subscription-checkout')
    .digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function signCheckout(secret: string, checkout: LocalCheckout): string {
  const payload = Buffer.from(JSON.stringify(checkout)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The session a token was signed for, if it was signed with `secret` and has not expired. */
export function verifyCheckout(
  secret: string,
  sessionId: string,
  token: string | undefined,
  now: Date = new Date(),
): LocalCheckout | null {
  const match = /^([\w-]{1,4000})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, payload = '', given = ''] = match;
  const expected = signature(secret, payload);
  const givenBytes = Buffer.from(given, 'base64url');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const checkout = localCheckoutSchema.safeParse(decoded);
  if (!checkout.success || checkout.data.sessionId !== sessionId) return null;
  if (checkout.data.expires * 1000 <= now.getTime()) return null;
  return checkout.data;
}
