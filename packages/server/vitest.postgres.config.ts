import { existsSync } from 'node:fs';
import { defineProject } from 'vitest/config';
import server from './vitest.config';

/**
 * 'server:postgres': the server tests that prove something only PostgreSQL can show, run a
 * second time on it (root vitest.config.ts adds this project when DATABASE_URL is set).
 * Everything else runs once, on PGlite, in the 'server' project: the same SQL through the
 * same drizzle code, so a second run would prove nothing new and cost as much again.
 * A new test file joins this list when it tests one of these three things.
 */
const POSTGRES_TESTS = {
  /** Races: PGlite runs one transaction at a time, so only PostgreSQL has real concurrency. */
  races: [
    'accountRaces',
    'carouselTimes',
    'checkoutRaces',
    'couponRaces',
    'orderDeskRaces',
    'containers',
    'events',
    'import',
    'importKill',
    'live',
    'liveGroupCommit',
    'liveLimits',
    'looks',
    'members',
    'orderOps',
    'people',
    'productAvailability',
    'products',
    'productsImport',
    'subscription',
    'webPluginRaces',
  ],
  /** SQL behaviour: row versions, triggers, constraint errors, transactions, migrations. */
  sql: [
    // The audit log's trigger, its append-only refusal, and each pooled transaction's actor.
    'audit',
    'foreignKeyViolations',
    'live.webEvent',
    'lists',
    'mailOutbox',
    'readLayers',
    // The reports' raw SQL (date_trunc by minute, lateral joins, bigint sums) on both drivers.
    'reportsEvents',
    'referenceMigration',
    'sessionCheck',
    'uniqueViolations',
    'viewerSessionsMigration',
  ],
  /** The adapter: the pg pool, its prepared statements and the database it reports. */
  adapter: ['health', 'preparedStatements'],
};

export const postgresTestFiles = Object.values(POSTGRES_TESTS)
  .flat()
  .map((name) => `test/${name}.test.ts`);
// A renamed or removed file must not silently leave PostgreSQL's list.
for (const file of postgresTestFiles) {
  if (!existsSync(new URL(file, import.meta.url))) {
    throw new Error(`vitest.postgres.config.ts lists ${file}, which does not exist`);
  }
}

export default defineProject({
  ...server,
  test: {
    ...server.test,
    name: 'server:postgres',
    env: { RL_TEST_DRIVER: 'postgres' },
    // The listed files, and those that only PostgreSQL can run (*.postgres.test.ts).
    include: [...postgresTestFiles, 'test/**/*.postgres.test.ts'],
    exclude: [],
    // Few files, one of them replacing a module: each in a fresh module graph.
    isolate: true,
  },
});
