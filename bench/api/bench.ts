// `pnpm bench api`: requests per second on loopback for the console's hottest signed-in
// reads, GET /api/auth/me and GET /api/v2/colors?limit=20 as a designer (and POST
// /api/auth/login, argon2-bound by design), each beside a bare fastify route measured in
// the same run: the ratio to the bare route is the figure that counts on a shared machine.
//
// The API server and the bare route each run in their own child process (children.ts);
// autocannon runs here. The API server runs on embedded PGlite, then on PostgreSQL (a
// throwaway database rl_bench_<random>, dropped at the end; skipped with a note when the
// server is unreachable). Then the layer table: the signed-in reads again with each of
// decision 0010's layers turned off in turn (a server per layer, LAYER_<name>=off), beside
// the figures with all of them on, so each layer shows what it earns. Knobs: BENCH_SECONDS
// (5), BENCH_DB=pglite|postgres, BENCH_ROUTES=me-plain,colors-envelope,products-plain,…,
// BENCH_LAYERS=0 (no layer table), BENCH_PROFILE=1 (prints where each route's server time
// goes), DATABASE_URL (the PostgreSQL server to create the database on).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptBody } from '../../packages/domain/src/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import { startChild, type Child } from './children';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from './postgres';
import { summariseProfile } from './profile';
import { BENCH_SECRETS } from './secrets';

type AutocannonOptions = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};
// autocannon is the server package's dependency.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const autocannon = requireFromServer('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP = 1;
const CONNECTIONS = 10;
const TARGET = 0.2;
const PROFILE = process.env.BENCH_PROFILE === '1';
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const LAYER_TABLE = process.env.BENCH_LAYERS !== '0';

/**
 * Decision 0010's read layers, each turned off by its own server setting, and the reads
 * each one serves (by route key): kept pages are reference data's alone.
 */
const LAYERS = [
  { name: 'batching', setting: 'LAYER_BATCHING', serves: () => true },
  { name: 'kept rows', setting: 'LAYER_KEPT_ROWS', serves: () => true },
  { name: 'shared answers', setting: 'LAYER_SHARED_ANSWERS', serves: () => true },
  {
    name: 'kept pages',
    setting: 'LAYER_KEPT_PAGES',
    serves: (key: string) => key.startsWith('colors'),
  },
] as const;
/** A layer that earns less than this on some read it serves is a candidate for removal. */
const LAYER_GAIN = 0.1;
const POSTGRES_URL = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;

const plain = { API_KEY: BENCH_SECRETS.apiKey, 'X-Envelope': 'off' };
const sealed = { API_KEY: BENCH_SECRETS.apiKey };
const credentials = { email: DEMO_ACCOUNTS.designer.email, password: DEMO_PASSWORD };

type Route = {
  key: string;
  name: string;
  /** Held to ≥ TARGET × the bare route (login is argon2-bound on purpose: no target). */
  target: boolean;
  request: (origin: string, token: string) => Omit<AutocannonOptions, 'connections' | 'duration'>;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ROUTES: Route[] = [
  {
    key: 'health',
    name: 'GET /health (the app, no database, no key)',
    target: false,
    request: (origin) => ({ url: `${origin}/health` }),
  },
  {
    key: 'ready',
    name: 'GET /ready (the app, one select 1)',
    target: false,
    request: (origin) => ({ url: `${origin}/ready` }),
  },
  {
    key: 'me-plain',
    name: 'GET /api/auth/me (X-Envelope: off)',
    target: true,
    request: (origin, token) => ({
      url: `${origin}/api/auth/me`,
      headers: { ...plain, ...bearer(token) },
    }),
  },
  {
    key: 'me-envelope',
    name: 'GET /api/auth/me (envelope)',
    target: true,
    request: (origin, token) => ({
      url: `${origin}/api/auth/me`,
      headers: { ...sealed, ...bearer(token) },
    }),
  },
  {
    key: 'colors-plain',
    name: 'GET /api/v2/colors?limit=20 (X-Envelope: off)',
    target: true,
    request: (origin, token) => ({
      url: `${origin}/api/v2/colors?limit=20`,
      headers: { ...plain, ...bearer(token) },
    }),
  },
  {
    key: 'colors-envelope',
    name: 'GET /api/v2/colors?limit=20 (envelope)',
    target: true,
    request: (origin, token) => ({
      url: `${origin}/api/v2/colors?limit=20`,
      headers: { ...sealed, ...bearer(token) },
    }),
  },
  {
    // For scale, no target: a designer's own products are scoped, so unlike the reference
    // data above they are read from the database on every call (decision 0010).
    key: 'products-plain',
    name: "GET /api/v2/products?limit=20 (X-Envelope: off, the designer's own)",
    target: false,
    request: (origin, token) => ({
      url: `${origin}/api/v2/products?limit=20`,
      headers: { ...plain, ...bearer(token) },
    }),
  },
  {
    key: 'login-plain',
    name: 'POST /api/auth/login (X-Envelope: off)',
    target: false,
    request: (origin) => ({
      url: `${origin}/api/auth/login`,
      method: 'POST',
      headers: { ...plain, 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, device_type: 'cms' }),
    }),
  },
  {
    key: 'login-envelope',
    name: 'POST /api/auth/login (envelope)',
    target: false,
    request: (origin) => ({
      url: `${origin}/api/auth/login`,
      method: 'POST',
      headers: { ...sealed, 'content-type': 'application/json' },
      body: JSON.stringify({
        encryptBody: encryptBody({ ...credentials, device_type: 'cms' }, BENCH_SECRETS.envelope),
      }),
    }),
  },
];
const wantedRoutes = process.env.BENCH_ROUTES?.split(',');
const routes = ROUTES.filter((route) => !wantedRoutes || wantedRoutes.includes(route.key));

type Measured = {
  reqPerSec: number;
  p50: number;
  p99: number;
  userPerReq: number;
  systemPerReq: number;
};

/** A warm-up, then the measured run; the server's CPU time per call from its own counter. */
async function measure(
  name: string,
  child: Child,
  request: Omit<AutocannonOptions, 'connections' | 'duration'>,
  onMeasuredRun?: { before: () => Promise<void>; after: (requests: number) => Promise<void> },
): Promise<Measured> {
  await autocannon({ ...request, connections: CONNECTIONS, duration: WARM_UP });
  await onMeasuredRun?.before();
  const cpuBefore = await child.cpuMicros();
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
  const cpuAfter = await child.cpuMicros();
  await onMeasuredRun?.after(result.requests.total);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    userPerReq: (cpuAfter.user - cpuBefore.user) / result.requests.total,
    systemPerReq: (cpuAfter.system - cpuBefore.system) / result.requests.total,
  };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { ...plain, 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, device_type: 'cms' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

type Row = Record<string, string | number>;

function row(name: string, figures: Measured, bare: number | null, target: boolean): Row {
  const ratio = bare === null ? null : figures.reqPerSec / bare;
  return {
    route: name,
    'req/s': Math.round(figures.reqPerSec),
    'p50 ms': figures.p50,
    'p99 ms': figures.p99,
    'server CPU µs/req': `${Math.round(figures.userPerReq + figures.systemPerReq)} (${Math.round(figures.systemPerReq)} sys)`,
    '× bare': ratio === null ? '' : ratio.toFixed(2) + (target && ratio < TARGET ? ' (< 0.2)' : ''),
  };
}

/** Every route on one database, the bare route measured before and after them. */
async function benchDatabase(label: string, bare: Child, env: Record<string, string>) {
  const server = await startChild('server.ts', env);
  const measured: { route: Route; figures: Measured }[] = [];
  let below: number;
  try {
    const token = await signIn(server.url);
    const bareRequest = { url: bare.url };
    const before = await measure('bare', bare, bareRequest);
    for (const route of routes) {
      let profile: unknown = null;
      let requests = 0;
      const figures = await measure(
        route.name,
        server,
        route.request(server.url, token),
        PROFILE
          ? {
              before: () => server.startProfile(),
              after: async (total) => {
                requests = total;
                profile = await server.stopProfile();
              },
            }
          : undefined,
      );
      measured.push({ route, figures });
      if (profile) {
        const summary = summariseProfile(profile as Parameters<typeof summariseProfile>[0], {
          requests,
        });
        console.log(`\n[${label}] ${route.name}: where the server's time went\n${summary.text}`);
      }
    }
    const after = await measure('bare', bare, bareRequest);
    const bareReqPerSec = (before.reqPerSec + after.reqPerSec) / 2;
    console.log(
      `\n${label}: autocannon, ${CONNECTIONS} connections, ${WARM_UP} s warm-up + ${DURATION} s each, loopback${PROFILE ? ' (profiler on: slower)' : ''}`,
    );
    console.table([
      row('GET /bare (bare fastify), before', before, null, false),
      ...measured.map(({ route, figures }) =>
        row(route.name, figures, bareReqPerSec, route.target),
      ),
      row('GET /bare (bare fastify), after', after, null, false),
    ]);
    below = measured.filter(
      ({ route, figures }) => route.target && figures.reqPerSec / bareReqPerSec < TARGET,
    ).length;
  } finally {
    await server.stop();
  }
  if (LAYER_TABLE) await layerTable(label, env, measured);
  return below;
}

/**
 * The signed-in reads (the routes with a target) with each layer off, one server per
 * layer, beside the figures with all on: `req/s (all on +N%)`, the share all-on serves
 * more than without the layer.
 */
async function layerTable(
  label: string,
  env: Record<string, string>,
  allOn: { route: Route; figures: Measured }[],
) {
  const reads = allOn.filter(({ route }) => route.target);
  if (reads.length === 0) return;
  const columns = new Map<string, Map<string, number>>();
  for (const layer of LAYERS) {
    const server = await startChild('server.ts', { ...env, [layer.setting]: 'off' });
    try {
      const token = await signIn(server.url);
      const figures = new Map<string, number>();
      for (const { route } of reads.filter(({ route }) => layer.serves(route.key))) {
        const { reqPerSec } = await measure(
          `${route.name}, ${layer.name} off`,
          server,
          route.request(server.url, token),
        );
        figures.set(route.key, reqPerSec);
      }
      columns.set(layer.name, figures);
    } finally {
      await server.stop();
    }
  }
  console.log(`\n${label}: req/s with each layer off (${layers()}), and what all-on serves more`);
  console.table(
    reads.map(({ route, figures }) => {
      const cells: Row = { route: route.name, 'all on': Math.round(figures.reqPerSec) };
      for (const layer of LAYERS) {
        const off = columns.get(layer.name)?.get(route.key);
        if (off === undefined) {
          cells[`${layer.name} off`] = '(not used)';
          continue;
        }
        const gain = off > 0 ? figures.reqPerSec / off - 1 : 0;
        const sign = gain >= 0 ? '+' : '−';
        cells[`${layer.name} off`] =
          `${Math.round(off)} (${sign}${Math.abs(Math.round(gain * 100))}%${gain < LAYER_GAIN ? ', < 10%' : ''})`;
      }
      return cells;
    }),
  );
}

const layers = () => LAYERS.map((layer) => `${layer.setting}=off`).join(', ');

const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-api-'));
const bare = await startChild('bare.ts');
let belowTarget = 0;
try {
  if (DATABASES.includes('pglite')) {
    belowTarget += await benchDatabase('PGlite', bare, { BENCH_DATA_DIR: dataDir });
  }
  if (DATABASES.includes('postgres')) {
    const database = await createThrowawayDatabase(POSTGRES_URL);
    if ('unreachable' in database) {
      console.log(
        `\nPostgreSQL skipped: ${POSTGRES_URL} is unreachable (${database.unreachable}).`,
      );
    } else {
      try {
        belowTarget += await benchDatabase(`PostgreSQL (${database.name})`, bare, {
          BENCH_DATA_DIR: dataDir,
          BENCH_DATABASE_URL: database.url,
        });
      } finally {
        await database.drop();
      }
    }
  }
} finally {
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  belowTarget === 0
    ? `\nEvery measured read serves at least ${TARGET} × the bare route.`
    : `\n${belowTarget} measured read(s) serve less than ${TARGET} × the bare route.`,
);
