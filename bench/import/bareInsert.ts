// The bare side of the server import bench, in its own process: reads back the rows the
// import wrote (the designer's products), deletes the products, and times one transaction of
// multi-row INSERTs of exactly those rows (the import's chunk size, no checks, no look-ups).
// Prints `RESULT {"ms": …, "rows": …}`. The database is BENCH_DATABASE_URL, else the PGlite
// files under BENCH_DATA_DIR (the API server has closed them by then).
import { openDatabase } from '../../packages/server/src/db/client';
import { products } from '../../packages/server/src/db/schema';

const CHUNK = 500;
const designerId = process.argv[2];
const dataDir = process.env.BENCH_DATA_DIR;
if (!designerId || !dataDir)
  throw new Error('usage: bareInsert.ts <designerId> (BENCH_DATA_DIR set)');

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir,
});
const { db } = database;
// (The relational query hands over its operators: the bench has no drizzle-orm of its own.)
const rows = await db.query.products.findMany({
  where: (product, { eq }) => eq(product.designerId, designerId),
});
// A throwaway database: every product goes, the designer's come back in the timed INSERT.
await db.delete(products);
const start = performance.now();
await db.transaction(async (tx) => {
  for (let at = 0; at < rows.length; at += CHUNK) {
    await tx.insert(products).values(rows.slice(at, at + CHUNK));
  }
});
const ms = performance.now() - start;
await database.close();
console.log(`RESULT ${JSON.stringify({ ms, rows: rows.length })}`);
