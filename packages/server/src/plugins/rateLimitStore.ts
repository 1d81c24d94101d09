import type { FastifyInstance } from 'fastify';
import { connectRedis } from './redisConnection';

/**
 * Where @fastify/rate-limit counts: in this process (no REDIS_URL), or in Redis, so that N
 * server processes behind one proxy allow a caller the limit once, not N times (issue 34).
 * The plugin speaks ioredis (its Lua script through `defineCommand`); when Redis cannot be
 * reached a call is let through (`skipOnError`).
 */
export async function rateLimitStore(
  app: FastifyInstance,
  config: { redisUrl: string | undefined; redisPrefix: string },
) {
  const redis = await connectRedis(app, config.redisUrl, 'rate limits');
  return redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:`, skipOnError: true } : {};
}
