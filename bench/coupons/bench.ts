// `pnpm bench coupons` (issue 32), on PostgreSQL (a throwaway rl_bench_<random> database):
// 1. Generating 10 000 bulk codes of one coupon (the service's own path: drawn with
//    node:crypto, one INSERT … SELECT FROM unnest under the coupon's lock), beside a bare
//    multi-row INSERT of 10 000 rows into a table of the same shape, in the same run; the
//    median of RUNS each. Goal: ≤ 3× the bare INSERT.
// 2. CHECKOUTS concurrent checkouts (each of its own shopper and product) with one code of
//    USES uses: exactly USES applied, the rest refused with "used up". Exits 1 otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { DEMO_ACCOUNTS } from '../../packages/server/src/db/demoAccounts';
import { categories, coupons, products, users } from '../../packages/server/src/db/schema';
import { seedDemo } from '../../packages/server/src/db/seed';
import { generateCodes } from '../../packages/server/src/modules/coupons/codes';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from '../api/postgres';
import { makeBenchShoppers } from '../api/benchShoppers';
import { BENCH_SECRETS } from '../api/secrets';

// pg is the server package's dependency (as bench/checkout reads it).
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const pg = requireFromServer('pg') as {
  Client: new (options: { connectionString: string }) => {
    connect: () => Promise<void>;
    query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
    end: () => Promise<void>;
  };
};

const CODES = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const USES = 50;

const adminUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const throwaway = await createThrowawayDatabase(adminUrl);
if ('unreachable' in throwaway) {
  console.log(`PostgreSQL is not reachable at ${adminUrl} (${throwaway.unreachable}): skipped.`);
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-coupons-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let failed = false;

try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: throwaway.url,
    API_KEY: BENCH_SECRETS.apiKey,
    ENVELOPE_SECRET: BENCH_SECRETS.envelope,
    JWT_SECRET: BENCH_SECRETS.jwt,
    LOG_LEVEL: 'silent',
    CHECKOUT_RATE_LIMIT: '1000000',
    CHECKOUT_SWEEP_MS: '0',
  });
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
  await database.migrate();
  await seedDemo(database.db, { publicUrl: config.publicUrl });
  const { db } = database;
  const everyone = await db
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users);
  const admin = everyone.find((user) => user.email === DEMO_ACCOUNTS.admin.email)!;
  const designer = everyone.find((user) => user.email === DEMO_ACCOUNTS.designer.email)!;

  const client = new pg.Client({ connectionString: throwaway.url });
  await client.connect();
  const one = async (text: string) => Number(Object.values((await client.query(text)).rows[0]!)[0]);

  // 1. Bulk codes against a bare multi-row INSERT of as many rows.
  await client.query(
    'create table bench_bare_codes (id uuid primary key, code text not null unique)',
  );
  const generated: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [coupon] = await db
      .insert(coupons)
      .values({ code: `BENCH-BULK-${run}`, type: 'percent', percentOff: 10 })
      .returning();
    let start = performance.now();
    const made = await generateCodes({ database } as never, admin, coupon!.id, {
      count: CODES,
      prefix: 'BENCH',
      maxUses: 1,
    });
    generated.push(performance.now() - start);
    if (made.created !== CODES) throw new Error(`made ${made.created} codes`);

    // The bare write: one INSERT … VALUES of CODES rows, two parameters each.
    const values = Array.from({ length: CODES }, (_, i) => [
      crypto.randomUUID(),
      `BARE-${run}-${i}`,
    ]);
    const placeholders = values.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ');
    start = performance.now();
    await client.query(
      `insert into bench_bare_codes (id, code) values ${placeholders}`,
      values.flat(),
    );
    bare.push(performance.now() - start);
  }
  const distinct = await one('select count(distinct code) from coupon_codes');
  const ratio = median(generated) / median(bare);
  console.log(
    `${CODES} codes: generate p50 ${median(generated).toFixed(1)} ms (${generated.map((ms) => ms.toFixed(0)).join(', ')}); bare multi-row INSERT p50 ${median(bare).toFixed(1)} ms (${bare.map((ms) => ms.toFixed(0)).join(', ')}); ratio ${ratio.toFixed(2)}× (goal ≤ 3×)`,
  );
  console.log(`codes stored: ${distinct} distinct of ${CODES * RUNS}`);
  if (distinct !== CODES * RUNS) failed = true;

  // 2. CHECKOUTS at once with one code of USES uses.
  const [category] = await db.select().from(categories).limit(1);
  const pieces = await db
    .insert(products)
    .values(
      Array.from({ length: CHECKOUTS }, (_, n) => ({
        designerId: designer.id,
        productCode: `BENCH-COUPON-${n}`,
        productName: `Bench piece ${n}`,
        productPrice: 49.9,
        productTax: 8.875,
        categoryId: category!.categoryId,
        status: 'active' as const,
        colors: [
          {
            color: 'Black',
            colorCode: '#000000',
            alternateColor: '',
            swatch: '',
            images: [],
            sizes: [{ size: 'M', quantity: 10, sku: `BENCH-COUPON-${n}-M` }],
          },
        ],
      })),
    )
    .returning({ id: products.id, productCode: products.productCode });
  const tokens = await makeBenchShoppers(db, config.jwtSecret, 'bench-coupon', CHECKOUTS);
  await db
    .insert(coupons)
    .values({ code: 'BENCH-RUSH', type: 'percent', percentOff: 20, maxUses: USES });
  const app = await buildApp({ config, database });
  await app.ready();
  const start = performance.now();
  const answers = await Promise.all(
    tokens.map((token, n) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/checkout',
        headers: {
          api_key: BENCH_SECRETS.apiKey,
          'x-envelope': 'off',
          authorization: `Bearer ${token}`,
        },
        payload: {
          lines: [{ productId: pieces[n]!.id, sku: `${pieces[n]!.productCode}-M`, quantity: 1 }],
          shippingAddress: {
            primaryAddress: '350 5th Ave',
            city: 'New York',
            state: 'NY',
            pincode: '10118',
            country: 'US',
          },
          couponCode: 'bench-rush',
        },
      }),
    ),
  );
  const elapsed = performance.now() - start;
  const statuses: Record<number, number> = {};
  for (const answer of answers)
    statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
  const used = await one(`select used_count from coupons where code = 'BENCH-RUSH'`);
  const discounted = await one(
    `select count(*) from orders where coupon_code = 'BENCH-RUSH' and discount > 0`,
  );
  console.log(
    `${CHECKOUTS} concurrent checkouts, one code of ${USES} uses: ${elapsed.toFixed(0)} ms; statuses ${JSON.stringify(statuses)}; used ${used}, discounted orders ${discounted}`,
  );
  if (statuses[201] !== USES || used !== USES || discounted !== USES) {
    console.log(`FAILED: expected exactly ${USES} applied`);
    failed = true;
  }
  await app.close();
  await client.end();
  await database.close();
} finally {
  await throwaway.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
