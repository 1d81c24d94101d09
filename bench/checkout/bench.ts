// `pnpm bench checkout`: BUYERS buyers (in GENERATORS load-generator processes) race for a
// product of UNITS units for SECONDS seconds on PostgreSQL, carts of one to three lines,
// paying through the local provider's page or abandoning (the hold, 3 s here, runs out and
// the units come back). Then the same buyers hit a bare fastify route doing one
// `UPDATE … RETURNING` per request in the same run. Prints checkouts per second, p50/p99 of
// both, and the proof: exactly UNITS sold, 0 oversold, 0 held after expiry.
// Goal (issue 29): checkout p99 ≤ 3× the bare write's.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { startChild } from '../api/children';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from '../api/postgres';
import { BUYERS, GENERATORS, HOLD_MINUTES, SECONDS, UNITS, type GeneratorReport } from './shared';

const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const pg = requireFromServer('pg') as {
  Client: new (options: { connectionString: string }) => {
    connect: () => Promise<void>;
    query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
    end: () => Promise<void>;
  };
};

const adminUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const throwaway = await createThrowawayDatabase(adminUrl);
if ('unreachable' in throwaway) {
  console.log(`PostgreSQL is not reachable at ${adminUrl} (${throwaway.unreachable}): skipped.`);
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-checkout-'));
const env = { BENCH_DATABASE_URL: throwaway.url, BENCH_DATA_DIR: dataDir };
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

try {
  const server = await startChild(new URL('./server.ts', import.meta.url), env);
  const bare = await startChild(new URL('./bare.ts', import.meta.url), env);
  const share = Math.ceil(BUYERS / GENERATORS);
  let ready = 0;
  const children: ReturnType<typeof fork>[] = [];
  const reports = await Promise.all(
    Array.from(
      { length: GENERATORS },
      (_, g) =>
        new Promise<GeneratorReport>((resolve, reject) => {
          const child = fork(new URL('./generator.ts', import.meta.url).pathname, [], {
            execArgv: process.execArgv.filter((flag) => flag !== '--expose-gc'),
            env: {
              ...process.env,
              GEN_API: server.url,
              GEN_BARE: bare.url,
              GEN_DATA: join(dataDir, 'checkout.json'),
              GEN_SLICE: `${g * share}:${Math.min(BUYERS, (g + 1) * share)}`,
            },
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          children.push(child);
          child.on('message', (message: GeneratorReport | { ready: true }) => {
            if (!('ready' in message)) return resolve(message);
            ready += 1;
            if (ready < GENERATORS) return;
            const startAt = Date.now() + 500;
            for (const each of children) each.send({ startAt });
          });
          child.once('exit', (code) => code !== 0 && reject(new Error(`generator exited ${code}`)));
        }),
    ),
  );
  // Every abandoned hold of the run has run out, and the sweeper (each second) has come by.
  const abandonedAny = reports.some((report) => report.abandoned > 0);
  await new Promise((resolve) =>
    setTimeout(resolve, (abandonedAny ? HOLD_MINUTES * 60_000 : 0) + 3000),
  );

  const client = new pg.Client({ connectionString: throwaway.url });
  await client.connect();
  const one = async (text: string) => Number(Object.values((await client.query(text)).rows[0]!)[0]);
  const hotId = `(select id from products where product_code = 'BENCH-HOT')`;
  const onHand = await one(
    `select (colors -> 0 -> 'sizes' -> 0 ->> 'quantity')::int from products where id = ${hotId}`,
  );
  const sold = await one(
    `select coalesce(sum(quantity), 0) from stock_holds where product_id = ${hotId} and state = 'sold'`,
  );
  const held = await one(
    `select coalesce(sum(quantity), 0) from stock_holds where product_id = ${hotId} and state = 'held'`,
  );
  const refunded = await one(`select count(*) from checkouts where status = 'refunded'`);
  await client.end();

  const all = (pick: (report: GeneratorReport) => number[]) => reports.flatMap(pick);
  const checkout = all((report) => report.checkout);
  const bareTimes = all((report) => report.bare);
  const statuses: Record<string, number> = {};
  for (const report of reports) {
    for (const [key, n] of Object.entries(report.statuses))
      statuses[key] = (statuses[key] ?? 0) + n;
  }
  const created = statuses['checkout 201'] ?? 0;
  const paid = reports.reduce((sum, report) => sum + report.paid, 0);
  const abandoned = reports.reduce((sum, report) => sum + report.abandoned, 0);
  const p = (values: number[], q: number) => percentile(values, q).toFixed(1);
  console.log(
    `${BUYERS} buyers in ${GENERATORS} generator processes, ${SECONDS} s, ${UNITS} units, hold ${HOLD_MINUTES * 60} s`,
  );
  console.log(
    `checkouts: ${checkout.length} calls (${(checkout.length / SECONDS).toFixed(0)}/s), ${created} held (${(created / SECONDS).toFixed(1)}/s), ${paid} paid, ${abandoned} abandoned; statuses ${JSON.stringify(statuses)}`,
  );
  console.log(`checkout p50 ${p(checkout, 50)} ms, p99 ${p(checkout, 99)} ms`);
  console.log(
    `bare UPDATE … RETURNING: ${bareTimes.length} calls (${(bareTimes.length / SECONDS).toFixed(0)}/s), p50 ${p(bareTimes, 50)} ms, p99 ${p(bareTimes, 99)} ms`,
  );
  const ratio = percentile(checkout, 99) / percentile(bareTimes, 99);
  console.log(`checkout p99 / bare p99: ${ratio.toFixed(2)}× (goal ≤ 3×)`);
  console.log(
    `sold ${sold} of ${UNITS} (on hand ${onHand}), oversold ${Math.max(0, sold - UNITS)}, held after expiry ${held}, late payments refunded ${refunded}`,
  );
  // With abandoned holds, what they held comes back after the run: sold + returned = UNITS.
  const proof =
    sold + onHand === UNITS && sold <= UNITS && held === 0 && (abandonedAny || sold === UNITS);
  console.log(proof ? 'proof: exactly the units sold, none oversold, none held' : 'PROOF FAILED');
  await bare.stop();
  await server.stop();
  if (!proof) process.exitCode = 1;
} finally {
  await throwaway.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
