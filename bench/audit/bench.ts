// `pnpm bench audit` (issue 34, decision 0050): the cost of the audit log on a write path.
// A product's PATCH (its price, as the console's form sends it) by the admin, through the
// whole app (app.inject: access, session check, the service's locked read and write), with
// the log on and off beside each other in the same run: ROUNDS rounds alternating on and
// off, CALLS calls each, so drift of the machine falls on both sides alike. The log is
// turned off for the "off" side by its configuration's switch (AUDIT_LOG=off; the bench
// flips the same switch between rounds). On PGlite, then on PostgreSQL when reachable (a
// throwaway rl_bench_<random> database). Goal: on ≤ 1.2× off (p50 and mean).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../packages/server/src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import { auditEntries, products } from '../../packages/server/src/db/schema';
import { seedDemo } from '../../packages/server/src/db/seed';
import { auditTransactions } from '../../packages/server/src/modules/audit/record';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from '../api/postgres';
import { BENCH_SECRETS } from '../api/secrets';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-audit-'));
  let database: DatabaseHandle | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      API_KEY: BENCH_SECRETS.apiKey,
      ENVELOPE_SECRET: BENCH_SECRETS.envelope,
      JWT_SECRET: BENCH_SECRETS.jwt,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000000',
      AUTH_IP_RATE_LIMIT: '1000000',
    });
    database = await openDatabase({ databaseUrl, dataDir });
    await database.migrate();
    await seedDemo(database.db, { publicUrl: config.publicUrl });
    const app = await buildApp({ config, database });
    await app.ready();
    const headers = { api_key: BENCH_SECRETS.apiKey, 'x-envelope': 'off' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD, device_type: 'cms' },
    });
    const token = login.json<{ token: string }>().token;
    const [product] = await database.db.select({ id: products.id }).from(products).limit(1);
    const call = async (price: number) => {
      const start = performance.now();
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v2/products/${product!.id}`,
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload: { productPrice: price },
      });
      const ms = performance.now() - start;
      if (response.statusCode !== 200)
        throw new Error(`PATCH ${response.statusCode}: ${response.body}`);
      return ms;
    };
    // Warm-up of both sides: statements prepared, code paths compiled.
    for (let i = 0; i < 20; i++) await call(100 + (i % 7));
    const on: number[] = [];
    const off: number[] = [];
    let price = 200;
    for (let round = 0; round < ROUNDS; round++) {
      for (const enabled of round % 2 ? [false, true] : [true, false]) {
        auditTransactions(database.db, { enabled });
        const side = enabled ? on : off;
        for (let i = 0; i < CALLS; i++) side.push(await call((price++ % 900) + 1));
      }
    }
    const count = await database.db.$count(auditEntries);
    const ratio = median(on) / median(off);
    const line = (values: number[]) =>
      `p50 ${median(values).toFixed(2)} ms, mean ${mean(values).toFixed(2)} ms, p95 ${p95(values).toFixed(2)} ms`;
    console.log(`${label}: ${ROUNDS * CALLS} PATCHes each side`);
    console.log(`  log on : ${line(on)}`);
    console.log(`  log off: ${line(off)}`);
    console.log(
      `  on/off: p50 ${ratio.toFixed(2)}×, mean ${(mean(on) / mean(off)).toFixed(2)}× (goal ≤ 1.2×); entries written ${count} (expected ${ROUNDS * CALLS + 20 + 1})`,
    );
    // Every call with the log on wrote its entry, none with it off (else the bench fails).
    if (count !== ROUNDS * CALLS + 21) process.exitCode = 1;
    await app.close();
  } finally {
    await database?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite', undefined);
const adminUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const throwaway = await createThrowawayDatabase(adminUrl);
if ('unreachable' in throwaway) {
  console.log(`PostgreSQL is not reachable at ${adminUrl} (${throwaway.unreachable}): skipped.`);
} else {
  try {
    await measure('PostgreSQL', throwaway.url);
  } finally {
    await throwaway.drop();
  }
}
