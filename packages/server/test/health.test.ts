import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, products, users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and docs', () => {
  it('answers /health once migrated and /ready after asking the database', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.driver });
  });

  it('answers /ready with 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('unavailable');
    const call = await other.call({ method: 'GET', url: '/api/miscellaneous?db=1' });
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual({
      success: false,
      message: 'The database is unavailable. Please try again shortly.',
    });
    await other.app.close();
  });

  it('serves the OpenAPI document at /docs/json with the auth calls in it', async () => {
    const docs = await t.app.inject({ url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/auth/login');
    expect(paths).toContain('/api/v2/auth/check_email');
    const doc = docs.json<{
      paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
    }>();
    expect(doc.paths['/api/v2/user/runwayuser']?.post?.description).toContain('Access: admin.');
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([{ apiKey: [] }]);
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the demo seed', () => {
  it('adds nothing the second time', async () => {
    const db = t.database.db;
    const count = async () =>
      (await db.$count(users)) +
      (await db.$count(products)) +
      (await db.$count(orders)) +
      (await db.$count(categories));
    const before = await count();
    expect(before).toBeGreaterThan(90);
    expect(await seedDemo(t.database.db, { publicUrl: t.config.publicUrl })).toBe(false);
    expect(await count()).toBe(before);
  });
});
