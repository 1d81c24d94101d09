// A throwaway PostgreSQL database for one bench run: rl_bench_<random>, created on the
// server of DATABASE_URL (the local test server by default) and dropped at the end.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

type PgClient = {
  connect: () => Promise<void>;
  query: (text: string) => Promise<unknown>;
  end: () => Promise<void>;
};
// pg is the server package's dependency.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const pg = requireFromServer('pg') as {
  Client: new (options: { connectionString: string; connectionTimeoutMillis: number }) => PgClient;
};

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type ThrowawayDatabase = { url: string; name: string; drop: () => Promise<void> };

async function withClient<T>(adminUrl: string, work: (client: PgClient) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database, or answers why it could not (the server is unreachable). */
export async function createThrowawayDatabase(
  adminUrl: string,
): Promise<ThrowawayDatabase | { unreachable: string }> {
  const name = `rl_bench_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      // FORCE: a pool connection the server child left behind must not keep it alive.
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
