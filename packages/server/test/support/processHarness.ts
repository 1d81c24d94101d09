import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { send, unpackBatches } from './liveRoom';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/demoAccounts';
import { spawnServerMain, type ServerProcess, freePort } from './serverProcess';
import { withDatabase } from './template';

export type StartedServer = { server: ServerProcess; base: string; port: number };

/**
 * Server processes (src/main.ts, each its own process) on one throwaway PostgreSQL database
 * and one data folder, seeded with the demo: `setup` in beforeAll, `teardown` in afterAll
 * (kills what still runs, drops the database). The processes' own settings go to `start`.
 */
export function processHarness(name: string, env: Record<string, string>) {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const apiKey = `${name}-api-key`;
  const dataDir = mkdtempSync(join(tmpdir(), `rl-${name}-`));
  const databaseName = `rl_${name.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const databaseUrl = withDatabase(adminUrl, databaseName);
  const servers: ServerProcess[] = [];

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  async function start(extra: Record<string, string> = {}): Promise<StartedServer> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawnServerMain({
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      API_KEY: apiKey,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...env,
      ...extra,
    });
    servers.push(server);
    await server.printed('Runway Live is running on');
    return { server, base, port };
  }

  /** A call as the console makes it (no envelope); a body makes it a POST. */
  async function api<T>(
    base: string,
    path: string,
    init: { token?: string; body?: object; method?: string } = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        api_key: apiKey,
        'x-envelope': 'off',
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A demo account's session: a shopper signs in from the app, the others the console. */
  async function signIn(base: string, who: keyof typeof DEMO_ACCOUNTS): Promise<string> {
    const { body } = await api<{ token: string }>(base, '/api/auth/login', {
      body: {
        email: DEMO_ACCOUNTS[who].email,
        password: DEMO_PASSWORD,
        device_type: who === 'shopper' ? 'ios' : 'cms',
      },
    });
    return body.token;
  }

  async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const sockets: Socket[] = [];
  /** A socket on a process's /live that joined the show's room (no reconnection). */
  async function joinedOn(
    base: string,
    eventId: string,
    auth: { token?: string; viewerId?: string } = {},
  ): Promise<Socket> {
    const socket = connect(`${base}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: {
        viewerId: auth.viewerId ?? randomUUID(),
        ...(auth.token ? { token: auth.token } : {}),
      },
    });
    sockets.push(socket);
    unpackBatches(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ack = await send(socket, 'room', { eventId });
    if (!ack.ok) throw new Error(`could not join: ${JSON.stringify(ack)}`);
    return socket;
  }

  return {
    apiKey,
    joinedOn,
    dataDir,
    start,
    api,
    signIn,
    query,
    setup: async () => {
      if (!adminUrl) throw new Error(`${name} needs DATABASE_URL`);
      await admin(`create database "${databaseName}"`);
    },
    teardown: async () => {
      for (const socket of sockets) socket.disconnect();
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      }
      if (adminUrl) await admin(`drop database if exists "${databaseName}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
