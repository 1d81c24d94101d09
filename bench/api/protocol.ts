// What the bench process and its server children say to each other over the IPC channel.
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';

/** Child → bench. */
export type ChildMessage =
  | { type: 'ready'; url: string }
  /** CPU µs since start; the event loop's idle and active ms since start. */
  | { type: 'cpu'; user: number; system: number; loopIdle: number; loopActive: number }
  | { type: 'memory'; rss: number; heapUsed: number; external: number }
  /** The highest RSS (bytes) sampled since the last 'rss-watch', and how many samples. */
  | { type: 'rss-peak'; peak: number; samples: number }
  | { type: 'profile'; profile: unknown };

/**
 * Bench → child: report your CPU time; report your memory after a full collection (when
 * the bench runs with --expose-gc, as `pnpm bench` does); start or stop V8's sampling
 * profiler (the profile of just one route's measured run, without start-up or warm-up);
 * close and exit.
 */
export type BenchMessage =
  | { type: 'cpu' }
  | { type: 'memory' }
  | { type: 'profile-start' }
  | { type: 'profile-stop' }
  /** Start sampling the RSS every RSS_SAMPLE_MS (again from zero). */
  | { type: 'rss-watch' }
  /** Stop sampling and answer the peak. */
  | { type: 'rss-peak' }
  | { type: 'stop' };

/** How often a watched child samples its RSS: a peak shorter than that may be missed. */
export const RSS_SAMPLE_MS = 5;

/** Sampling every 100 µs: a call of a few hundred µs still gets a few samples. */
const SAMPLING_MICROS = 100;

/** Answers the bench's messages for a child that serves at `url`; `close` runs before exit. */
export function serveBench(url: string, close: () => Promise<void>): void {
  const send = (message: ChildMessage) => process.send?.(message);
  let session: Session | null = null;
  let rssWatch: { timer: NodeJS.Timeout; peak: number; samples: number } | null = null;
  const sampleRss = () => {
    if (!rssWatch) return;
    rssWatch.peak = Math.max(rssWatch.peak, process.memoryUsage.rss());
    rssWatch.samples += 1;
  };
  const exit = () => void close().then(() => process.exit(0));
  process.on('message', async (message: BenchMessage) => {
    switch (message.type) {
      case 'cpu': {
        const { user, system } = process.cpuUsage();
        const { idle, active } = performance.eventLoopUtilization();
        send({ type: 'cpu', user, system, loopIdle: idle, loopActive: active });
        break;
      }
      case 'memory': {
        // Twice: the first collection's finalizers can free more on the second.
        globalThis.gc?.();
        globalThis.gc?.();
        const { rss, heapUsed, external } = process.memoryUsage();
        send({ type: 'memory', rss, heapUsed, external });
        break;
      }
      case 'profile-start':
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
        await session.post('Profiler.start');
        send({ type: 'profile', profile: null });
        break;
      case 'profile-stop': {
        const { profile } = (await session?.post('Profiler.stop')) ?? { profile: null };
        session?.disconnect();
        session = null;
        send({ type: 'profile', profile });
        break;
      }
      case 'rss-watch':
        if (rssWatch) clearInterval(rssWatch.timer);
        rssWatch = { timer: setInterval(sampleRss, RSS_SAMPLE_MS), peak: 0, samples: 0 };
        sampleRss();
        send({ type: 'rss-peak', peak: rssWatch.peak, samples: rssWatch.samples });
        break;
      case 'rss-peak': {
        sampleRss();
        const { peak, samples } = rssWatch ?? { peak: 0, samples: 0 };
        if (rssWatch) clearInterval(rssWatch.timer);
        rssWatch = null;
        send({ type: 'rss-peak', peak, samples });
        break;
      }
      case 'stop':
        exit();
        break;
    }
  });
  // The bench going away (Ctrl-C, a crash) must not leave a server behind.
  process.on('disconnect', exit);
  send({ type: 'ready', url });
}
