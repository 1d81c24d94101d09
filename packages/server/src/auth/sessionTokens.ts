import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { isUuid } from '@runway-live/domain/access';
import { LRUCache } from 'lru-cache';

/** What a session token carries: the user, the roles it was issued for, the token version. */
export type SessionClaims = { sub: string; roles: string[]; ver: number };

const TOKEN_LIFETIME = '12h';

export type SessionTokens = {
  sign: (claims: SessionClaims) => Promise<string>;
  /**
   * The claims, or null for a bad, expired or foreign token, one without an expiry (it
   * would never end), or one whose subject is not a user id.
   */
  verify: (token: string) => Promise<SessionClaims | null>;
};

/**
 * The payload of a token jose's jwtVerify accepts: HS256 only (never `none`, another HMAC
 * or a public-key algorithm), signed with `key`, `exp` present and in the future, `nbf`
 * (if any) in the past. Null for anything else. The verified-token cache below makes this
 * a once-per-token cost.
 */
async function verifiedPayload(token: string, key: KeyObject): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return payload;
  } catch {
    return null;
  }
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
  const verified = new LRUCache<string, { claims: SessionClaims; exp: number }>({
    max: VERIFIED_TOKENS,
  });
  function remember(token: string, entry: { claims: SessionClaims; exp: number }): void {
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
      const payload = await verifiedPayload(token, key);
      if (!payload) return null;
      const { sub, roles, ver } = payload;
      if (
        // Anything but an id would reach the database as a cast error (500).
        !isUuid(sub) ||
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
