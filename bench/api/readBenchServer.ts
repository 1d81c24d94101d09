// The API server of a read bench (bench/catalogue, bench/events), in its own process: migrates
// and seeds the database it is given (BENCH_DATABASE_URL, else PGlite files under
// BENCH_DATA_DIR), lets the bench fill in its rows, prints the query plan of every measured
// read with the indexes it uses, then listens on a free loopback port.
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase, type Database } from '../../packages/server/src/db/client';
import { seedDemo } from '../../packages/server/src/db/seed';
import { explainReads } from './explainReads';
import { serveBench } from './protocol';
import type { BenchRead } from './readBench';
import { BENCH_SECRETS } from './secrets';

export async function startReadBenchServer({
  fill,
  reads,
  tables,
}: {
  /** The bench's rows, made in the database after the demo seed. */
  fill: (db: Database) => Promise<void>;
  reads: BenchRead[];
  /** The queries worth a plan: those reading the bench's tables. */
  tables: RegExp;
}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    API_KEY: BENCH_SECRETS.apiKey,
    ENVELOPE_SECRET: BENCH_SECRETS.envelope,
    JWT_SECRET: BENCH_SECRETS.jwt,
    AUTH_RATE_LIMIT: '1000000',
    AUTH_IP_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const driver = database.driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
  await database.migrate();
  await seedDemo(database.db, { publicUrl: config.publicUrl });
  await fill(database.db);
  const app = await buildApp({ config, database });
  await app.ready();
  await explainReads(app, database.db, reads, tables, driver);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  serveBench(url, async () => {
    await app.close();
    await database.close();
  });
}
