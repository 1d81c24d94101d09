import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { designers, users } from '../src/db/schema';
import { countQueries } from './support/countQueries';
import {
  createTestApp,
  lastLink,
  TEST_API_KEY,
  tokenOfLink,
  type TestApp,
} from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function signIn(email: string, password: string): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, device_type: 'cms' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** A register-wizard designer, its e-mail verified through the mailed link, signed in. */
async function newDesigner(email: string): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: '/api/v2/auth/web-user',
    payload: { firstName: 'Session', email, password: 'long-enough-1' },
  });
  expect(response.statusCode).toBe(200);
  const verified = await t.call({
    method: 'POST',
    url: '/api/auth/verify_email',
    payload: { hashedEmailCode: tokenOfLink(lastLink(t, email, '/auth/verify-email/')) },
  });
  expect(verified.statusCode).toBe(200);
  return signIn(email, 'long-enough-1');
}

/** /me loads the designer profile with the session; the list reads the user alone. */
const SIGNED_IN_READS = ['/api/auth/me', '/api/v2/colors?limit=20'];

describe('the session check on every signed-in call (#11, faster signed-in reads)', () => {
  it('answers GET /api/auth/me from one query, and reads a changed profile at once', async () => {
    const token = await t.tokenOf('designer');
    // Straight to the app: t.call also sends the mail outbox, which is a query of its own.
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { api_key: TEST_API_KEY, 'x-envelope': 'off', authorization: `Bearer ${token}` },
      });
    await me();
    let queries = countQueries();
    const first = await me();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.designer).toMatchObject({ brandName: expect.any(String) });
    expect(queries()).toBe(1);
    vi.restoreAllMocks();

    // A write to the profile from anywhere (here straight into the table) is in the next answer.
    const { _id: id } = first.json().user;
    const changed = await t.database.db
      .update(designers)
      .set({ brandName: 'Renamed Atelier' })
      .where(eq(designers.userId, id))
      .returning();
    expect(changed).toHaveLength(1);
    queries = countQueries();
    const renamed = await me();
    expect(renamed.json().user.designer.brandName).toBe('Renamed Atelier');
    expect(queries()).toBe(1);
    vi.restoreAllMocks();
    queries = countQueries();
    expect((await me()).json().user.designer.brandName).toBe('Renamed Atelier');
    expect(queries()).toBe(1);
  });

  it('answers GET /api/auth/me for an admin, who has no designer profile', async () => {
    const token = await t.tokenOf('admin');
    const response = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ roles: ['admin'], designer: null });
  });

  it('still ends a session at once when its token version moves (password change, reset)', async () => {
    const token = await newDesigner('session-version@brand.test');
    for (const url of SIGNED_IN_READS) {
      expect((await t.call({ method: 'GET', url, token })).statusCode, url).toBe(200);
    }
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.email, 'session-version@brand.test'));
    for (const url of SIGNED_IN_READS) {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(apiMessages.sessionExpired);
    }
  });

  it('still ends a session at once when its roles change', async () => {
    const token = await newDesigner('session-roles@brand.test');
    await t.database.db
      .update(users)
      .set({ roles: ['user'] })
      .where(eq(users.email, 'session-roles@brand.test'));
    for (const url of SIGNED_IN_READS) {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(apiMessages.sessionExpired);
    }
  });

  it('ends the session of a suspended account at once, saying why', async () => {
    const token = await newDesigner('session-suspended@brand.test');
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.email, 'session-suspended@brand.test'));
    for (const url of SIGNED_IN_READS) {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(apiMessages.accountSuspended);
    }
  });

  it('checks the sessions of calls that arrive together with one query, each with its own account', async () => {
    const designer = await t.tokenOf('designer');
    const admin = await t.tokenOf('admin');
    const known = [designer, admin].map((token) =>
      t.call({ method: 'GET', url: '/api/auth/me', token }),
    );
    await Promise.all(known);
    const queries = countQueries();
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { api_key: TEST_API_KEY, 'x-envelope': 'off', authorization: `Bearer ${token}` },
      });
    const answers = await Promise.all([me(designer), me(admin), me(designer)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().user.email)).toEqual([
      'designer@runway.test',
      'admin@runway.test',
      'designer@runway.test',
    ]);
    expect(answers[1]!.json().user.designer).toBeNull();
    expect(queries()).toBe(1);
  });

  it('ends a revoked session even when its call shares the check with others', async () => {
    const revoked = await newDesigner('session-batch@brand.test');
    const other = await t.tokenOf('designer');
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.email, 'session-batch@brand.test'));
    const answers = await Promise.all(
      [other, revoked, other].map((token) => t.call({ method: 'GET', url: '/api/auth/me', token })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200]);
  });
});
