// bench/checkout's API server, in its own process (started by bench.ts): migrates and seeds
// the throwaway PostgreSQL database, adds the hot product (UNITS units of one size), a few
// cold ones and BUYERS shoppers, writes their tokens for the generators, and listens.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { categories, products, users } from '../../packages/server/src/db/schema';
import { DEMO_ACCOUNTS } from '../../packages/server/src/db/demoAccounts';
import { seedDemo } from '../../packages/server/src/db/seed';
import { makeBenchShoppers } from '../api/benchShoppers';
import { BENCH_SECRETS } from '../api/secrets';
import { serveBench } from '../api/protocol';
import { BUYERS, HOLD_MINUTES, UNITS, type CheckoutBenchData } from './shared';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!databaseUrl || !dataDir) throw new Error('BENCH_DATABASE_URL and BENCH_DATA_DIR are needed');

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  API_KEY: BENCH_SECRETS.apiKey,
  ENVELOPE_SECRET: BENCH_SECRETS.envelope,
  JWT_SECRET: BENCH_SECRETS.jwt,
  LOG_LEVEL: 'silent',
  CHECKOUT_HOLD_MINUTES: String(HOLD_MINUTES),
  CHECKOUT_RATE_LIMIT: '1000000',
  CHECKOUT_SWEEP_MS: '1000',
});
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
await seedDemo(database.db, { publicUrl: config.publicUrl });
const { db } = database;

// (drizzle-orm's operators are the server package's; the seed's few accounts are read whole.)
const designer = (await db.select({ id: users.id, email: users.email }).from(users)).find(
  (user) => user.email === DEMO_ACCOUNTS.designer.email,
);
const [category] = await db.select().from(categories).limit(1);
const product = async (code: string, quantity: number) => {
  const [row] = await db
    .insert(products)
    .values({
      designerId: designer!.id,
      productCode: code,
      productName: code,
      productPrice: 49.9,
      productTax: 8.875,
      categoryId: category!.categoryId,
      status: 'active',
      colors: [
        {
          color: 'Black',
          colorCode: '#000000',
          alternateColor: '',
          swatch: '',
          images: [],
          sizes: [{ size: 'M', quantity, sku: `${code}-M` }],
        },
      ],
    })
    .returning();
  return { productId: row!.id, sku: `${code}-M` };
};
const hot = await product('BENCH-HOT', UNITS);
const cold = [await product('BENCH-COLD-1', 1_000_000), await product('BENCH-COLD-2', 1_000_000)];
const tokens = await makeBenchShoppers(db, config.jwtSecret, 'bench-buyer', BUYERS);
const data: CheckoutBenchData = { apiKey: BENCH_SECRETS.apiKey, tokens, hot, cold };
writeFileSync(join(dataDir, 'checkout.json'), JSON.stringify(data));

const app = await buildApp({ config, database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
serveBench(url, async () => {
  await app.close();
  await database.close();
});
