import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

/**
 * Counts the queries the app sends to the database from now on, whichever driver the run
 * uses (PGlite or a PostgreSQL pool); `vi.restoreAllMocks()` stops counting.
 */
export function countQueries(): () => number {
  const pglite = vi.spyOn(PGlite.prototype, 'query');
  const pool = vi.spyOn(pg.Pool.prototype, 'query');
  return () => pglite.mock.calls.length + pool.mock.calls.length;
}
