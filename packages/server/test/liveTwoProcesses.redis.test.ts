import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as connectTcp, createServer as createTcpServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveCounters, LiveMessage } from '@runway-live/domain/live';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/demoAccounts';
import { collect, send, unpackBatches } from './support/liveRoom';
import { spawnServerMain, type ServerProcess, freePort } from './support/serverProcess';
import { withDatabase } from './support/template';

/**
 * Two server processes (src/main.ts, each its own process) on one PostgreSQL database and one
 * Redis, a viewer on each (decision 0047): they agree on the counters, the chat reaches
 * both, an account's chat rate holds across them, and when one is killed (SIGKILL: nothing
 * of it runs after) the survivor closes the viewer sessions it held. Runs in the
 * 'server:redis' project, and needs DATABASE_URL as well (.ci/run sets both).
 */
const adminUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL as string;
const API_KEY = 'two-processes-api-key';
const HEARTBEAT_MS = 200;
const RATE_LIMIT = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'rl-two-processes-'));
const databaseName = `rl_procs_${randomBytes(6).toString('hex')}`;
const databaseUrl = withDatabase(adminUrl, databaseName);
const prefix = `test-${randomUUID()}:`;
const servers: ServerProcess[] = [];
const sockets: Socket[] = [];
const balancers: Server[] = [];

/**
 * A balancer in front of the processes, as a TCP proxy: each new connection goes to the
 * port `to()` names at that moment, or is refused while it names none (taken out of
 * rotation, before the next one is let in).
 */
async function balancer(to: () => number | null): Promise<string> {
  const server = createTcpServer((incoming) => {
    const port = to();
    if (port === null) return void incoming.destroy();
    const outgoing = connectTcp(port, '127.0.0.1');
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  balancers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function startServer(): Promise<{ server: ServerProcess; base: string; port: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServerMain({
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    API_KEY,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LIVE_REDIS_PREFIX: prefix,
    LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
    LIVE_CHAT_RATE_LIMIT: String(RATE_LIMIT),
    LIVE_CHAT_RATE_WINDOW_SEC: '600',
  });
  servers.push(server);
  await server.printed('Runway Live is running on');
  return { server, base, port };
}

async function api<T>(base: string, path: string, init: { token?: string; body?: object } = {}) {
  const response = await fetch(`${base}${path}`, {
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

async function signIn(base: string, who: 'designer' | 'shopper'): Promise<string> {
  const { token } = await api<{ token: string }>(base, '/api/auth/login', {
    body: {
      email: DEMO_ACCOUNTS[who].email,
      password: DEMO_PASSWORD,
      // A shopper signs in from the app; the console is for the others.
      device_type: who === 'shopper' ? 'ios' : 'cms',
    },
  });
  return token;
}

let a: Awaited<ReturnType<typeof startServer>>;
let b: Awaited<ReturnType<typeof startServer>>;
let eventId: string;

async function joined(base: string, auth: { token?: string; viewerId?: string } = {}) {
  const socket = connect(`${base}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { viewerId: auth.viewerId ?? randomUUID(), ...(auth.token ? { token: auth.token } : {}) },
  });
  sockets.push(socket);
  unpackBatches(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(await send(socket, 'room', { eventId })).toMatchObject({ ok: true });
  return socket;
}

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('liveTwoProcesses needs DATABASE_URL as well as REDIS_URL');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startServer();
  b = await startServer();
  const token = await signIn(a.base, 'designer');
  const list = await api<{ data: { items: { _id: string; status: string }[] } }>(
    a.base,
    '/api/v2/events?limit=100',
    { token },
  );
  eventId = list.data.items.find((item) => item.status === 'scheduled')!._id;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const server of balancers) server.close();
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database and one Redis', () => {
  it('drains a process on SIGTERM: its viewers reconnect to another and miss nothing', async () => {
    const draining = await startServer();
    let target: number | null = draining.port;
    const base = await balancer(() => target);
    const host = await joined(a.base, { token: await signIn(a.base, 'designer') });
    // A viewer as the console's player connects: through the balancer, reconnecting.
    const viewer = connect(`${base}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
      auth: { viewerId: randomUUID() },
    });
    sockets.push(viewer);
    unpackBatches(viewer);
    await new Promise<void>((resolve) => viewer.once('connect', resolve));
    expect(await send(viewer, 'room', { eventId })).toMatchObject({ ok: true });
    const heard = collect(viewer, 'message');
    const before = await send(host, 'new_message', { eventId, text: 'Before the drain' });
    if (!before.ok) throw new Error(JSON.stringify(before));
    await vi.waitFor(() => expect(heard.map((m) => m.id)).toEqual([before.message.id]));

    // The orchestrator's SIGTERM: the balancer takes the process out of rotation, and lets
    // the next connection in only after a message was sent while the viewer was away.
    const reasons: string[] = [];
    viewer.on('disconnect', (reason) => reasons.push(reason));
    target = null;
    draining.server.child.kill('SIGTERM');
    expect(await draining.server.exited).toEqual({ code: 0, signal: null });
    // Told as a lost connection, which a client reconnects after by itself.
    await vi.waitFor(() => expect(reasons).toEqual(['transport close']));
    const during = await send(host, 'new_message', { eventId, text: 'While you were away' });
    if (!during.ok) throw new Error(JSON.stringify(during));
    target = a.port;

    // Back, on A, in its room with what it missed (its session kept in Redis by the
    // drained process), and what follows.
    await new Promise<void>((resolve) => viewer.once('connect', resolve));
    expect(viewer.recovered).toBe(true);
    const after = await send(host, 'new_message', { eventId, text: 'After' });
    if (!after.ok) throw new Error(JSON.stringify(after));
    await vi.waitFor(() =>
      expect(heard.map((m) => m.id)).toEqual([
        before.message.id,
        during.message.id,
        after.message.id,
      ]),
    );
    host.disconnect();
    viewer.disconnect();
  }, 60_000);

  it('agree on the counters, share the chat and its rate, and close a killed one’s viewers', async () => {
    const host = await joined(a.base, { token: await signIn(a.base, 'designer') });
    expect(await send(host, 'change_status', { eventId, status: 'live' })).toMatchObject({
      ok: true,
    });
    const shopperToken = await signIn(b.base, 'shopper');
    const onA = await joined(a.base);
    const shopperOnB = await joined(b.base, { token: shopperToken });
    const leaving = randomUUID();
    const anonymousOnB = await joined(b.base, { viewerId: leaving });
    const [countersOnA, countersOnB] = [
      collect(onA, 'counters'),
      collect(anonymousOnB, 'counters'),
    ];
    const [heardOnA, heardOnB] = [collect(onA, 'message'), collect(shopperOnB, 'message')];

    // Three viewers, one on A and two on B: both say so.
    const three = (seen: LiveCounters[]) => expect(seen.at(-1)).toMatchObject({ viewersNow: 3 });
    await vi.waitFor(
      () => {
        three(countersOnA);
        three(countersOnB);
      },
      { timeout: 10_000 },
    );

    // The chat reaches both processes' viewers, whichever process it was sent to.
    const fromB = await send(shopperOnB, 'new_message', { eventId, text: 'From B' });
    const fromA = await send(host, 'new_message', { eventId, text: 'From A' });
    if (!fromB.ok || !fromA.ok) throw new Error(`refused: ${JSON.stringify([fromB, fromA])}`);
    const ids = (messages: LiveMessage[]) => messages.map((message) => message.id);
    await vi.waitFor(
      () => {
        expect(ids(heardOnA)).toEqual([fromB.message.id, fromA.message.id]);
        expect(ids(heardOnB)).toEqual([fromB.message.id, fromA.message.id]);
      },
      { timeout: 10_000 },
    );

    // The shopper's second connection, on A: the account's rate counts on both processes.
    const shopperOnA = await joined(a.base, { token: shopperToken });
    const post = async (socket: Socket) => {
      const ack = await send(socket, 'new_message', { eventId, text: 'again' });
      return ack.ok ? 'ok' : ack.code;
    };
    expect([await post(shopperOnA), await post(shopperOnB)]).toEqual(['ok', 'ok']);
    expect([await post(shopperOnA), await post(shopperOnB)]).toEqual([
      'rate-limited',
      'rate-limited',
    ]);

    // B is killed: its sockets' sessions are left open by it, and closed by A once B has
    // missed three heartbeats. The shopper is still watching on A; the anonymous viewer left.
    const killedAt = Date.now();
    b.server.child.kill('SIGKILL');
    await b.server.exited;
    await vi.waitFor(() => expect(countersOnA.at(-1)).toMatchObject({ viewersNow: 2 }), {
      timeout: 10_000,
    });
    const [gone] = await query<{ left_at: Date; connections: number }>(
      'select left_at, connections from live_viewer_sessions where event_id = $1 and viewer_id = $2',
      [eventId, leaving],
    );
    expect(gone!.connections).toBe(0);
    // Left at B's last heartbeat: before the kill, within one beat of it.
    expect(gone!.left_at.getTime()).toBeLessThanOrEqual(killedAt);
    expect(gone!.left_at.getTime()).toBeGreaterThan(killedAt - HEARTBEAT_MS * 2);
    const open = await query<{ connections: number }>(
      'select connections from live_viewer_sessions where event_id = $1 and left_at is null and viewer_id is distinct from $2',
      [eventId, leaving],
    );
    // The viewer on A, and the shopper's connection on A.
    expect(open.map((row) => row.connections).sort()).toEqual([1, 1]);
  }, 60_000);
});
