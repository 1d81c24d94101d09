import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** The newest link to `path` (e.g. '/auth/verify-email/') in a mail sent to `to`. */
  mailLink: (to: string, path: string) => Promise<string>;
  /** The mails written to `to` so far, decoded, oldest first. */
  mailsTo: (to: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    const ok = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health in time:\n${log()}`);
}

/** Mail bodies are quoted-printable: undo soft breaks and =XX escapes before reading links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The environment of `pnpm start` on a fresh machine: CI exports DATABASE_URL and
 * REDIS_URL for the server suite, but the journeys run on the embedded database of their
 * own DATA_DIR, never on a shared PostgreSQL whose rows other suites change.
 */
function embeddedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  return env;
}

/**
 * Starts the built server (`node packages/server/dist/main.js`, serving the built console)
 * on a free port with a fresh DATA_DIR, as `pnpm start` would, and waits for /health.
 * `env` adds to or overrides its environment, e.g. an API_KEY of its own.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'runway-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn('node', [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...embeddedEnv(),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // The journeys sign in many times from one address within a minute.
      AUTH_RATE_LIMIT: '1000',
      AUTH_IP_RATE_LIMIT: '1000',
      SIGNUP_RATE_LIMIT: '1000',
      // …and open many live and player pages from it.
      LIVE_CONNECTIONS_PER_IP: '1000',
      PLAYER_VIEWER_RATE_LIMIT: '1000',
      // A notification scheduled ahead goes out when a journey moves this clock past it.
      TEST_CLOCK: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, server, () => output);

  const outbox = join(dataDir, 'outbox');
  /** The mails to `to` in the outbox now, decoded, newest first. */
  async function newestMailsTo(to: string): Promise<string[]> {
    const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im');
    const mails = await Promise.all(
      names.map(async (name) => decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8'))),
    );
    return mails.filter((mail) => addressed.test(mail));
  }
  return {
    baseUrl,
    dataDir,
    async mailLink(to, path) {
      const deadline = Date.now() + 15_000;
      const pattern = new RegExp(`${baseUrl.replace(/[.:/]/g, '\\$&')}${path}[^\\s"'<>]+`, 'g');
      while (Date.now() < deadline) {
        for (const mail of await newestMailsTo(to)) {
          const links = mail.match(pattern);
          if (links?.[0]) return links[0].replace(/&amp;/g, '&');
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No mail to ${to} with a link to ${path} in ${outbox}`);
    },
    mailsTo: async (to) => (await newestMailsTo(to)).reverse(),
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
