/**
 * A background job that runs once per kick and every `pollMs` (the mail outbox, the
 * notification scheduler): never two runs at once in a process; a kick during a run makes
 * it run once more after, so what the kick was for is not missed.
 */
export type Poller = {
  kick: () => void;
  /** The run in progress, if any. */
  current: () => Promise<void> | null;
  /** A first run now, then one every `pollMs` (0: only on a kick); unref'd. */
  start: () => void;
  /** No more runs; answers the one in progress. */
  stop: () => Promise<void>;
};

export function createPoller(options: {
  run: () => Promise<unknown>;
  pollMs: number;
  /** A run that threw (the next kick or tick tries again). */
  onError: (error: unknown) => void;
}): Poller {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await options.run();
        } while (again && !stopped);
      } catch (error) {
        options.onError(error);
      } finally {
        running = null;
      }
    })();
  }

  return {
    kick,
    current: () => running,
    start: () => {
      kick();
      if (options.pollMs > 0 && !timer) {
        timer = setInterval(kick, options.pollMs);
        timer.unref();
      }
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
