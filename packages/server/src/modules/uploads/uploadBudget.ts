import type { Redis } from 'ioredis';

/**
 * How many bytes each IP may store through the anonymous upload route per window, beside
 * the per-IP count limit: without it one address could store 600 MB a minute. A fixed
 * window per IP, kept in this process, or in Redis with REDIS_URL so that several
 * processes share one budget per address (issue 34).
 */
export type UploadBudget = {
  /** The bytes `ip` may still store at `now` (ms since the epoch). */
  remaining: (ip: string, now: number) => Promise<number>;
  /** Spends `bytes` of `ip`'s budget if they fit, and says whether they did. */
  take: (ip: string, bytes: number, now: number) => Promise<boolean>;
};

export const HOUR_MS = 60 * 60 * 1000;

type BudgetOptions = { bytesPerWindow: number; windowMs: number };

export function createUploadBudget(
  options: BudgetOptions & { redis?: Redis | null | undefined; redisPrefix?: string },
): UploadBudget {
  return options.redis ? redisBudget(options.redis, options) : memoryBudget(options);
}

function memoryBudget({ bytesPerWindow, windowMs }: BudgetOptions): UploadBudget {
  const spent = new Map<string, { since: number; bytes: number }>();
  let lastSweep = 0;

  function usedBy(ip: string, now: number): number {
    // Forget the windows that have ended, at most once a window, so the map stays small.
    if (now - lastSweep >= windowMs) {
      for (const [key, entry] of spent) if (now - entry.since >= windowMs) spent.delete(key);
      lastSweep = now;
    }
    const entry = spent.get(ip);
    return entry && now - entry.since < windowMs ? entry.bytes : 0;
  }

  return {
    remaining: async (ip, now) => Math.max(0, bytesPerWindow - usedBy(ip, now)),
    take: async (ip, bytes, now) => {
      const used = usedBy(ip, now);
      if (used + bytes > bytesPerWindow) return false;
      const entry = spent.get(ip);
      if (entry && now - entry.since < windowMs) entry.bytes += bytes;
      else spent.set(ip, { since: now, bytes });
      return true;
    },
  };
}

/**
 * The same window in Redis: the address's key holds the bytes spent and expires with its
 * window. The check and the spend are one script, so two processes cannot both fit the
 * last bytes. Redis away: this process's own window counts (one budget per process, as the
 * rate limits), and Redis's again as soon as it answers.
 */
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local bytes = tonumber(ARGV[1])
if used + bytes > tonumber(ARGV[2]) then return 0 end
if redis.call('INCRBY', KEYS[1], bytes) == bytes then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return 1
`;

function redisBudget(
  redis: Redis,
  { bytesPerWindow, windowMs, redisPrefix = '' }: BudgetOptions & { redisPrefix?: string },
): UploadBudget {
  const key = (ip: string) => `${redisPrefix}upload-budget:${ip}`;
  const local = memoryBudget({ bytesPerWindow, windowMs });
  return {
    remaining: async (ip, now) => {
      try {
        const used = await redis.get(key(ip));
        return Math.max(0, bytesPerWindow - Number(used ?? 0));
      } catch {
        return local.remaining(ip, now);
      }
    },
    take: async (ip, bytes, now) => {
      try {
        return Number(await redis.eval(TAKE, 1, key(ip), bytes, bytesPerWindow, windowMs)) === 1;
      } catch {
        return local.take(ip, bytes, now);
      }
    },
  };
}
