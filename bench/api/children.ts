// Starts bench/api/bare.ts and bench/api/server.ts in their own processes, under the same
// loader and flags as the bench (tsx, the runway-source condition: the working tree's
// source, no build needed), and talks to them over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import type { BenchMessage, ChildMessage } from './protocol';

export type Child = {
  /** Where it serves: the bare route's URL, or the API server's origin. */
  url: string;
  /**
   * The CPU time (µs) the child has used since it started, in its own code and the
   * kernel's, and how long (ms) its event loop has been idle and busy.
   */
  cpuMicros: () => Promise<{ user: number; system: number; loopIdle: number; loopActive: number }>;
  /** The child's memory (bytes) after a full collection, when the bench has --expose-gc. */
  memory: () => Promise<{ rss: number; heapUsed: number; external: number }>;
  /**
   * Samples the child's RSS in the child (every RSS_SAMPLE_MS) while `work` runs, and
   * answers the peak with what `work` answered.
   */
  peakRss: <T>(work: () => Promise<T>) => Promise<{ result: T; peak: number; samples: number }>;
  /** Starts V8's sampling profiler in the child. */
  startProfile: () => Promise<void>;
  /** Stops it and answers the profile (the .cpuprofile JSON). */
  stopProfile: () => Promise<unknown>;
  /** Closes it and waits for its exit. */
  stop: () => Promise<void>;
};

function nextMessage<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the child exited (${code}) before answering '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function startChild(
  /** A script of bench/api, or another bench's child (a URL). */
  script: 'bare.ts' | 'server.ts' | URL,
  env: Record<string, string> = {},
): Promise<Child> {
  const path = script instanceof URL ? script : new URL(`./${script}`, import.meta.url);
  const child = fork(path.pathname, [], {
    execArgv: process.execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: BenchMessage) => child.send(message);
  const { url } = await nextMessage(child, 'ready');
  const ask = async <T extends ChildMessage['type']>(question: BenchMessage, type: T) => {
    const answer = nextMessage(child, type);
    send(question);
    return answer;
  };
  return {
    url,
    cpuMicros: async () => {
      const { user, system, loopIdle, loopActive } = await ask({ type: 'cpu' }, 'cpu');
      return { user, system, loopIdle, loopActive };
    },
    memory: async () => {
      const { rss, heapUsed, external } = await ask({ type: 'memory' }, 'memory');
      return { rss, heapUsed, external };
    },
    peakRss: async (work) => {
      await ask({ type: 'rss-watch' }, 'rss-peak');
      const result = await work();
      const { peak, samples } = await ask({ type: 'rss-peak' }, 'rss-peak');
      return { result, peak, samples };
    },
    startProfile: async () => {
      await ask({ type: 'profile-start' }, 'profile');
    },
    stopProfile: async () => (await ask({ type: 'profile-stop' }, 'profile')).profile,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        send({ type: 'stop' });
      }),
  };
}
