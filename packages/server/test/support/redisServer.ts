import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './serverProcess';

export type RedisServer = {
  url: string;
  /** Starts it (again) on its one port; resolves once it accepts connections. */
  start: () => Promise<void>;
  /** Kills it, as a crash would: nothing is said to its clients. */
  stop: () => Promise<void>;
};

/**
 * A `redis-server` of a test file's own on a free port, without persistence, for the drills
 * that take Redis away: the machine's Redis, which other files share, is never stopped.
 */
export async function redisServerOfItsOwn(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let out = '';
        started.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        started.once('error', reject);
        started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
      });
    },
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
