// The server half of `pnpm bench import` (issue 13): 5 000 products × 10 variants through
// POST /api/v2/import, on PGlite and on PostgreSQL, beside a bare multi-row INSERT of the
// same rows in the same run; goal: the import ≤ 3 × the bare INSERT.
//
// Three processes: this one is the load generator (it builds the file, signs in and posts
// it); the API server runs in its own child (bench/api/server.ts: migrated, seeded); the
// bare INSERT runs in another child once the server has stopped (bareInsert.ts). PostgreSQL
// is a throwaway database created and dropped here (bench/api/postgres.ts).
//
// Figures (2 cores shared with other work, 2026-11-22). Before (the server checked the list
// by writing it as CSV text and importing it again): PGlite 1.90× (import 21.5 s, dry run
// 11.4 s, bare 11.4 s on a loaded machine), PostgreSQL 2.81× (20.0 s / 13.0 s / 7.1 s);
// earlier runs PGlite 1.3–2.2×, PostgreSQL 2.35–4.99×. After (the line rules on the rows,
// one schema parse, batched look and update statements), two `pnpm bench import` runs:
// PGlite 1.76× (3.0 s, dry run 1.2 s, bare 1.7 s) and 1.31× (2.3 s / 1.1 s / 1.8 s);
// PostgreSQL 2.30× (2.7 s, dry run 1.4 s, bare 1.2 s) and 1.92× (2.5 s / 1.4 s / 1.3 s).
// What is left of the import beyond the bare INSERT is the checks (~0.6 s CPU, half of it
// productFormSchema) and the request's JSON; both sides pay drizzle's query building.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  importProductsFromCsv,
  sizeChartMap,
  type Catalogue,
  type ImportedProduct,
} from '../../packages/domain/src/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import { startChild } from '../api/children';
import { createThrowawayDatabase, DEFAULT_POSTGRES_URL } from '../api/postgres';
import { BENCH_SECRETS } from '../api/secrets';
import { generateProductCsv } from './productCsv';

const PRODUCTS = 5_000;
const VARIANTS = 10;

type Figures = {
  importMs: number;
  dryRunMs: number;
  bareMs: number;
  created: number;
  rows: number;
};

async function call<T>(url: string, path: string, token: string | null, body?: object) {
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      api_key: BENCH_SECRETS.apiKey,
      'x-envelope': 'off',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  return answer;
}

/** The file of the client bench, as the designer's console would send it. */
function productList(catalogue: Catalogue, designerId: string): ImportedProduct[] {
  const { products, messages } = importProductsFromCsv(generateProductCsv(PRODUCTS, VARIANTS), {
    // Read as admin (the file names designers of its own), then made the designer's.
    role: 'admin',
    userId: designerId,
    categories: catalogue.categories,
    colors: catalogue.colors,
    sizeCharts: sizeChartMap(catalogue.sizeCharts),
    today: new Date(2026, 0, 1),
  });
  const errors = messages.filter((message) => message.errorType === 'Error');
  if (errors.length > 0) throw new Error(`the generated file has errors: ${errors[0]!.message}`);
  // The file's event and look ids name nothing in this database: products without them.
  return products.map(({ eventId: _event, lookDescription: _look, ...product }) => ({
    ...product,
    designer: designerId,
    lookId: '',
    lookName: '',
  }));
}

async function benchDatabase(env: Record<string, string>): Promise<Figures> {
  const server = await startChild('server.ts', env);
  const measured = await (async () => {
    try {
      const login = await call<{ token: string; user: { _id: string } }>(
        server.url,
        '/api/auth/login',
        null,
        { email: DEMO_ACCOUNTS.designer.email, password: DEMO_PASSWORD, device_type: 'cms' },
      );
      const designerId = login.user._id;
      const { data } = await call<{ data: Catalogue }>(
        server.url,
        '/api/miscellaneous',
        login.token,
      );
      const body = { products: JSON.stringify(productList(data, designerId)) };
      let start = performance.now();
      await call(server.url, '/api/v2/import?dryRun=true', login.token, body);
      const dryRunMs = performance.now() - start;
      start = performance.now();
      const answer = await call<{ created: number }>(
        server.url,
        '/api/v2/import',
        login.token,
        body,
      );
      const importMs = performance.now() - start;
      return { designerId, dryRunMs, importMs, created: answer.created };
    } finally {
      await server.stop();
    }
  })();
  const { designerId, dryRunMs, importMs, created } = measured;
  const bare = spawnSync(
    process.execPath,
    [...process.execArgv, new URL('./bareInsert.ts', import.meta.url).pathname, designerId],
    { encoding: 'utf8', env: { ...process.env, ...env } },
  );
  const line = bare.stdout.split('\n').find((entry) => entry.startsWith('RESULT '));
  if (bare.status !== 0 || !line) throw new Error(`bareInsert failed: ${bare.stderr}`);
  const { ms, rows } = JSON.parse(line.slice('RESULT '.length)) as { ms: number; rows: number };
  return { importMs, dryRunMs, bareMs: ms, created, rows };
}

function print(name: string, figures: Figures) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${name.padEnd(10)} import ${ms(figures.importMs)} (dry run ${ms(figures.dryRunMs)}), bare multi-row INSERT ${ms(figures.bareMs)} of ${figures.rows} products; ratio ${(figures.importMs / figures.bareMs).toFixed(2)} (goal ≤ 3); created ${figures.created}`,
  );
}

export async function serverImportBench(): Promise<void> {
  console.log(
    `\nserver: POST /api/v2/import of ${PRODUCTS} products × ${VARIANTS} variants (${PRODUCTS * VARIANTS} rows), one run per database`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-import-'));
  try {
    print('PGlite', await benchDatabase({ BENCH_DATA_DIR: dataDir }));
    const database = await createThrowawayDatabase(
      process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
    );
    if ('unreachable' in database) {
      console.log(`PostgreSQL skipped: ${database.unreachable}`);
      return;
    }
    try {
      print(
        'PostgreSQL',
        await benchDatabase({ BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: database.url }),
      );
    } finally {
      await database.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
