import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRows } from '../src/auth/sessionRows';
import { fromPostgres } from '../src/db/client';
import { listColors } from '../src/modules/colors/service';

afterEach(() => vi.restoreAllMocks());

/**
 * The names the hot reads give their statements on a PostgreSQL pool. No server is needed:
 * the pool's query is answered here, as an empty result, before it would connect.
 */
async function statementNames(preparedStatements: boolean): Promise<unknown[]> {
  const query = vi
    .spyOn(pg.Pool.prototype, 'query')
    .mockImplementation((async () => ({ rows: [], fields: [], rowCount: 0 })) as never);
  const handle = fromPostgres('postgres://nobody@127.0.0.1:1/none', { preparedStatements });
  const ctx = { database: handle } as Parameters<typeof listColors>[0];
  await sessionRows(handle.db)('01890000-0000-7000-8000-000000000000');
  await listColors(ctx, { page: 1, limit: 20, search: '' }, 1);
  await handle.close();
  return query.mock.calls.map(([config]) => (config as { name?: string }).name);
}

describe('DB_PREPARED_STATEMENTS', () => {
  it('names the session check and list statements by default', async () => {
    const names = await statementNames(true);
    expect(names).toContain('session_rows_by_ids');
    expect(names.some((name) => typeof name === 'string' && name.startsWith('list_page_'))).toBe(
      true,
    );
  });

  it('sends every statement unnamed when off, as a transaction-mode pooler needs', async () => {
    const names = await statementNames(false);
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.every((name) => !name)).toBe(true);
  });
});
