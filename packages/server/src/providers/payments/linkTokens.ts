import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * The signed links of the local payment provider (onboarding, checkout): JWTs signed by
 * jose with HS256, for one purpose (their audience, and a key of that purpose's own
 * derived from the server's secret with HKDF, so a link of one purpose, or a session
 * token, is never a link of another), about one thing (their subject: an account or a
 * checkout session), with an expiry and the claims the link carries.
 */
export type LinkPurpose =
  'local-payment-onboarding' | 'local-subscription-checkout' | 'local-order-checkout';

const AUDIENCE_PREFIX = 'runway-live/';

function keyOf(secret: string, purpose: LinkPurpose): KeyObject {
  const bytes = hkdfSync('sha256', secret, '', `${AUDIENCE_PREFIX}${purpose}`, 32);
  return createSecretKey(Buffer.from(bytes));
}

export function signLinkToken(
  secret: string,
  link: {
    purpose: LinkPurpose;
    subject: string;
    expiresAt: Date;
    claims?: Record<string, string | number>;
  },
): Promise<string> {
  return new SignJWT(link.claims ?? {})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(`${AUDIENCE_PREFIX}${link.purpose}`)
    .setSubject(link.subject)
    .setExpirationTime(Math.floor(link.expiresAt.getTime() / 1000))
    .sign(keyOf(secret, link.purpose));
}

/**
 * The claims of `token` when jose verifies it as a link of `purpose` about `subject`,
 * signed with `secret`'s key for that purpose and not expired at `now`; null otherwise
 * (a changed character, another purpose, subject or secret, `alg: none`, no expiry).
 */
export async function verifyLinkToken(
  secret: string,
  purpose: LinkPurpose,
  subject: string,
  token: string | undefined,
  now: Date,
): Promise<JWTPayload | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret, purpose), {
      algorithms: ['HS256'],
      audience: `${AUDIENCE_PREFIX}${purpose}`,
      subject,
      requiredClaims: ['exp'],
      currentDate: now,
    });
    return payload;
  } catch {
    return null;
  }
}
