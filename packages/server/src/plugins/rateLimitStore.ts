import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where @fastify/rate-limit counts: in this process (no REDIS_URL), or in Redis, so that N
 * server processes behind one proxy allow a caller the limit once, not N times (issue 34).
 * The plugin speaks ioredis (its Lua script through `defineCommand`). When Redis cannot be
 * reached a call is let through (`skipOnError`) and a warning logged, rather than every
 * call refused: a limit guards against abuse, it must not take the API down with it.
 */
export async function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, {
    // While Redis is away a count fails at once (the call goes through) instead of waiting
    // in a queue for the reconnection, which goes on behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Connected before the app listens (below), so its first calls are counted too.
    lazyConnect: true,
  });
  let warned = false;
  redis.on('error', (err) => {
    if (warned) return;
    warned = true;
    app.log.warn({ err }, 'rate limits: Redis unreachable, counting nothing until it is back');
  });
  redis.on('ready', () => {
    warned = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Unreachable at start: the app starts anyway (warned above) and counts once it is back.
  await redis.connect().catch(() => undefined);
  return { redis, nameSpace: 'runway-rate-limit:', skipOnError: true };
}
