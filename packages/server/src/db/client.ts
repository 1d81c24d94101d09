import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What services take: the same query builder on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** A cheap round trip, for GET /ready. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The migrations folder: ./drizzle beside the package in development and tests, and
 * ./drizzle beside dist/main.js in the build (tsup copies it there).
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return here.endsWith('dist') ? join(here, 'drizzle') : resolve(here, '../../drizzle');
}

/**
 * A PGlite database with the extensions the migrations use (pg_trgm: the search indexes of
 * 0004_looks.sql). Every PGlite the server or its tests open goes through here, so a data
 * directory whose indexes need pg_trgm is never opened without it.
 */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { ...options.extensions, pg_trgm } });
}

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query fails
  // and /ready reports it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite files under DATA_DIR/pglite. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await createPglite(dir);
  return fromPglite(client);
}
