/**
 * How many bytes each IP may store through the anonymous upload route per window, beside
 * the per-IP count limit: without it one address could store 600 MB a minute. A fixed
 * window per IP, kept in memory like the rate limiter's counts (one process; several
 * processes each keep their own budget).
 */
export type UploadBudget = {
  /** The bytes `ip` may still store at `now` (ms since the epoch). */
  remaining: (ip: string, now: number) => number;
  /** Spends `bytes` of `ip`'s budget if they fit, and says whether they did. */
  take: (ip: string, bytes: number, now: number) => boolean;
};

export const HOUR_MS = 60 * 60 * 1000;

export function createUploadBudget(options: {
  bytesPerWindow: number;
  windowMs: number;
}): UploadBudget {
  const { bytesPerWindow, windowMs } = options;
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
    remaining: (ip, now) => Math.max(0, bytesPerWindow - usedBy(ip, now)),
    take: (ip, bytes, now) => {
      const used = usedBy(ip, now);
      if (used + bytes > bytesPerWindow) return false;
      const entry = spent.get(ip);
      if (entry && now - entry.since < windowMs) entry.bytes += bytes;
      else spent.set(ip, { since: now, bytes });
      return true;
    },
  };
}
