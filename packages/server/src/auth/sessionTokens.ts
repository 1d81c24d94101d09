import { jwtVerify, SignJWT } from 'jose';

/** What a session token carries: the user, the roles it was issued for, the token version. */
export type SessionClaims = { sub: string; roles: string[]; ver: number };

const TOKEN_LIFETIME = '12h';

/** The users table's ids; anything else would reach the database as a cast error (500). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionTokens = {
  sign: (claims: SessionClaims) => Promise<string>;
  /**
   * The claims, or null for a bad, expired or foreign token, one without an expiry (it
   * would never end), or one whose subject is not a user id.
   */
  verify: (token: string) => Promise<SessionClaims | null>;
};

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, roles, ver }) =>
      new SignJWT({ roles, ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, roles, ver } = payload;
        if (
          typeof sub !== 'string' ||
          !UUID_PATTERN.test(sub) ||
          !Array.isArray(roles) ||
          typeof ver !== 'number'
        ) {
          return null;
        }
        return { sub, roles: roles.map(String), ver };
      } catch {
        return null;
      }
    },
  };
}
