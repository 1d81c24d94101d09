/**
 * At most one `flush(key)` per `intervalMs` for each key, and one after every `touch`: a
 * touch schedules the key's next flush (at once if the last was long enough ago, else when
 * the interval is over); touches before it runs join it. The live rooms' counters use it
 * (LIVE_COUNTERS_INTERVAL_MS): sent while anything changed, never more often.
 */
export type KeyedThrottle = {
  touch: (key: string) => void;
  /** Cancels every pending flush; a touch after it does nothing. */
  close: () => void;
};

export function createKeyedThrottle(options: {
  intervalMs: number;
  flush: (key: string) => void;
  now?: () => number;
}): KeyedThrottle {
  const now = options.now ?? Date.now;
  const last = new Map<string, number>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let closed = false;
  return {
    touch: (key) => {
      if (closed || pending.has(key)) return;
      const since = last.get(key);
      const wait = since === undefined ? 0 : Math.max(0, since + options.intervalMs - now());
      const timer = setTimeout(() => {
        pending.delete(key);
        last.set(key, now());
        options.flush(key);
      }, wait);
      timer.unref?.();
      pending.set(key, timer);
    },
    close: () => {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      last.clear();
    },
  };
}

/**
 * A sliding window of at most `limit` events per `windowMs` (a connection's chat rate):
 * `times` holds the window's times, oldest first, and is trimmed to the window. When one
 * more fits, it is recorded at `now` and the answer is null; otherwise nothing is recorded
 * and the answer is the milliseconds until the oldest leaves the window.
 */
export function takeFromWindow(
  times: number[],
  limit: number,
  windowMs: number,
  now: number,
): number | null {
  while (times.length > 0 && times[0]! <= now - windowMs) times.shift();
  if (times.length >= limit) return times[0]! + windowMs - now;
  times.push(now);
  return null;
}
