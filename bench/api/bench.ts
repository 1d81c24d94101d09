// `pnpm bench api`: requests per second on loopback for POST /api/auth/login and
// GET /api/auth/me, beside a bare fastify route in the same run (the ceiling of this
// machine). The server runs on embedded PGlite with the demo seed, envelope off and on.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptBody } from '../../packages/domain/src/index';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../packages/server/src/db/seed';

type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};
type Autocannon = (options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

// autocannon and fastify are the server package's dependencies.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const autocannon = requireFromServer('autocannon') as Autocannon;
type BareServer = {
  get: (path: string, handler: () => Promise<unknown>) => void;
  listen: (options: { port: number; host: string }) => Promise<string>;
  close: () => Promise<void>;
};
const Fastify = requireFromServer('fastify') as () => BareServer;

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const API_KEY = 'bench-api-key';
const SECRET = 'bench-envelope-secret';

const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-api-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  API_KEY,
  ENVELOPE_SECRET: SECRET,
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
  AUTH_RATE_LIMIT: '1000000',
  AUTH_IP_RATE_LIMIT: '1000000',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ databaseUrl: undefined, dataDir });
await database.migrate();
await seedDemo(database.db, { publicUrl: config.publicUrl });
const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ success: true }));
const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

const credentials = { email: 'admin@runway.test', password: DEMO_PASSWORD, device_type: 'cms' };
const plain = { 'content-type': 'application/json', API_KEY, 'X-Envelope': 'off' };
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: plain,
  body: JSON.stringify(credentials),
});
const { token } = (await login.json()) as { token: string };

const runs: { name: string; options: Parameters<Autocannon>[0] }[] = [
  { name: 'GET /bare (bare fastify)', options: { url: `${bareBase}/bare` } as never },
  {
    name: 'GET /api/auth/me (plain JSON)',
    options: {
      url: `${base}/api/auth/me`,
      headers: { ...plain, authorization: `Bearer ${token}` },
    } as never,
  },
  {
    name: 'GET /api/auth/me (envelope)',
    options: {
      url: `${base}/api/auth/me`,
      headers: { API_KEY, authorization: `Bearer ${token}` },
    } as never,
  },
  {
    name: 'POST /api/auth/login (plain JSON)',
    options: {
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: plain,
      body: JSON.stringify(credentials),
    } as never,
  },
  {
    name: 'POST /api/auth/login (envelope)',
    options: {
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', API_KEY },
      body: JSON.stringify({ encryptBody: encryptBody(credentials, SECRET) }),
    } as never,
  },
];

console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, loopback, PGlite`);
const rows = [];
for (const run of runs) {
  const result = await autocannon({ ...run.options, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${run.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  rows.push({
    route: run.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
  });
}
console.table(rows);

await bare.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
