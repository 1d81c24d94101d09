import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

export type LiveServer = { io: Server; close: () => Promise<void> };

/** The room of one event on /live: every viewer who sent `room {eventId}`. */
export function eventRoom(eventId: string): string {
  return `event:${eventId}`;
}

/**
 * The socket.io server (namespace /live, API.md). Rooms, chat and product push come with
 * the live issue; this wires the transport, CORS and, when REDIS_URL is set, the Redis
 * adapter so several processes share rooms.
 */
export async function startLiveServer(
  httpServer: HttpServer,
  options: { corsOrigins: string[]; redisUrl: string | undefined },
): Promise<LiveServer> {
  const io = new Server(httpServer, { cors: { origin: options.corsOrigins } });
  const clients: { quit: () => Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    clients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  io.of('/live').on('connection', (socket) => {
    socket.on('room', (payload: { eventId?: unknown }) => {
      if (typeof payload?.eventId === 'string') void socket.join(eventRoom(payload.eventId));
    });
  });
  return {
    io,
    close: async () => {
      await io.close();
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
}
