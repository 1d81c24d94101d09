import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/demoAccounts';
import { spawnServerMain, type ServerProcess, freePort } from './support/serverProcess';
import { withDatabase } from './support/template';

/**
 * kill -9 of the server in the middle of a large import leaves nothing partial: the import
 * is one transaction, and a transaction whose connection dies is rolled back.
 * - On PostgreSQL (the 'server:postgres' project) the kill comes while the import's
 *   INSERTs are running (seen in pg_stat_activity), in a throwaway database.
 * - On PGlite (the 'server' project) the process cannot be watched from outside: the kill
 *   comes as soon as the whole body is sent, and the database, opened again, holds either
 *   none of the import or all of it.
 */
const onPostgres = process.env.RL_TEST_DRIVER === 'postgres';
const API_KEY = 'import-kill-api-key';
// Large enough on PostgreSQL for the kill to land among the INSERTs; on PGlite the check is
// none-or-all, whatever the size.
const PRODUCTS = onPostgres ? 2000 : 500;
const SIZES = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'rl-import-kill-'));
const databaseName = `rl_kill_${randomBytes(6).toString('hex')}`;
const adminUrl = process.env.DATABASE_URL ?? '';
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<{ server: ServerProcess; port: number }> {
  const port = await freePort();
  const server = spawnServerMain({
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    API_KEY,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...(onPostgres ? { DATABASE_URL: withDatabase(adminUrl, databaseName) } : {}),
  });
  servers.push(server);
  await server.printed('Runway Live is running on');
  return { server, port };
}

async function api<T>(port: number, path: string, init: { token?: string; body?: object } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      api_key: API_KEY,
      'x-envelope': 'off',
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await response.json()) as T;
}

async function signIn(port: number) {
  const { token, user } = await api<{ token: string; user: { _id: string } }>(
    port,
    '/api/auth/login',
    { body: { email: DEMO_ACCOUNTS.designer.email, password: DEMO_PASSWORD, device_type: 'cms' } },
  );
  return { token, designerId: user._id };
}

/** The designer's product count, as the product list says it. */
async function productTotal(port: number, token: string): Promise<number> {
  const answer = await api<{ data: { total: number } }>(port, '/api/v2/products?limit=1', {
    token,
  });
  return answer.data.total;
}

/** A large import on the reference data the server serves. */
async function largeImport(port: number, token: string) {
  type Catalogue = {
    data: {
      categories: {
        categoryId: number;
        gender: string;
        type: string;
        category: string;
        subCategory: string;
        size: string;
      }[];
      sizeCharts: { key: string; sizes: string[] }[];
      colors: { name: string }[];
    };
  };
  const { data } = await api<Catalogue>(port, '/api/miscellaneous', { token });
  const charts = new Map(data.sizeCharts.map((chart) => [chart.key, chart.sizes]));
  const category = data.categories.find((entry) => (charts.get(entry.size)?.length ?? 0) >= SIZES)!;
  const sizes = charts.get(category.size)!.slice(0, SIZES);
  const color = data.colors.find((entry) => entry.name === 'Navy')!.name;
  return Array.from({ length: PRODUCTS }, (_, index) => ({
    designer: '',
    productType: 'main',
    lookId: '',
    lookName: '',
    categoryId: category.categoryId,
    gender: category.gender,
    superCategory: category.type,
    category: category.category,
    subCategory: category.subCategory,
    productName: `Killed ${index}`,
    productCode: `KILL-${index}`,
    productPrice: 10,
    fabricQuality: 'Linen',
    productBrand: 'Kill',
    startDate: '2026-03-01',
    productWeight: 1,
    description: 'Never half written',
    productTax: 5,
    availableAtShowTime: true,
    preOrder: false,
    backOrder: false,
    images: [],
    colors: [
      {
        color,
        colorCode: '',
        alternateColor: '',
        swatch: '',
        images: [],
        sizes: sizes.map((size) => ({ size, quantity: 1, sku: `KILL-${index}-${size}` })),
      },
    ],
  }));
}

describe('kill -9 in the middle of an import', () => {
  it('leaves nothing partial', async () => {
    if (onPostgres) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${databaseName}"`);
      await admin.end();
    }
    const { server, port } = await startServer();
    const { token, designerId } = await signIn(port);
    const before = await productTotal(port, token);
    const list = (await largeImport(port, token)).map((product) => ({
      ...product,
      designer: designerId,
    }));
    const payload = JSON.stringify({ products: JSON.stringify(list) });

    const post = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v2/import',
      headers: {
        api_key: API_KEY,
        'x-envelope': 'off',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
        authorization: `Bearer ${token}`,
      },
    });
    post.on('error', () => undefined);
    const sent = new Promise<void>((resolve) => post.end(payload, resolve));

    if (onPostgres) {
      const watcher = new pg.Client({ connectionString: withDatabase(adminUrl, databaseName) });
      await watcher.connect();
      // The import's transaction is writing products: kill the server now.
      await vi.waitFor(
        async () => {
          const { rows } = await watcher.query<{ writing: number }>(
            `select count(*)::int as writing from pg_stat_activity
               where datname = $1 and state = 'active' and query ilike 'insert into "products"%'`,
            [databaseName],
          );
          expect(rows[0]!.writing).toBeGreaterThan(0);
        },
        { timeout: 60_000, interval: 10 },
      );
      server.child.kill('SIGKILL');
      await server.exited;
      // PostgreSQL rolls the transaction back when it sees the connection gone.
      await vi.waitFor(
        async () => {
          const { rows } = await watcher.query<{ open: number }>(
            `select count(*)::int as open from pg_stat_activity
               where datname = $1 and pid <> pg_backend_pid()`,
            [databaseName],
          );
          expect(rows[0]!.open).toBe(0);
        },
        { timeout: 30_000, interval: 20 },
      );
      await watcher.end();
    } else {
      await sent;
      server.child.kill('SIGKILL');
      await server.exited;
    }

    const again = await startServer();
    const total = await productTotal(again.port, (await signIn(again.port)).token);
    if (onPostgres) expect(total).toBe(before);
    else expect([before, before + PRODUCTS]).toContain(total);
  }, 180_000);
});
