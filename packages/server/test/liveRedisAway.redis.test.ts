import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveCounters, LiveMessage } from '@runway-live/domain/live';
import { buildApp } from '../src/app';
import { startLiveServer, type LiveServer } from '../src/live/socket';
import { collect, send, unpackBatches } from './support/liveRoom';
import { redisServerOfItsOwn, type RedisServer } from './support/redisServer';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Redis away (decision 0047): two server instances on a Redis of this file's own (a
 * `redis-server` it starts, stops and starts again on one port; the machine's Redis, which
 * others share, is never stopped). While it is away nothing is refused: the chat is stored
 * and reaches the viewers of the instance it was sent to, and the counters are sent by each
 * instance for its own changes. When it is back the rooms span both instances again.
 */
let redis: RedisServer;
let t: TestApp;
const sockets: Socket[] = [];
const instances: { app: FastifyInstance; live: LiveServer; base: string }[] = [];

beforeAll(async () => {
  redis = await redisServerOfItsOwn();
  await redis.start();
  const redisUrl = redis.url;
  t = await createTestApp({ REDIS_URL: redisUrl, LIVE_HEARTBEAT_MS: '100' });
  for (const _ of [0, 1]) {
    const app = await buildApp({ config: t.config, database: t.database });
    const live = await startLiveServer(app, {
      corsOrigins: ['*'],
      redisUrl,
      countersIntervalMs: 100,
    });
    instances.push({ app, live, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const { app, live } of instances) {
    await live.close();
    await app.close();
  }
  await t?.close();
  await redis?.stop();
});

async function joined(base: string, eventId: string, token?: string): Promise<Socket> {
  const socket = connect(`${base}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { viewerId: randomUUID(), ...(token ? { token } : {}) },
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

describe('the live server while Redis is away', () => {
  it('keeps each instance’s rooms going, and spans both again when Redis is back', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const token = await t.tokenOf('designer');
    const list = await t.call({ method: 'GET', url: '/api/v2/events?limit=100', token });
    const items = list.json<{ data: { items: { _id: string; status: string }[] } }>().data.items;
    const eventId = items.find((item) => item.status === 'scheduled')!._id;
    const hostOnA = await joined(a.base, eventId, token);
    const viewerOnA = await joined(a.base, eventId);
    const viewerOnB = await joined(b.base, eventId);
    const [heardOnA, heardOnB] = [collect(viewerOnA, 'message'), collect(viewerOnB, 'message')];
    const countersOnA = collect(viewerOnA, 'counters');

    const say = async (text: string): Promise<LiveMessage> => {
      const ack = await send(hostOnA, 'new_message', { eventId, text });
      if (!ack.ok) throw new Error(`refused: ${ack.code}`);
      return ack.message;
    };
    const before = await say('Before');
    await vi.waitFor(() => expect(heardOnB.map((m) => m.id)).toContain(before.id), {
      timeout: 10_000,
    });

    await redis.stop();
    // Stored and heard on A; a join on A is counted and told to A's viewers.
    const away = await say('While Redis is away');
    await vi.waitFor(() => expect(heardOnA.map((m) => m.id)).toContain(away.id), {
      timeout: 10_000,
    });
    await joined(a.base, eventId);
    await vi.waitFor(
      () => expect(countersOnA.at(-1)).toMatchObject<Partial<LiveCounters>>({ viewersNow: 3 }),
      { timeout: 10_000 },
    );

    await redis.start();
    // Back: what A sends reaches B's viewers again.
    await vi.waitFor(
      async () => {
        const after = await say('After');
        await vi.waitFor(() => expect(heardOnB.map((m) => m.id)).toContain(after.id), {
          timeout: 1_000,
        });
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 60_000);
});
