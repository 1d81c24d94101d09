import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { decryptBody, encryptBody } from '@runway-live/domain/envelope';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createPglite, fromPglite, fromPostgres, type DatabaseHandle } from '../../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/demoAccounts';
import { users } from '../../src/db/schema';
import { testDatabaseName, withDatabase } from './template';

export const TEST_API_KEY = 'test-api-key';
export const TEST_ENVELOPE_SECRET = 'test-envelope-secret';

export type DemoKey = keyof typeof DEMO_ACCOUNTS;

/** A fresh copy of the migrated, seeded template: PGlite by default, PostgreSQL on request. */
async function cloneTemplate(): Promise<DatabaseHandle> {
  if (process.env.RL_TEST_DRIVER === 'postgres') {
    const adminUrl = process.env.DATABASE_URL as string;
    const name = testDatabaseName(inject('runPid'), randomBytes(6).toString('hex'));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    const handle = fromPostgres(withDatabase(adminUrl, name));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists "${name}"`);
        await admin.end();
      },
    };
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  const client = await createPglite(undefined, { loadDataDir: new Blob([tarball]) });
  return fromPglite(client);
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** A plain-JSON call with the API key (the envelope is tested on its own); the mail it
   * queued has been sent (or has failed once) when it answers. */
  call: (options: InjectOptions & { token?: string | null }) => Promise<LightMyRequestResponse>;
  /** The session token of a demo account (logged in once per file, then cached). */
  tokenOf: (who: DemoKey) => Promise<string>;
  /** Forgets a cached token (a call ended its session): the next tokenOf signs in again. */
  forgetToken: (who: DemoKey) => void;
  /** The user id of a demo account, read from the seeded database. */
  idOf: (who: DemoKey) => Promise<string>;
  /** The .eml files written so far, oldest first. */
  outbox: () => { file: string; text: string }[];
  close: () => Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  {
    routes,
    ...extra
  }: Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
    /** Test-only routes, registered before the app is ready. */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rl-server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEY: TEST_API_KEY,
    ENVELOPE_SECRET: TEST_ENVELOPE_SECRET,
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT: '1000',
    AUTH_IP_RATE_LIMIT: '1000',
    SIGNUP_RATE_LIMIT: '1000',
    // One test file opens many sockets and reports many viewers from 127.0.0.1; the files
    // that test these limits set their own.
    LIVE_CONNECTIONS_PER_IP: '1000',
    PLAYER_VIEWER_RATE_LIMIT: '1000',
    // Tests send the mail outbox themselves (call() flushes it), never on a timer.
    MAIL_POLL_MS: '0',
    // Tests run the notifications' scheduler themselves, with their own clock.
    NOTIFICATION_POLL_MS: '0',
    ...env,
  });
  const database = await cloneTemplate();
  const app = await buildApp({ config, database, ...extra });
  routes?.(app);
  await app.ready();
  const tokens = new Map<DemoKey, string>();

  const call: TestApp['call'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: {
        api_key: TEST_API_KEY,
        'x-envelope': 'off',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    await app.mailDispatcher.flush();
    return response;
  };

  return {
    app,
    config,
    database,
    call,
    tokenOf: async (who) => {
      const cached = tokens.get(who);
      if (cached) return cached;
      const response = await call({
        method: 'POST',
        url: '/api/auth/login',
        // Shoppers sign in from the buyer apps, not the console.
        payload: {
          email: DEMO_ACCOUNTS[who].email,
          password: DEMO_PASSWORD,
          device_type: who === 'shopper' ? 'ios' : 'cms',
        },
      });
      const token = response.json<{ token?: string }>().token;
      if (!token) throw new Error(`demo login of ${who} failed: ${response.body}`);
      tokens.set(who, token);
      return token;
    },
    forgetToken: (who) => {
      tokens.delete(who);
    },
    idOf: async (who) => {
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ACCOUNTS[who].email));
      if (!row) throw new Error(`the seed has no ${who}`);
      return row.id;
    },
    outbox: () => {
      if (!existsSync(config.outboxDir)) return [];
      return readdirSync(config.outboxDir)
        .sort()
        .map((file) => ({
          file,
          text: readFileSync(join(config.outboxDir, file), 'utf8'),
        }));
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The link of the last mail to `to` whose path starts with `path`, e.g. '/auth/reset-password/'. */
export function lastLink(testApp: TestApp, to: string, path: string): string {
  const mails = testApp.outbox().filter((mail) => mail.text.includes(`To: ${to}`));
  // The body is quoted-printable: undo soft line breaks and =XX escapes.
  const text = (mails.at(-1)?.text ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = new RegExp(`https?://[^\\s]*${path}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[0];
}

/** The token in a mailed link (the last path segment, without the query). */
export function tokenOfLink(link: string): string {
  return new URL(link).pathname.split('/').at(-1) ?? '';
}

export { decryptBody, encryptBody };
