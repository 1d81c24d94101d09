// The API server under test, in its own process (started by bench.ts): migrates and seeds
// the database it is given (BENCH_DATABASE_URL, else PGlite files under BENCH_DATA_DIR),
// then listens on a free loopback port, with the read layers its LAYER_* variables leave on. The seed is idempotent, so a second child on the
// same database (the profiler starts one per route) adds nothing.
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { seedDemo } from '../../packages/server/src/db/seed';
import { BENCH_SECRETS } from './secrets';
import { serveBench } from './protocol';

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
  // A request log line per call would be measured too; the bench measures the API itself.
  LOG_LEVEL: 'silent',
  // The read layer bench.ts turns off for its layer table (LAYER_BATCHING=off, …).
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('LAYER_'))),
});
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
await seedDemo(database.db, { publicUrl: config.publicUrl });
const app = await buildApp({ config, database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
serveBench(url, async () => {
  await app.close();
  await database.close();
});
