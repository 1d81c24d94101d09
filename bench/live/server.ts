// The real server of bench/live, in its own process (started by bench.ts): the app and its
// /live socket as main.ts starts them, on the database it is given (BENCH_DATABASE_URL, else
// PGlite files under BENCH_DATA_DIR), migrated and seeded with the demo accounts; it listens
// on a free loopback port and answers the bench over IPC (bench/api/protocol.ts).
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { seedDemo } from '../../packages/server/src/db/seed';
import { liveLayersWithout } from '../../packages/server/src/live/layers';
import { startLiveServer } from '../../packages/server/src/live/socket';
import { closeGracefully } from '../../packages/server/src/shutdown';
import { serveBench } from '../api/protocol';
import { BENCH_SECRETS } from '../api/secrets';

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
  // Every bench viewer connects from 127.0.0.1.
  LIVE_CONNECTIONS_PER_IP: '1000000',
  // BENCH_COALESCE_MS=0: every event on its own (`real-uncoalesced`); else the default window.
  ...(process.env.BENCH_COALESCE_MS ? { LIVE_COALESCE_MS: process.env.BENCH_COALESCE_MS } : {}),
  LOG_LEVEL: 'silent',
  // `real-2p`: processes sharing rooms, counters and heartbeats through Redis (decision 0047).
  ...(process.env.BENCH_REDIS_URL
    ? {
        REDIS_URL: process.env.BENCH_REDIS_URL,
        REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench:',
      }
    : {}),
});
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
await seedDemo(database.db, { publicUrl: config.publicUrl });
const app = await buildApp({ config, database });
// BENCH_LIVE_OFF: the layers of the host's path turned off (live/layers.ts), and
// `groupCommit` for group commit (decision 0042).
const off = (process.env.BENCH_LIVE_OFF ?? '').split(',').filter(Boolean);
const live = await startLiveServer(app, {
  corsOrigins: config.corsOrigins,
  redisUrl: config.redisUrl,
  layers: liveLayersWithout(off.filter((name) => name !== 'groupCommit').join(',')),
  groupCommit: { ...config.liveGroupCommit, on: !off.includes('groupCommit') },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
serveBench(url, () => closeGracefully({ app, live, database, graceMs: 10_000 }));
