import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { createTestApp, type TestApp } from './support/testApp';

// A fault drill (issue 34) only PostgreSQL can have: its database refuses connections and
// drops the app's, then comes back. The app answers 503 meanwhile and recovers by itself.
let t: TestApp;
let admin: pg.Client;
let name: string;
beforeAll(async () => {
  t = await createTestApp();
  // The clone this file's app runs on (a random name per test app).
  const answer = (await t.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  name = answer.rows[0]!.name;
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`alter database "${name}" allow_connections true`).catch(() => undefined);
  await admin.end();
  await t.close();
});

// A public read that asks the database.
const reference = () => t.call({ method: 'GET', url: '/api/miscellaneous?db=1' });

describe('the database going away', () => {
  it('answers 503 with a message while it is gone, and recovers without a restart', async () => {
    expect((await reference()).statusCode).toBe(200);

    await admin.query(`alter database "${name}" allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    const refused = await reference();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: apiMessages.databaseUnavailable });

    await admin.query(`alter database "${name}" allow_connections true`);
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
    const back = await reference();
    expect(back.statusCode, back.body).toBe(200);
  });
});
