import { createHmac, createSecretKey } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionTokens, verifyHs256 } from '../src/auth/sessionTokens';

const SECRET = 'test-jwt-secret-0123456789abcdef0123456789';
const bytes = new TextEncoder().encode(SECRET);
const key = createSecretKey(bytes);
const NOW = 1_900_000_000;
const PROPERTY_TIMEOUT_MS = 30_000;

function jwt(claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header });
}

/** A token signed with the secret whatever its header says (jose refuses to sign some). */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signed = `${encode(header)}.${encode(payload)}`;
  return `${signed}.${createHmac('sha256', bytes).update(signed).digest('base64url')}`;
}

const claimsArbitrary = fc.record({
  sub: fc.uuid(),
  roles: fc.array(fc.constantFrom('admin', 'member', 'designer', 'user')),
  ver: fc.integer({ min: 0, max: 1_000_000 }),
  extra: fc.jsonValue(),
});

describe('verifyHs256 (the session check, against jose)', () => {
  it(
    'gives back the claims of any token jose signs with the secret',
    async () => {
      await fc.assert(
        fc.asyncProperty(claimsArbitrary, async (claims) => {
          const token = await jwt(claims)
            .setIssuedAt(NOW - 60)
            .setExpirationTime(NOW + 60)
            .sign(bytes);
          expect(verifyHs256(token, key, NOW)).toEqual({
            ...JSON.parse(JSON.stringify(claims)),
            iat: NOW - 60,
            exp: NOW + 60,
          });
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'refuses a token with any one character changed',
    async () => {
      const token = await jwt({ sub: 'a', roles: ['admin'], ver: 1 })
        .setExpirationTime(NOW + 60)
        .sign(bytes);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
      fc.assert(
        fc.property(
          fc.nat({ max: token.length - 1 }),
          fc.constantFrom(...alphabet),
          (at, character) => {
            fc.pre(token[at] !== character);
            const changed = token.slice(0, at) + character + token.slice(at + 1);
            expect(verifyHs256(changed, key, NOW)).toBeNull();
          },
        ),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('refuses another secret, another algorithm, and an unsigned token', async () => {
    const claims = { sub: 'a', roles: ['admin'], ver: 1 };
    const other = await jwt(claims)
      .setExpirationTime(NOW + 60)
      .sign(new TextEncoder().encode(`${SECRET}-other`));
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime(NOW + 60)
      .sign(bytes);
    const unsecured = new UnsecuredJWT(claims).setExpirationTime(NOW + 60).encode();
    expect(verifyHs256(other, key, NOW)).toBeNull();
    expect(verifyHs256(hs512, key, NOW)).toBeNull();
    expect(verifyHs256(unsecured, key, NOW)).toBeNull();
  });

  it('refuses a token that has expired, has no expiry, or is not valid yet', async () => {
    const claims = { sub: 'a', roles: ['admin'], ver: 1 };
    const expired = await jwt(claims).setExpirationTime(NOW).sign(bytes);
    const endless = await jwt(claims).sign(bytes);
    const stringExpiry = await jwt({ ...claims, exp: String(NOW + 60) }).sign(bytes);
    const early = await jwt(claims)
      .setExpirationTime(NOW + 120)
      .setNotBefore(NOW + 60)
      .sign(bytes);
    expect(verifyHs256(expired, key, NOW)).toBeNull();
    expect(verifyHs256(endless, key, NOW)).toBeNull();
    expect(verifyHs256(stringExpiry, key, NOW)).toBeNull();
    expect(verifyHs256(early, key, NOW)).toBeNull();
    expect(verifyHs256(early, key, NOW + 60)).not.toBeNull();
  });

  it('refuses a critical header extension, another alg in the header, and garbage', () => {
    const payload = { sub: 'a', exp: NOW + 60 };
    expect(verifyHs256(handMade({ alg: 'HS256' }, payload), key, NOW)).toEqual(payload);
    const critical = handMade({ alg: 'HS256', crit: ['x-rl'], 'x-rl': 1 }, payload);
    const unencoded = handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, payload);
    const none = handMade({ alg: 'none' }, payload);
    expect(verifyHs256(critical, key, NOW)).toBeNull();
    expect(verifyHs256(unencoded, key, NOW)).toBeNull();
    expect(verifyHs256(none, key, NOW)).toBeNull();
    for (const garbage of ['', 'a.b', 'a.b.c.d', '..', 'a b.c.d', '=.=.=']) {
      expect(verifyHs256(garbage, key, NOW), garbage).toBeNull();
    }
  });

  it('signs with jose and verifies its own tokens (the session tokens)', async () => {
    const tokens = createSessionTokens(SECRET);
    const claims = { sub: '3b241101-e2bb-4255-8caf-4136c566a962', roles: ['designer'], ver: 3 };
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });
});
