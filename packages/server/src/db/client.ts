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

/** PostgreSQL's `date` type. */
const DATE_OID = 1082;
const asText = (value: string) => value;
/**
 * A calendar date stays its 'yyyy-MM-dd' text in raw queries too (drizzle's own queries
 * already do so): the drivers' default reads it with `new Date`, which takes year 0026 for
 * another date and turns a date into a moment.
 */
const CALENDAR_DATE_PARSER = { [DATE_OID]: asText };

/**
 * A PGlite database with the extensions the migrations use (pg_trgm: the search indexes of
 * 0004_looks.sql). Every PGlite the server or its tests open goes through here, so a data
 * directory whose indexes need pg_trgm is never opened without it.
 */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...options,
    parsers: { ...options.parsers, ...CALENDAR_DATE_PARSER },
    extensions: { ...options.extensions, pg_trgm },
  });
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

/**
 * The databases whose hot statements are sent unnamed (DB_PREPARED_STATEMENTS=off). A named
 * prepared statement lives on one server connection; behind a transaction-mode pooler
 * (PgBouncer's `pool_mode = transaction`) the next call may get another connection, which
 * has never seen it ("prepared statement … does not exist"). Unnamed, each call is parsed
 * again, on whichever connection it gets.
 */
const unnamed = new WeakSet<object>();

/**
 * The name to `.prepare()` a statement with on `db`: `name`, or '' (node-postgres's unnamed
 * statement) when prepared statements are off.
 */
export function statementName(db: Database, name: string): string {
  return unnamed.has(db) ? '' : name;
}

export function fromPostgres(
  connectionString: string,
  options: { preparedStatements?: boolean } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? asText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query fails
  // and /ready reports it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  if (options.preparedStatements === false) unnamed.add(db);
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
  /** False behind a transaction-mode pooler (PostgreSQL only; PGlite has one connection). */
  preparedStatements?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, options);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await createPglite(dir);
  return fromPglite(client);
}
