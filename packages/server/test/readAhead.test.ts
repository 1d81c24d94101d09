import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { users } from '../src/db/schema';
import { ALL_READ_LAYERS, setReadLayers } from '../src/resources/readLayers';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * The designers list is read beside the session check (resources/readAhead.ts): started
 * only for a token whose verified claims may list designers, and dropped unsent when the
 * session check refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  setReadLayers(ALL_READ_LAYERS);
});

function countQueries(): () => number {
  const pglite = vi.spyOn(PGlite.prototype, 'query');
  const pool = vi.spyOn(pg.Pool.prototype, 'query');
  return () => pglite.mock.calls.length + pool.mock.calls.length;
}

const list = async (token: string, query = '?limit=2') =>
  t.call({ method: 'GET', url: `/api/v2/designers${query}`, token });

/** The queries one call sends, with the read ahead on and then off. */
async function queriesOf(call: () => Promise<unknown>): Promise<{ on: number; off: number }> {
  const count = async () => {
    const queries = countQueries();
    await call();
    vi.restoreAllMocks();
    return queries();
  };
  const on = await count();
  setReadLayers({ ...ALL_READ_LAYERS, readAhead: false });
  const off = await count();
  setReadLayers(ALL_READ_LAYERS);
  return { on, off };
}

describe('the designers list read ahead of the session check', () => {
  it('answers as the list read after the session check does', async () => {
    const token = await t.tokenOf('admin');
    const ahead = await list(token);
    setReadLayers({ ...ALL_READ_LAYERS, readAhead: false });
    const after = await list(token);
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json()).toEqual(after.json());
    expect(ahead.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(2);
  });

  it('starts no read for a token whose claims may not list designers', async () => {
    const token = await t.tokenOf('designer');
    const { on, off } = await queriesOf(async () => {
      expect((await list(token)).statusCode).toBe(403);
    });
    expect(on).toBe(off);
  });

  it('starts no read for a query the route refuses', async () => {
    const token = await t.tokenOf('admin');
    const { on, off } = await queriesOf(async () => {
      expect((await list(token, '?limit=nope')).statusCode).toBe(400);
    });
    expect(on).toBe(off);
  });

  it('drops the read unsent when the session check refuses a revoked session', async () => {
    const token = await t.tokenOf('staff');
    expect((await list(token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, await t.idOf('staff')));
    const { on, off } = await queriesOf(async () => {
      const answer = await list(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(apiMessages.sessionExpired);
      expect(answer.body).not.toContain('items');
    });
    // Started beside the check, and its page never left the server.
    expect(on).toBe(off + 1);
  });
});
