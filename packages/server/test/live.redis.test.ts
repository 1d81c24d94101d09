import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRoom, startLiveServer, type LiveServer } from '../src/live/socket';
import { createTestApp, type TestApp } from './support/testApp';

// Runs only in the 'server:redis' project, which root vitest.config.ts adds when REDIS_URL
// is set: two server instances, as two processes would be, sharing rooms through Redis.
const redisUrl = process.env.REDIS_URL as string;

type Instance = { t: TestApp; live: LiveServer; base: string };

async function startInstance(): Promise<Instance> {
  const t = await createTestApp({ REDIS_URL: redisUrl });
  const live = await startLiveServer(t.app, {
    corsOrigins: ['*'],
    redisUrl: t.config.redisUrl,
  });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, live, base };
}

async function viewer(base: string): Promise<Socket> {
  const socket = connect(`${base}/live`, { transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

let a: Instance;
let b: Instance;
const sockets: Socket[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([startInstance(), startInstance()]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const instance of [a, b]) {
    await instance?.live.close();
    await instance?.t.close();
  }
});

describe('the Redis Streams adapter across server instances', () => {
  it('delivers an emit to an event room on A to a viewer connected to B', async () => {
    expect(a.base).not.toBe(b.base);
    // A fresh event id, so other runs sharing this Redis never reach these rooms.
    const eventId = randomUUID();
    const onA = await viewer(a.base);
    const onB = await viewer(b.base);
    sockets.push(onA, onB);
    // Both sockets join from A, across the adapter (the event exists in no database here:
    // the `room` event itself is the live suite's); A then sees both in the room (itself a
    // question answered over Redis by B).
    const room = eventRoom(eventId);
    a.live.io.of('/live').socketsJoin(room);
    await expect
      .poll(async () => (await a.live.io.of('/live').in(room).fetchSockets()).length)
      .toBe(2);

    const status = { eventId, status: 'live', chatEnabled: true, viewers: 2 };
    const received = new Promise((resolve) => onB.once('get_status', resolve));
    a.live.io.of('/live').to(room).emit('get_status', status);
    expect(await received).toEqual(status);
  });
});
