import { randomUUID } from 'node:crypto';
import type { LiveHistoryResponse, LiveMessage } from '@runway-live/domain/live';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { startLiveServer, type LiveServer } from '../src/live/socket';
import { eventRoom } from '../src/live/socketRooms';
import { collect, send, unpackBatches } from './support/liveRoom';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

// Runs only in the 'server:redis' project, which root vitest.config.ts adds when REDIS_URL
// is set: server instances, as separate processes would be, sharing one database and the
// rooms through the Redis Streams adapter, with connection state recovery.
const redisUrl = process.env.REDIS_URL as string;

type Instance = {
  app: FastifyInstance;
  live: LiveServer;
  base: string;
  close: () => Promise<void>;
};

let t: TestApp;
/** The processes' registry keys of this file's instances (decision 0047). */
const redisPrefix = `test-${randomUUID()}:`;
/** A and B keep a dropped socket's state for two minutes (the default); C for 1 ms. */
let a: Instance;
let b: Instance;
let c: Instance;
let eventId: string;
let host: Socket;
const sockets: Socket[] = [];

/** An instance on t's database and configuration (its own app, socket server and port). */
async function startInstance(recoveryMs?: number): Promise<Instance> {
  const app = await buildApp({ config: t.config, database: t.database });
  const live = await startLiveServer(app, {
    corsOrigins: ['*'],
    redisUrl: t.config.redisUrl,
    redisPrefix,
    ...(recoveryMs === undefined ? {} : { recoveryMs }),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    live,
    base,
    close: async () => {
      await live.close();
      await app.close();
    },
  };
}

/**
 * A socket on /live, connected. It never reconnects by itself: the tests cut and restore
 * the connection when they need to, so what happens in between is theirs to decide.
 */
async function open(base: string, auth: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(`${base}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { viewerId: randomUUID(), ...auth },
  });
  sockets.push(socket);
  // A room's busy moments come as batch frames (decision 0043): heard as their events.
  unpackBatches(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function join(socket: Socket): Promise<void> {
  expect(await send(socket, 'room', { eventId })).toMatchObject({ ok: true });
}

/** The chat messages a socket receives from now on, in order. */
const inbox = (socket: Socket) => collect(socket, 'message');

async function say(text: string): Promise<LiveMessage> {
  const ack = await send(host, 'new_message', { eventId, text });
  if (!ack.ok) throw new Error(`new_message refused: ${ack.code} ${ack.message}`);
  return ack.message;
}

/** Cuts the socket's transport, as a dropped network would, and waits until `on` knows. */
async function cut(socket: Socket, on: Instance): Promise<void> {
  const { id } = socket;
  const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
  socket.io.engine.close();
  await disconnected;
  await vi.waitFor(() => expect(on.live.io.of('/live').sockets.has(id!)).toBe(false), {
    timeout: 10_000,
  });
}

async function reconnect(socket: Socket): Promise<void> {
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.connect();
  await connected;
}

const idsOf = (messages: LiveMessage[]) => messages.map((message) => message.id);

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: redisUrl });
  [a, b, c] = [await startInstance(), await startInstance(), await startInstance(1)];
  // The demo designer takes a scheduled show live, on A.
  const token = await t.tokenOf('designer');
  const list = await t.call({ method: 'GET', url: '/api/v2/events?limit=100', token });
  const items = list.json<{ data: { items: { _id: string; status: string }[] } }>().data.items;
  eventId = items.find((item) => item.status === 'scheduled')!._id;
  host = await open(a.base, { token });
  await join(host);
  expect(await send(host, 'change_status', { eventId, status: 'live' })).toMatchObject({
    ok: true,
    status: 'live',
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const instance of [a, b, c]) await instance?.close();
  await t?.close();
});

describe('server instances sharing rooms through the Redis Streams adapter', () => {
  it('delivers a message sent on A to viewers on B and on A', async () => {
    expect(a.base).not.toBe(b.base);
    const onB = await open(b.base);
    const onA = await open(a.base);
    const [receivedOnB, receivedOnA] = [inbox(onB), inbox(onA)];
    await join(onB);
    await join(onA);

    const sent = await say('Welcome to the show');
    await vi.waitFor(
      () => {
        expect(receivedOnB).toEqual([sent]);
        expect(receivedOnA).toEqual([sent]);
      },
      { timeout: 10_000 },
    );
    // The room itself spans both instances.
    const inRoom = await a.live.io.of('/live').in(eventRoom(eventId)).fetchSockets();
    expect(inRoom.map((socket) => socket.id)).toEqual(expect.arrayContaining([onA.id, onB.id]));
  });

  it('gives a viewer who dropped for a moment every message they missed (connection state recovery)', async () => {
    const viewer = await open(b.base);
    const received = inbox(viewer);
    await join(viewer);
    const before = await say('Look 1 is on the runway');
    await vi.waitFor(() => expect(idsOf(received)).toEqual([before.id]), { timeout: 10_000 });

    await cut(viewer, b);
    const missed = [
      await say('Look 2: the wool coat'),
      await say('Look 3: the silk dress'),
      await say('Look 4: the boots'),
    ];
    await reconnect(viewer);

    expect(viewer.recovered).toBe(true);
    await vi.waitFor(() => expect(idsOf(received)).toEqual(idsOf([before, ...missed])), {
      timeout: 10_000,
    });
    // Still in the room: what follows arrives live, once.
    const after = await say('Look 5');
    await vi.waitFor(() => expect(received.at(-1)?.id).toBe(after.id), { timeout: 10_000 });
    expect(idsOf(received)).toEqual(idsOf([before, ...missed, after]));
  });

  it('lets a viewer whose state could not be recovered reload the history since their last message', async () => {
    // C keeps a dropped socket's state for 1 ms: by the time the viewer is back, it is gone.
    const viewer = await open(c.base);
    const received = inbox(viewer);
    await join(viewer);
    const last = await say('Before the drop');
    await vi.waitFor(() => expect(idsOf(received)).toEqual([last.id]), { timeout: 10_000 });

    await cut(viewer, c);
    const missed = [await say('Missed one'), await say('Missed two')];
    await reconnect(viewer);

    expect(viewer.recovered).toBe(false);
    expect(idsOf(received)).toEqual([last.id]);
    // What the client does then: join again, and read the history after its last id.
    await join(viewer);
    const history = await t.call({
      method: 'GET',
      url: `/api/v2/events/${eventId}/messages?after=${received.at(-1)!.id}`,
    });
    expect(history.statusCode).toBe(200);
    const { items, hasMore } = history.json<LiveHistoryResponse>().data;
    expect(items).toEqual(missed);
    expect(hasMore).toBe(false);
    // And it is in the room again.
    const after = await say('After the reload');
    await vi.waitFor(() => expect(received.at(-1)?.id).toBe(after.id), { timeout: 10_000 });
  });

  it('disconnects a suspended account’s socket on B when it is suspended through A', async () => {
    const staff = await open(b.base, { token: await t.tokenOf('staff') });
    const moderation = collect(staff, 'moderation_state');
    await join(staff);
    await vi.waitFor(() => expect(moderation).toHaveLength(1), { timeout: 10_000 });
    const member = await t.idOf('staff');
    const suspended = await a.app.inject({
      method: 'POST',
      url: `/api/v2/members/${member}/suspend`,
      headers: {
        api_key: TEST_API_KEY,
        'x-envelope': 'off',
        authorization: `Bearer ${await t.tokenOf('admin')}`,
      },
    });
    expect(suspended.statusCode).toBe(200);
    await vi.waitFor(() => expect(staff.connected).toBe(false), { timeout: 10_000 });
  });

  it('reads the session of a socket on B again when its account changes through A', async () => {
    const designer = await open(b.base, { token: await t.tokenOf('designer') });
    await join(designer);
    const post = async () => {
      const ack = await send(designer, 'new_message', { eventId, text: 'From B' });
      return ack.ok ? ack.message.userName : ack.code;
    };
    expect(await post()).not.toBe('Renamed on A');
    const renamed = await a.app.inject({
      method: 'POST',
      url: '/api/v2/user/update-user',
      headers: {
        api_key: TEST_API_KEY,
        'x-envelope': 'off',
        authorization: `Bearer ${await t.tokenOf('admin')}`,
      },
      payload: { user_id: await t.idOf('designer'), fullName: 'Renamed on A' },
    });
    expect(renamed.statusCode).toBe(200);
    // B hears it through the adapter (forget_sessions), a moment after A's answer.
    await vi.waitFor(async () => expect(await post()).toBe('Renamed on A'), { timeout: 10_000 });
  });
});
