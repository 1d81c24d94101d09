import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

const EMAIL = 'leaky.person@private.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const LINK_TOKEN = 'Qm9ndXMtcmVzZXQtdG9rZW4tZm9yLXRoZS1sb2ctdGVzdA';

describe('#10.7 the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: { write: (line) => lines.push(line) },
        routes: (app) => {
          // A failing insert, as a flow would make it: the row carries an e-mail and a hash.
          app.post('/api/test/failing-insert', { config: { access: 'public' } }, async () => {
            await t.database.db
              .insert(users)
              .values({ email: EMAIL, passwordHash: HASH, roles: sql`null` });
            return { success: true };
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('#10.7 keeps SQL parameters, hashes, e-mails, tokens and keys out of every line', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/test/failing-insert',
      headers: { api_key: TEST_API_KEY, authorization: `Bearer ${BEARER}`, 'x-envelope': 'off' },
      payload: { email: EMAIL },
    });
    expect(failed.statusCode).toBe(500);
    await t.app.inject({
      method: 'GET',
      url: `/auth/reset-password/${LINK_TOKEN}?email=${encodeURIComponent(EMAIL)}`,
    });

    const log = lines.join('');
    for (const secret of [EMAIL, 'private.test', '$argon2id$', BEARER, TEST_API_KEY, LINK_TOKEN]) {
      expect(log).not.toContain(secret);
    }
    // The failure is logged, with what an operator needs to find it.
    const failure = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'request failed');
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '23502' } });
    expect(failure?.err.message).toContain('Failed query: insert into "users"');
    expect(log).toContain('/auth/reset-password/[redacted]?email');
  });
});
