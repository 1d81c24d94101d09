// What bench/live/bench.ts and its load-generator children (viewers.ts) say to each other
// over IPC, and the clock they share. The viewers never run in a server's process.
import { fork, type ChildProcess } from 'node:child_process';

/** Where and how the viewers of one run connect. */
export type Target = {
  /** The server's origin; the viewers connect to `${origin}/live`. */
  origin: string;
  eventId: string;
  /** The number of measured messages, `bench <seq>` with seq 0…messages-1. */
  messages: number;
};

/** Bench → generator. */
export type GeneratorCommand =
  | { type: 'connect'; target: Target; viewers: number }
  | { type: 'collect' }
  | { type: 'disconnect' };

/** Generator → bench. */
export type GeneratorReport =
  | { type: 'started' }
  | { type: 'joined'; viewers: number; failures: string[] }
  /** Every viewer of this generator has every measured message. */
  | { type: 'complete' }
  /**
   * When each viewer received each measured message (`clock()` ms), viewer-major:
   * [viewer * messages + seq]; NaN when it never arrived. `duplicates` counts messages a
   * viewer received twice; `cpuMicros` the generator's CPU time since it connected them;
   * `events` the server events its viewers received since, by name (wire viewers).
   */
  | {
      type: 'received';
      times: Float64Array;
      duplicates: number;
      cpuMicros: number;
      events: Record<string, number>;
    }
  | { type: 'disconnected' };

/**
 * Milliseconds on CLOCK_MONOTONIC, which every process of the machine shares: the host's
 * send time in the bench process and a viewer's receive time in a generator compare
 * directly.
 */
export function clock(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** The measured message's text, and its sequence number back from a received payload. */
export function benchText(seq: number): string {
  return `bench ${seq}`;
}
const BENCH_TEXT = /^bench (\d+)$/;
export function seqOf(payload: unknown): number | null {
  const text = (payload as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return null;
  const match = BENCH_TEXT.exec(text);
  return match ? Number(match[1]) : null;
}

export type Generator = {
  /**
   * Connects `viewers` viewers and joins them to the event's room; answers the failures and
   * a promise that resolves when every one of them has every measured message.
   */
  connect: (
    target: Target,
    viewers: number,
  ) => Promise<{ failures: string[]; complete: Promise<void> }>;
  collect: () => Promise<Omit<Extract<GeneratorReport, { type: 'received' }>, 'type'>>;
  disconnect: () => Promise<void>;
  /** Ends the process (after `disconnect`). */
  kill: () => void;
};

function nextReport<T extends GeneratorReport['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<GeneratorReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: GeneratorReport) => {
      if (report.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(report as Extract<GeneratorReport, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`a load generator exited (${code}) before answering '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Forks one load generator under the bench's loader and flags. */
export async function startGenerator(): Promise<Generator> {
  const child = fork(new URL('./viewers.ts', import.meta.url).pathname, [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Float64Array travels as it is, not as JSON.
    serialization: 'advanced',
  });
  await nextReport(child, 'started');
  const send = (command: GeneratorCommand) => child.send(command);
  return {
    connect: async (target, viewers) => {
      const joined = nextReport(child, 'joined');
      send({ type: 'connect', target, viewers });
      const { failures } = await joined;
      const complete = nextReport(child, 'complete').then(() => undefined);
      // Awaited (or not, when the run times out) by the bench; never unhandled.
      complete.catch(() => undefined);
      return { failures, complete };
    },
    collect: async () => {
      const received = nextReport(child, 'received');
      send({ type: 'collect' });
      const { type: _type, ...report } = await received;
      return report;
    },
    disconnect: async () => {
      const done = nextReport(child, 'disconnected');
      send({ type: 'disconnect' });
      await done;
    },
    kill: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}
