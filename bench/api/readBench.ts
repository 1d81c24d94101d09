// The load generator of the read benches (bench/catalogue, bench/events): each read is
// called BENCH_REQUESTS times (200) after 20 warm-up calls, BENCH_CONNECTIONS at a time
// (1: the latency of one console user), on PGlite and then on a throwaway PostgreSQL
// database (BENCH_DB picks), and its p50/p95/p99 and the server's CPU per call are printed
// beside a bare fastify route (bench/api/bare.ts) measured the same way in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import { startChild, type Child } from './children';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from './postgres';
import { summariseProfile } from './profile';
import { BENCH_SECRETS } from './secrets';

/** One measured read: a GET the demo account `as` makes. */
export type BenchRead = {
  name: string;
  as: 'designer' | 'admin';
  path: string;
  /** This read's own p95 goal, when tighter than the bench's (a show's chart, say). */
  goalMs?: number;
};

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const DEFAULT_GOAL_MS = 50;
const PROFILE = process.env.BENCH_PROFILE === '1';
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
const plain = { api_key: BENCH_SECRETS.apiKey, 'x-envelope': 'off' };

type Latency = { p50: number; p95: number; p99: number; mean: number; cpuMs: number };

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** `count` calls of `url`, CONNECTIONS at a time; every answer must be a 200. */
async function run(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return times;
}

/** The latencies, and the server's CPU time per call from its own counter. */
async function measure(
  child: Child,
  url: string,
  headers: Record<string, string> = {},
): Promise<Latency> {
  await run(url, headers, WARM_UP);
  if (PROFILE) await child.startProfile();
  const cpuBefore = await child.cpuMicros();
  const times = (await run(url, headers, REQUESTS)).sort((a, b) => a - b);
  const cpuAfter = await child.cpuMicros();
  if (PROFILE) {
    const profile = (await child.stopProfile()) as Parameters<typeof summariseProfile>[0];
    const summary = summariseProfile(profile, { requests: REQUESTS });
    console.log(`\n${url}: where the server's time went\n${summary.text}`);
  }
  return {
    cpuMs: (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000 / REQUESTS,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    mean: times.reduce((sum, time) => sum + time, 0) / times.length,
  };
}

async function signIn(origin: string, who: 'designer' | 'admin'): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { ...plain, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS[who].email,
      password: DEMO_PASSWORD,
      device_type: 'cms',
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const ms = (value: number) => Number(value.toFixed(1));

/** Every read on one database, the bare route before and after them. Answers the misses. */
async function benchDatabase(
  options: ReadBenchOptions,
  label: string,
  bare: Child,
  env: Record<string, string>,
) {
  const GOAL_MS = options.goalMs ?? DEFAULT_GOAL_MS;
  const server = await startChild(options.server, env);
  try {
    const tokens = {
      designer: await signIn(server.url, 'designer'),
      admin: await signIn(server.url, 'admin'),
    };
    const before = await measure(bare, bare.url);
    const rows: Record<string, string | number>[] = [];
    let misses = 0;
    for (const route of options.reads) {
      const figures = await measure(server, `${server.url}${route.path}`, {
        ...plain,
        authorization: `Bearer ${tokens[route.as]}`,
      });
      const goal = route.goalMs ?? GOAL_MS;
      const met = figures.p95 <= goal;
      if (!met) misses += 1;
      rows.push({
        read: route.name,
        'p50 ms': ms(figures.p50),
        'p95 ms': ms(figures.p95),
        'p99 ms': ms(figures.p99),
        'mean ms': ms(figures.mean),
        'server CPU ms/call': Number(figures.cpuMs.toFixed(2)),
        [`p95 ≤ ${GOAL_MS} ms`]:
          goal === GOAL_MS ? (met ? 'yes' : 'NO') : `${met ? 'yes' : 'NO'} (≤ ${goal} ms)`,
      });
    }
    const extra = await options.more?.({
      server,
      headers: (who) => ({ ...plain, authorization: `Bearer ${tokens[who]}` }),
    });
    const after = await measure(bare, bare.url);
    const bareRow = (name: string, figures: Latency) => ({
      read: name,
      'p50 ms': ms(figures.p50),
      'p95 ms': ms(figures.p95),
      'p99 ms': ms(figures.p99),
      'mean ms': ms(figures.mean),
      'server CPU ms/call': Number(figures.cpuMs.toFixed(2)),
      [`p95 ≤ ${GOAL_MS} ms`]: '',
    });
    console.log(
      `\n${label}: ${options.scale}; ${WARM_UP} warm-up + ${REQUESTS} calls per read, ${CONNECTIONS} at a time, HTTP on loopback`,
    );
    console.table([
      bareRow('GET /bare (bare fastify), before', before),
      ...rows,
      bareRow('GET /bare (bare fastify), after', after),
    ]);
    if (extra) {
      console.log(`\n${label}: ${extra.title}`);
      console.table(extra.rows);
    }
    return misses;
  } finally {
    await server.stop();
  }
}

export type ReadBenchOptions = {
  /** The bench's name (its temporary directories). */
  name: string;
  /** The API server child: migrates, seeds, fills and serves (bench/api/protocol.ts). */
  server: URL;
  reads: BenchRead[];
  /** The p95 each read must answer within (50 ms unless a bench says otherwise). */
  goalMs?: number;
  /** What the child filled in, for the table's title. */
  scale: string;
  /**
   * What the bench measures besides the reads (a download, say), on the same server after
   * them: a table of its own, printed after the reads'.
   */
  more?: (context: {
    server: Child;
    /** The headers of a call as the demo account `who`. */
    headers: (who: BenchRead['as']) => Record<string, string>;
  }) => Promise<{ title: string; rows: Record<string, string | number>[] }>;
};

/** Runs every read on each database; the process exits 0 (misses are reported, not failed). */
export async function runReadBench(options: ReadBenchOptions): Promise<void> {
  const bare = await startChild('bare.ts');
  let misses = 0;
  try {
    if (DATABASES.includes('pglite')) {
      const dataDir = mkdtempSync(join(tmpdir(), `rl-bench-${options.name}-`));
      try {
        misses += await benchDatabase(options, 'PGlite', bare, { BENCH_DATA_DIR: dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (DATABASES.includes('postgres')) {
      const database = await createThrowawayDatabase(POSTGRES_URL);
      if ('unreachable' in database) {
        console.log(
          `\nPostgreSQL skipped: ${POSTGRES_URL} is unreachable (${database.unreachable}).`,
        );
      } else {
        const dataDir = mkdtempSync(join(tmpdir(), `rl-bench-${options.name}-`));
        try {
          misses += await benchDatabase(options, `PostgreSQL (${database.name})`, bare, {
            BENCH_DATA_DIR: dataDir,
            BENCH_DATABASE_URL: database.url,
          });
        } finally {
          await database.drop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await bare.stop();
  }
  const goal = options.goalMs ?? DEFAULT_GOAL_MS;
  console.log(
    misses === 0
      ? `\nEvery measured read answers within ${goal} ms at p95.`
      : `\n${misses} measured read(s) miss their p95 goal (${goal} ms unless the read names its own).`,
  );
}
