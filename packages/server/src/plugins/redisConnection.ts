import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis connection for what several processes must count in one place (the rate limits,
 * the upload budget, the live processes), closed with the app, or null without REDIS_URL.
 * Connected before it is returned, so the first calls are counted too; unreachable, the app
 * starts anyway and its users go on with this process's own view until it is back (a limit
 * guards against abuse, it must not take the API down with it). Warned once per outage, and
 * said again when it is back.
 */
export async function connectRedis(
  app: FastifyInstance,
  redisUrl: string | undefined,
  purpose: string,
): Promise<Redis | null> {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, {
    // While Redis is away a command fails at once instead of waiting in a queue for the
    // reconnection, which goes on behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  let warned = false;
  redis.on('error', (err) => {
    if (warned) return;
    warned = true;
    app.log.warn({ err }, `${purpose}: Redis unreachable, this process alone until it is back`);
  });
  redis.on('ready', () => {
    if (!warned) return;
    warned = false;
    app.log.warn(`${purpose}: Redis is back, shared by every process again`);
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
