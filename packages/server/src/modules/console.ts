import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the console's router never owns: they 404 as JSON instead of getting index.html. */
const SERVER_PREFIXES = ['/api/', '/docs', '/uploads/', '/payments/', '/webhooks/', '/socket.io/'];

/**
 * The request's path as the router sees it (percent-decoded), so `/%61pi/x` is an /api path
 * here too, as it is for the routes; a path that does not decode is left as it came.
 */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built console from one process: its files, and index.html for any other GET
 * that asks for a page (the SPA fallback), so deep links like /auth/reset-password/:token
 * work. Registered only when the console has been built.
 */
export async function registerConsole(
  app: FastifyInstance,
  consoleDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  if (!existsSync(join(consoleDir, 'index.html'))) return null;
  await app.register(fastifyStatic, { root: consoleDir, prefix: '/', wildcard: false });
  return (request, reply) => {
    const path = decodedPath(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isPage) return null;
    return reply.type('text/html').sendFile('index.html');
  };
}
