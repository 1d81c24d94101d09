/** What retryWithBackoff needs from time; tests pass a fake clock whose sleep advances it. */
export type RetryClock = {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

export const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Calls `attempt` until it succeeds or `timeoutMs` has passed, waiting `initialDelayMs`,
 * then twice as long each time up to `maxDelayMs`, and never past the deadline. The attempt
 * is told how long it has left. After the deadline the last error is thrown.
 */
export async function retryWithBackoff<T>(
  attempt: (remainingMs: number) => Promise<T>,
  options: {
    timeoutMs: number;
    initialDelayMs?: number;
    maxDelayMs?: number;
    clock?: RetryClock;
    onRetry?: (error: unknown, delayMs: number) => void;
  },
): Promise<T> {
  const clock = options.clock ?? realClock;
  const deadline = clock.now() + options.timeoutMs;
  let delay = options.initialDelayMs ?? 250;
  for (;;) {
    try {
      return await attempt(Math.max(0, deadline - clock.now()));
    } catch (error) {
      const remaining = deadline - clock.now();
      if (remaining <= 0) throw error;
      const wait = Math.min(delay, remaining);
      options.onRetry?.(error, wait);
      await clock.sleep(wait);
      delay = Math.min(delay * 2, options.maxDelayMs ?? 2000);
    }
  }
}
