// The ceiling of this machine for bench/live: a bare socket.io server, in its own process,
// doing the same broadcast as the real one with nothing else — namespace /live, `room`
// joins the event's room, `new_message` is acknowledged and broadcast to the room as a
// `message` of the real one's shape. No validation, no store, no moderation, no auth.
// BARE_RECOVERY=1 turns on connection state recovery as the real server has it (two
// minutes): what that alone costs (`bare+recovery` in BENCH_SERVERS).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as RedisStreamsAdapter from '@socket.io/redis-streams-adapter';
import type * as Redis from 'redis';
import type * as SocketIo from 'socket.io';
import { serveBench } from '../api/protocol';

// socket.io is the server package's dependency.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const { Server } = requireFromServer('socket.io') as typeof SocketIo;

type Ack = (answer: unknown) => void;
const roomOf = (eventId: unknown) => `event:${String(eventId)}`;

// BARE_REDIS_URL: several bare processes sharing rooms through the Redis Streams adapter,
// as the real server's do (`bare-2p`), on the keys under BARE_REDIS_PREFIX.
async function redisAdapter() {
  const url = process.env.BARE_REDIS_URL;
  if (!url) return {};
  const { createClient } = requireFromServer('redis') as typeof Redis;
  const { createAdapter } = requireFromServer(
    '@socket.io/redis-streams-adapter',
  ) as typeof RedisStreamsAdapter;
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  const prefix = process.env.BARE_REDIS_PREFIX ?? 'bench-bare:';
  return {
    adapter: createAdapter(client, {
      streamName: `${prefix}socket.io`,
      channelPrefix: `${prefix}socket.io`,
      sessionKeyPrefix: `${prefix}sio:session:`,
    }),
  };
}

const http = createServer();
const io = new Server(http, {
  ...(process.env.BARE_RECOVERY === '1'
    ? {
        connectionStateRecovery: {
          maxDisconnectionDuration: 2 * 60 * 1000,
          skipMiddlewares: true,
        },
      }
    : {}),
  ...(await redisAdapter()),
});
const live = io.of('/live');
live.on('connection', (socket) => {
  socket.on('room', (payload: { eventId?: unknown }, ack?: Ack) => {
    void socket.join(roomOf(payload?.eventId));
    ack?.({ ok: true });
  });
  socket.on('new_message', (payload: { eventId?: unknown; text?: unknown }, ack?: Ack) => {
    const message = {
      id: randomUUID(),
      eventId: payload?.eventId,
      text: payload?.text,
      userId: randomUUID(),
      userName: 'Bench Host',
      createdAt: new Date().toISOString(),
      authorRole: 'host',
    };
    live.to(roomOf(payload?.eventId)).emit('message', message);
    ack?.({ ok: true, message });
  });
});

await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const { port } = http.address() as AddressInfo;
serveBench(`http://127.0.0.1:${port}`, async () => {
  await io.close();
});
