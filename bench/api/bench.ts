// `pnpm bench api`: requests per second on loopback for the console's hottest signed-in
// reads, GET /api/auth/me and GET /api/v2/colors?limit=20 as a designer, the designers list
// as an admin (and POST /api/auth/login, argon2-bound by design), each beside a bare
// fastify route measured in the same run: the ratio to the bare route is the figure that
// counts on a shared machine (routes.ts: what each is held to).
//
// The API server and the bare route each run in their own child process (children.ts);
// autocannon runs here (measure.ts). The API server runs on embedded PGlite, then on
// PostgreSQL (a throwaway database rl_bench_<random>, dropped at the end; skipped with a
// note when the server is unreachable). Then the layer table (layerRuns.ts): the signed-in
// reads with each of decision 0010's layers off alone, interleaved with all on over several
// runs. Knobs: BENCH_SECONDS (5), BENCH_DB=pglite|postgres,
// BENCH_ROUTES=me-plain,colors-envelope,designers-plain,…, BENCH_LAYERS=0 (no layer table),
// BENCH_LAYER_RUNS (5), BENCH_PROFILE=1 (prints where each route's server time goes),
// DATABASE_URL (the PostgreSQL server to create the database on).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, type Child } from './children';
import { layerRuns } from './layerRuns';
import { CONNECTIONS, DURATION, measure, WARM_UP, type Measured } from './measure';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from './postgres';
import { summariseProfile } from './profile';
import { ROUTES, signInAll, type Route } from './routes';

const PROFILE = process.env.BENCH_PROFILE === '1';
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const LAYER_TABLE = process.env.BENCH_LAYERS !== '0';
const POSTGRES_URL = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;

const wantedRoutes = process.env.BENCH_ROUTES?.split(',');
const routes = ROUTES.filter((route) => !wantedRoutes || wantedRoutes.includes(route.key));

type Row = Record<string, string | number>;

/** The ratio a route is held to, given the bare route's and /ready's figures of the run. */
function ratioOf(route: Route, figures: Measured, floors: { bare: number; ready?: number }) {
  const of = route.goal?.of === 'ready' ? floors.ready : floors.bare;
  return of === undefined ? null : figures.reqPerSec / of;
}

function row(name: string, figures: Measured, bare: number | null, route?: Route): Row {
  return {
    route: name,
    'req/s': Math.round(figures.reqPerSec),
    'p50 ms': figures.p50,
    'p99 ms': figures.p99,
    'server CPU µs/req': `${Math.round(figures.userPerReq + figures.systemPerReq)} (${Math.round(figures.systemPerReq)} sys)`,
    '× bare': bare === null ? '' : (figures.reqPerSec / bare).toFixed(2),
    goal: '',
    ...(route?.goal ? { goal: `≥ ${route.goal.share} × ${route.goal.of}` } : {}),
  };
}

/** Whether a measured route met its goal: 'met', 'MISSED' or '' when it has none. */
function verdict(route: Route, figures: Measured, floors: { bare: number; ready?: number }) {
  const ratio = ratioOf(route, figures, floors);
  if (!route.goal) return '';
  if (ratio === null) return '(no /ready in this run)';
  return `${ratio.toFixed(2)} ${ratio >= route.goal.share ? 'met' : 'MISSED'}`;
}

/** Every route on one database, the bare route measured before and after them. */
async function benchDatabase(label: string, bare: Child, env: Record<string, string>) {
  const server = await startChild('server.ts', env);
  const measured: { route: Route; figures: Measured }[] = [];
  let below: number;
  try {
    const tokens = await signInAll(server.url);
    const bareRequest = { url: bare.url };
    const before = await measure('bare', bare, bareRequest);
    for (const route of routes) {
      let profile: unknown = null;
      let requests = 0;
      const figures = await measure(
        route.name,
        server,
        route.request(server.url, tokens),
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
    const ready = measured.find(({ route }) => route.key === 'ready')?.figures.reqPerSec;
    const floors = { bare: bareReqPerSec, ...(ready ? { ready } : {}) };
    console.table([
      row('GET /bare (bare fastify), before', before, null),
      ...measured.map(({ route, figures }) => ({
        ...row(route.name, figures, bareReqPerSec, route),
        met: verdict(route, figures, floors),
      })),
      row('GET /bare (bare fastify), after', after, null),
    ]);
    below = measured.filter(({ route, figures }) =>
      verdict(route, figures, floors).endsWith('MISSED'),
    ).length;
  } finally {
    await server.stop();
  }
  if (LAYER_TABLE) await layerRuns(label, env, bare);
  return below;
}

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
    ? `\nEvery measured read meets its goal.`
    : `\n${belowTarget} measured read(s) miss their goal.`,
);
