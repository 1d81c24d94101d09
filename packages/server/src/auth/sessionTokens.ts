import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

/** What a session token carries: the user, the roles it was issued for, the token version. */
export type SessionClaims = { sub: string; roles: string[]; ver: number };

const TOKEN_LIFETIME = '12h';

/** The users table's ids; anything else would reach the database as a cast error (500). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One part of a compact JWS: unpadded base64url, never empty. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

export type SessionTokens = {
  sign: (claims: SessionClaims) => Promise<string>;
  /**
   * The claims, or null for a bad, expired or foreign token, one without an expiry (it
   * would never end), or one whose subject is not a user id.
   */
  verify: (token: string) => Promise<SessionClaims | null>;
};

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The payload of a compact HS256 JWS signed with `key` that has not expired, or null. What
 * jose's jwtVerify checked with `algorithms: ['HS256']` and `exp` required: the header
 * names HS256 and no critical extension, the signature matches (compared in constant time,
 * spelled canonically), `exp` is a number in the future, `nbf` (when present) is not, `iat`
 * (when present) is a number. Written against node:crypto because every signed-in call
 * verifies a token, and jose's WebCrypto path (a key import and a thread-pool hop per
 * call) cost more than the session's database query (bench/api/README.md). jose still
 * signs, and the tests check this against it.
 */
export function verifyHs256(
  token: string,
  key: KeyObject,
  nowSeconds: number,
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  const [header = '', payload = '', signature = ''] = parts;
  const head = jsonObject(header);
  if (!head || head.alg !== 'HS256' || head.crit !== undefined || head.b64 !== undefined) {
    return null;
  }
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Only the canonical spelling: the last character's unused bits must not vary either.
  if (given.toString('base64url') !== signature) return null;
  const claims = jsonObject(payload);
  if (!claims) return null;
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  return claims;
}

/** How many verified tokens a server remembers (a few hundred bytes each). */
const VERIFIED_TOKENS = 4096;

export function createSessionTokens(secret: string): SessionTokens {
  const bytes = new TextEncoder().encode(secret);
  const key = createSecretKey(bytes);
  // Tokens whose signature has been checked, with their expiry: a token's signature and
  // claims never change, so a signed-in call checks it once and then only its expiry
  // (bench/api/README.md, "Fourth pass"). Whether the session still stands is asked of
  // the database on every call (plugins/auth.ts), never remembered here. A token is
  // remembered only once valid, and its nbf (if any) stays in the past: valid until exp.
  const verified = new Map<string, { claims: SessionClaims; exp: number }>();
  function remember(token: string, entry: { claims: SessionClaims; exp: number }): void {
    if (verified.size >= VERIFIED_TOKENS) verified.clear();
    verified.set(token, entry);
  }
  return {
    sign: ({ sub, roles, ver }) =>
      new SignJWT({ roles, ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(bytes),
    verify: async (token) => {
      const now = Math.floor(Date.now() / 1000);
      const known = verified.get(token);
      if (known) return known.exp > now ? known.claims : null;
      const payload = verifyHs256(token, key, now);
      if (!payload) return null;
      const { sub, roles, ver } = payload;
      if (
        typeof sub !== 'string' ||
        !UUID_PATTERN.test(sub) ||
        !Array.isArray(roles) ||
        typeof ver !== 'number'
      ) {
        return null;
      }
      const claims = { sub, roles: roles.map(String), ver };
      remember(token, { claims, exp: payload.exp as number });
      return claims;
    },
  };
}
