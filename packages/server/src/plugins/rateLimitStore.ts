import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from './redisConnection';

/** One of the plugin's two stores, as its CommonJS files (which have no types) define it. */
type Store = {
  incr: FastifyRateLimitStore['incr'];
  read: FastifyRateLimitStore['incr'];
  child: (routeOptions: unknown) => Store;
};
type Method = 'incr' | 'read';

// The plugin's own stores: Redis (its Lua script) and this process's (an LRU per key).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
/** What the plugin passes a store: its merged options, of which the stores read these. */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

/**
 * Counts in Redis, shared by every process, and in this process while Redis does not
 * answer: with Redis away a caller gets the limit once per process (one process's view)
 * instead of no limit at all, and is counted in Redis again as soon as it answers (issue 34,
 * decision 0047). The plugin's own two stores do the counting; this only chooses between
 * them, call by call.
 */
export function redisStoreWithLocalFallback(redis: Redis, nameSpace: string) {
  return class RedisOrLocalStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: StoreOptions, stores?: { shared: Store; local: Store }) {
      const { continueExceeding = false, exponentialBackoff = false, cache } = options;
      this.shared =
        stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff, cache);
    }

    private count(method: Method, ...[key, answer, timeWindow, max]: Parameters<Store[Method]>) {
      this.shared[method](
        key,
        (error, result) => {
          if (error) this.local[method](key, answer, timeWindow, max);
          else answer(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(...args: Parameters<Store['incr']>) {
      this.count('incr', ...args);
    }

    read(...args: Parameters<Store['read']>) {
      this.count('read', ...args);
    }

    /** A route's or a limiter's own counts: each store's own child, as the plugin makes it. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new RedisOrLocalStore(
        {},
        {
          shared: this.shared.child(routeOptions),
          local: this.local.child(routeOptions),
        },
      );
    }
  };
}

/**
 * Where @fastify/rate-limit counts: in this process (no REDIS_URL), or in Redis, so that N
 * server processes behind one proxy allow a caller the limit once, not N times (issue 34),
 * falling back to this process's count while Redis is away (connectRedis warns).
 */
export async function rateLimitStore(
  app: FastifyInstance,
  config: { redisUrl: string | undefined; redisPrefix: string },
) {
  const redis = await connectRedis(app, config.redisUrl, 'rate limits');
  return redis
    ? { store: redisStoreWithLocalFallback(redis, `${config.redisPrefix}rate-limit:`) }
    : {};
}
