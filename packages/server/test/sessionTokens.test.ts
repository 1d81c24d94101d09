import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from '../src/auth/sessionTokens';
import { apiMessages } from '@runway-live/domain/api';
import { users, type UserRow } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(users).where(eq(users.email, 'admin@runway.test'));
  admin = rows[0]!;
});
afterAll(() => t.close());

/** A token signed with the server's own secret, so only the claims can be wrong. */
function signed(claims: { sub?: string; roles: string[]; ver: number }, expires: boolean) {
  let jwt = new SignJWT({ roles: claims.roles, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt();
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (expires) jwt = jwt.setExpirationTime('1h');
  return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe('session tokens', () => {
  it('accepts a well-formed token signed with the secret (the control case)', async () => {
    const token = await signed(
      { sub: admin.id, roles: admin.roles, ver: admin.tokenVersion },
      true,
    );
    const response = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(response.statusCode).toBe(200);
  });

  it('#10.10 refuses a signed token without exp with 401', async () => {
    const token = await signed(
      { sub: admin.id, roles: admin.roles, ver: admin.tokenVersion },
      false,
    );
    const response = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: apiMessages.sessionExpired });
  });

  it('#10.10 answers 401, not 500, to a signed token whose sub is not a UUID', async () => {
    for (const sub of ['not-a-uuid', "1' or '1'='1", '']) {
      const token = await signed({ sub, roles: admin.roles, ver: admin.tokenVersion }, true);
      const response = await t.call({ method: 'GET', url: '/api/auth/me', token });
      expect(response.statusCode, sub).toBe(401);
    }
  });

  it('refuses a signed token without sub with 401', async () => {
    const token = await signed({ roles: admin.roles, ver: admin.tokenVersion }, true);
    const response = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(response.statusCode).toBe(401);
  });

  describe('verified tokens are remembered only until they expire', () => {
    afterEach(() => vi.useRealTimers());

    it('refuses a remembered token once its expiry has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T09:00:00Z') });
      const tokens = createSessionTokens('a-secret-of-enough-length-for-the-test');
      const claims = { sub: admin.id, roles: ['admin'], ver: 3 };
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toEqual(claims);
      vi.setSystemTime(new Date('2026-11-22T20:59:59Z'));
      expect(await tokens.verify(token)).toEqual(claims);
      // Signed for 12 hours: at 21:00 it has expired, remembered or not.
      vi.setSystemTime(new Date('2026-11-22T21:00:00Z'));
      expect(await tokens.verify(token)).toBeNull();
    });

    it('never lets a changed token through because its original was remembered', async () => {
      const tokens = createSessionTokens('a-secret-of-enough-length-for-the-test');
      const token = await tokens.sign({ sub: admin.id, roles: ['admin'], ver: 0 });
      expect(await tokens.verify(token)).not.toBeNull();
      const [header, payload, signature] = token.split('.');
      const forged = `${header}.${Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
          roles: ['admin', 'designer'],
        }),
      ).toString('base64url')}.${signature}`;
      expect(await tokens.verify(forged)).toBeNull();
      const other = createSessionTokens('another-secret-of-enough-length-here');
      expect(await other.verify(token)).toBeNull();
    });
  });
});
