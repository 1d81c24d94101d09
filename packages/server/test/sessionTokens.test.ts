import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain';
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
});
