// The baseline of bench/checkout, in its own process: a bare fastify route doing one
// `UPDATE … RETURNING` on one row of PostgreSQL per request (the same contention as the
// hot product's row), through a pg pool of the server's size.
import { createRequire } from 'node:module';
import { serveBench } from '../api/protocol';

type Pool = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: { n: number }[] }>;
  end: () => Promise<void>;
};
type BareServer = {
  post: (path: string, handler: () => Promise<unknown>) => void;
  listen: (options: { port: number; host: string }) => Promise<string>;
  close: () => Promise<void>;
};
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const Fastify = requireFromServer('fastify') as () => BareServer;
const pg = requireFromServer('pg') as { Pool: new (options: object) => Pool };

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
await pool.query('create table if not exists bench_bare (id int primary key, n int not null)');
await pool.query('insert into bench_bare values (1, 0) on conflict do nothing');

const bare = Fastify();
bare.post('/bare', async () => {
  const { rows } = await pool.query('update bench_bare set n = n + 1 where id = 1 returning n');
  return { success: true, n: rows[0]?.n };
});
const url = await bare.listen({ port: 0, host: '127.0.0.1' });
serveBench(`${url}/bare`, async () => {
  await bare.close();
  await pool.end();
});
