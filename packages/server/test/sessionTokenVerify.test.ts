import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from '../src/auth/sessionTokens';

const SECRET = 'test-jwt-secret-0123456789abcdef0123456789';
const bytes = new TextEncoder().encode(SECRET);
const NOW = 1_900_000_000;
const PROPERTY_TIMEOUT_MS = 30_000;
/** Claims the session accepts, so each refusal below has one cause only. */
const CLAIMS = { sub: '3b241101-e2bb-4255-8caf-4136c566a962', roles: ['admin'], ver: 1 };

// The check runs at a fixed time: every token below is dated around NOW.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW * 1000 });
});
afterEach(() => vi.useRealTimers());

/** A fresh verifier each time, so no token is answered from the verified-token cache. */
const verify = (token: string) => createSessionTokens(SECRET).verify(token);

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
});

describe("the session token check (jose's jwtVerify, HS256 only, exp required)", () => {
  it(
    'gives back the claims of any token jose signs with the secret',
    async () => {
      await fc.assert(
        fc.asyncProperty(claimsArbitrary, async (claims) => {
          const token = await jwt(claims)
            .setIssuedAt(NOW - 60)
            .setExpirationTime(NOW + 60)
            .sign(bytes);
          expect(await verify(token)).toEqual(claims);
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'refuses a forged token: any one character changed',
    async () => {
      const token = await jwt(CLAIMS)
        .setExpirationTime(NOW + 60)
        .sign(bytes);
      expect(await verify(token)).toEqual(CLAIMS);
      const signature = Buffer.from(token.split('.')[2]!, 'base64url');
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: token.length - 1 }),
          fc.constantFrom(...alphabet),
          async (at, character) => {
            fc.pre(token[at] !== character);
            const changed = token.slice(0, at) + character + token.slice(at + 1);
            // Another spelling of the same signature bytes (the last character's spare
            // bits) is no forgery: the signed header and payload are untouched.
            const signedPart = token.slice(0, token.lastIndexOf('.') + 1);
            const sameSignature =
              changed.startsWith(signedPart) &&
              Buffer.from(changed.slice(signedPart.length), 'base64url').equals(signature);
            fc.pre(!sameSignature);
            expect(await verify(changed)).toBeNull();
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('refuses another secret and foreign algorithms: none, HS512, RS256', async () => {
    const other = await jwt(CLAIMS)
      .setExpirationTime(NOW + 60)
      .sign(new TextEncoder().encode(`${SECRET}-other`));
    const hs512 = await jwt(CLAIMS, { alg: 'HS512' })
      .setExpirationTime(NOW + 60)
      .sign(bytes);
    const unsecured = new UnsecuredJWT(CLAIMS).setExpirationTime(NOW + 60).encode();
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await jwt(CLAIMS, { alg: 'RS256' })
      .setExpirationTime(NOW + 60)
      .sign(privateKey);
    const payload = { ...CLAIMS, exp: NOW + 60 };
    expect(await verify(handMade({ alg: 'HS256' }, payload))).toEqual(CLAIMS);
    expect(await verify(other)).toBeNull();
    expect(await verify(hs512)).toBeNull();
    expect(await verify(unsecured)).toBeNull();
    expect(await verify(rs256)).toBeNull();
    // The secret used as an HMAC key under another name (algorithm confusion).
    expect(await verify(handMade({ alg: 'none' }, payload))).toBeNull();
    expect(await verify(handMade({ alg: 'HS512' }, payload))).toBeNull();
    expect(await verify(handMade({ alg: 'RS256' }, payload))).toBeNull();
  });

  it('refuses a token that has expired, has no expiry, or is not valid yet', async () => {
    const expired = await jwt(CLAIMS).setExpirationTime(NOW).sign(bytes);
    const endless = await jwt(CLAIMS).sign(bytes);
    const stringExpiry = await jwt({ ...CLAIMS, exp: String(NOW + 60) }).sign(bytes);
    const early = await jwt(CLAIMS)
      .setExpirationTime(NOW + 120)
      .setNotBefore(NOW + 60)
      .sign(bytes);
    expect(await verify(expired)).toBeNull();
    expect(await verify(endless)).toBeNull();
    expect(await verify(stringExpiry)).toBeNull();
    expect(await verify(early)).toBeNull();
    vi.setSystemTime((NOW + 60) * 1000);
    expect(await verify(early)).toEqual(CLAIMS);
  });

  it('refuses a critical header extension, a subject that is no user id, and garbage', async () => {
    const payload = { ...CLAIMS, exp: NOW + 60 };
    const critical = handMade({ alg: 'HS256', crit: ['x-rl'], 'x-rl': 1 }, payload);
    const unencoded = handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, payload);
    expect(await verify(critical)).toBeNull();
    expect(await verify(unencoded)).toBeNull();
    expect(await verify(handMade({ alg: 'HS256' }, { ...payload, sub: 'admin' }))).toBeNull();
    expect(await verify(handMade({ alg: 'HS256' }, { ...payload, roles: 'admin' }))).toBeNull();
    for (const garbage of ['', 'a.b', 'a.b.c.d', '..', 'a b.c.d', '=.=.=']) {
      expect(await verify(garbage), garbage).toBeNull();
    }
  });

  it('signs with jose and verifies its own tokens (the session tokens)', async () => {
    const tokens = createSessionTokens(SECRET);
    const claims = { sub: '3b241101-e2bb-4255-8caf-4136c566a962', roles: ['designer'], ver: 3 };
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });
});
