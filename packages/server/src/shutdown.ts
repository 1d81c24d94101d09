import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { LiveServer } from './live/socket';

/**
 * Graceful shutdown (SIGTERM/SIGINT in main.ts): stop accepting connections, let the
 * requests in flight finish, and only then close the database they may still be using.
 * The live sockets are closed without a goodbye, as a lost connection: their clients
 * reconnect by themselves (to another process behind the balancer) and recover what they
 * missed from Redis. A request still running after `graceMs` is cut, so a stuck one never
 * holds the shutdown (and the orchestrator's kill) for ever.
 */
export async function closeGracefully(parts: {
  app: FastifyInstance;
  live: LiveServer;
  database: DatabaseHandle;
  graceMs: number;
}): Promise<void> {
  const { server } = parts.app;
  // Closing the listener drops only the keep-alive connections idle at that moment; one
  // whose request is in flight would stay open after its answer until the keep-alive
  // timeout (72 s in fastify) and hold the shutdown. Drop those as soon as they go idle.
  const reaper = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), parts.graceMs);
  try {
    // The socket server goes first: it disconnects the live sockets, which would otherwise
    // keep the HTTP server open, and closes the listener, waiting for requests in flight.
    await parts.live.close();
    await parts.app.close();
  } finally {
    clearInterval(reaper);
    clearTimeout(cut);
  }
  await parts.database.close();
}
