import type { FastifyInstance } from 'fastify';
import { connectRedis } from './redisConnection';

/**
 * Where @fastify/rate-limit counts: in this process (no REDIS_URL), or in Redis, so that N
 * server processes behind one proxy allow a caller the limit once, not N times (issue 34).
 * The plugin speaks ioredis (its Lua script through `defineCommand`); when Redis cannot be
 * reached a call is let through (`skipOnError`).
 */
export async function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = await connectRedis(app, redisUrl, 'rate limits');
  return redis ? { redis, nameSpace: 'runway-rate-limit:', skipOnError: true } : {};
}
