import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { LiveServer } from './live/socket';

/**
 * Graceful shutdown (SIGTERM/SIGINT in main.ts): stop accepting connections, let the
 * requests in flight finish, and only then close the database they may still be using.
 */
export async function closeGracefully(parts: {
  app: FastifyInstance;
  live: LiveServer;
  database: DatabaseHandle;
}): Promise<void> {
  const { server } = parts.app;
  // Closing the listener drops only the keep-alive connections idle at that moment; one
  // whose request is in flight would stay open after its answer until the keep-alive
  // timeout (72 s in fastify) and hold the shutdown. Drop those as soon as they go idle.
  const reaper = setInterval(() => server.closeIdleConnections(), 50);
  try {
    // The socket server goes first: it disconnects the live sockets, which would otherwise
    // keep the HTTP server open, and closes the listener, waiting for requests in flight.
    await parts.live.close();
    await parts.app.close();
  } finally {
    clearInterval(reaper);
  }
  await parts.database.close();
}
