import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `pnpm start` and a process manager run the server from. */
export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** The server's entry as a process manager runs it (README, "Running under a process manager"). */
export const BUILT_MAIN = 'packages/server/dist/main.js';

export type ServerProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once stdout contains `text`; rejects if the process ends first. */
  printed: (text: string) => Promise<void>;
};

/**
 * Runs the server's main in its own process: the source of BUILT_MAIN (src/main.ts, tsup's
 * entry) through tsx with the workspace's source condition, so no build is needed and the
 * code under test is the code in the tree. `node --import tsx` keeps one process, so a
 * signal sent to its pid reaches the server itself, as with `node dist/main.js`.
 */
export function spawnServerMain(env: Record<string, string>): ServerProcess {
  // The suite's own database and Redis settings are not the spawned server's business.
  const {
    DATABASE_URL: _database,
    REDIS_URL: _redis,
    RL_TEST_DRIVER: _driver,
    ...inherited
  } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=runway-source', 'packages/server/src/main.ts'],
    { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const waiter of waiters.filter((entry) => out.includes(entry.text))) waiter.resolve();
  });
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        if (out.includes(text)) return resolve();
        waiters.push({ text, resolve });
        void exited.then(({ code }) =>
          reject(new Error(`the server exited (${code}) before printing "${text}":\n${out}${err}`)),
        );
      }),
  };
}

/** A port nobody listens on now, for a server process of a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
