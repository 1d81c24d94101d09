import { CHECKOUT_HOLD_MINUTES_DEFAULT } from '@runway-live/domain/checkout';
import { PAYOUT_HOLD_DAYS_DEFAULT } from '@runway-live/domain/orders';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3StorageOptions } from './providers/uploadStorage';
import { z } from 'zod';
import { DEVELOPMENT_CONSOLE_SETTINGS, DEVELOPMENT_PORT } from '@runway-live/domain/api';
import type { ReadLayers } from './resources/readLayers';
import { trustProxySetting, type TrustProxy } from './trustProxy';

/**
 * The server's configuration, parsed once from the environment with zod. Every default is
 * for the embedded mode (`pnpm start` on a laptop) and is marked as such: with
 * NODE_ENV=production a secret or address left to its default is refused at start-up.
 */

// The API key, envelope secret and app links the console shares live in the domain; the
// JWT secret never leaves the server.
const DEV = DEVELOPMENT_CONSOLE_SETTINGS;
const DEV_JWT_SECRET = 'dev-jwt-secret-change-me-0123456789abcdef';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: optionalText,
  PUBLIC_URL: z.url().optional(),
  CONSOLE_URL: z.url().optional(),
  CORS_ORIGINS: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  API_KEY: optionalText,
  ENVELOPE_SECRET: optionalText,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  UPLOAD_DIR: optionalText,
  // Uploads in an S3-compatible bucket rather than UPLOAD_DIR (issue 34): several processes
  // share the files. The AWS SDK's default credentials chain unless the two keys are set.
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PREFIX: z.string().max(200).default('uploads/'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Issue 10: the anonymous upload budget and the start-up wait for the database.
  UPLOAD_BYTES_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DB_PREPARED_STATEMENTS: flag.default(true),
  // Decision 0010's read layers, each on unless turned off (bench/api measures each).
  LAYER_BATCHING: flag.default(true),
  // The audit log (decision 0050); off only for the bench's "off" side (`pnpm bench audit`).
  AUDIT_LOG: flag.default(true),
  LAYER_KEPT_PAGES: flag.default(true),
  LAYER_KEPT_ANSWERS: flag.default(true),
  CONSOLE_DIR: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  UPS_CLIENT_ID: optionalText,
  UPS_CLIENT_SECRET: optionalText,
  UPS_BASE_URL: z.url().default('https://onlinetools.ups.com'),
  // A staging site may run production on the local stand-ins (issue 27): said explicitly.
  ALLOW_LOCAL_PROVIDERS: flag.default(false),
  APP_SCHEME: z.string().default(DEV.mobile.appScheme),
  IOS_APP_URL: z.url().default(DEV.mobile.iosAppUrl),
  ANDROID_APP_URL: z.url().default(DEV.mobile.androidAppUrl),
  SEED_DEMO: flag.optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // The account flows' per-IP limits and the mail outbox (#10.4, #10.14).
  AUTH_IP_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(5000),
  // The notifications' scheduler (issue 33): at most 10 s between looks; 0 turns it off.
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(0).max(10_000).default(10_000),
  // Push to the shopping apps through FCM (HTTP v1, a topic per account) when both are set.
  FCM_PROJECT_ID: optionalText,
  FCM_ACCESS_TOKEN: optionalText,
  // The embeddable player's public reads and reports, per IP per minute (issue 22).
  PUBLIC_READ_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  PLAYER_EVENT_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  // A checkout's stock hold, in minutes (fractional for tests: 0.05 is 3 s; issue 29).
  CHECKOUT_HOLD_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(CHECKOUT_HOLD_MINUTES_DEFAULT),
  // Checkouts one shopper may start per minute, and how often expired holds are swept.
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  CHECKOUT_SWEEP_MS: z.coerce.number().int().min(0).max(30_000).default(10_000),
  // Days after delivery before a designer's net is available (payouts; issue 30).
  PAYOUT_HOLD_DAYS: z.coerce.number().min(0).max(365).default(PAYOUT_HOLD_DAYS_DEFAULT),
  // What one address or account may do to a show's counters and chat (issue 27).
  PLAYER_VIEWER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LIVE_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(20),
  LIVE_CHAT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  LIVE_CHAT_RATE_WINDOW_SEC: z.coerce.number().int().positive().max(3600).default(10),
  // Group commit of chat messages (decision 0042): on, and the window (0: the next turn).
  LIVE_GROUP_COMMIT: flag.default(true),
  LIVE_GROUP_COMMIT_MS: z.coerce.number().int().min(0).max(100).default(0),
  // A room's coalescing window in ms (0: every event on its own), and the frames a viewer's
  // send buffer may hold before it is dropped from the stream (decision 0043).
  LIVE_COALESCE_MS: z.coerce.number().int().min(0).max(1000).default(50),
  LIVE_SEND_BUFFER_MAX: z.coerce.number().int().positive().default(100),
  // With REDIS_URL: how often each process says it is alive; one silent for three of these
  // is dead, and a survivor closes its viewer sessions (decision 0047).
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // The prefix of every key the server keeps in Redis (live rooms, rate limits, the upload
  // budget): two deployments, or two test runs, on one Redis stay apart.
  REDIS_PREFIX: z.string().min(1).max(100).default('runway-live:'),
  // A clock the journeys move (POST /api/test/clock) instead of waiting; never in production.
  TEST_CLOCK: flag.default(false),
  // On SIGTERM: how long the requests in flight may take before their connections are cut.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  /** Where the console's pages live (mail links point at it); the server serves it itself. */
  consoleUrl: string;
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  apiKey: string;
  envelopeSecret: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadDir: string;
  /** Uploads in a bucket (S3_BUCKET); in `uploadDir` when undefined. */
  uploadBucket: S3StorageOptions | undefined;
  /** Bytes one IP may upload per hour (the designer application uploads anonymously). */
  uploadBytesPerIpPerHour: number;
  /** How long start-up waits for an unreachable PostgreSQL before it gives up. */
  dbConnectTimeoutMs: number;
  /**
   * Whether the hot reads (session check, list pages) use named prepared statements; off
   * behind a transaction-mode pooler such as PgBouncer, where they fail.
   */
  preparedStatements: boolean;
  /** Whether writes are recorded in the audit log (decision 0050): always, but in the bench. */
  auditLog: boolean;
  /** Which of decision 0010's read layers are on (resources/readLayers.ts): all by default. */
  readLayers: ReadLayers;
  /** The built console (served with an SPA fallback when the folder exists). */
  consoleDir: string;
  outboxDir: string;
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
  ups: { clientId: string; clientSecret: string; baseUrl: string } | undefined;
  /**
   * Whether NODE_ENV=production may run on the local stand-ins (the local payment provider,
   * the local address validator, the mail outbox folder): ALLOW_LOCAL_PROVIDERS, for a
   * staging site. Without it production refuses to start on them.
   */
  allowLocalProviders: boolean;
  mobile: { appScheme: string; iosAppUrl: string; androidAppUrl: string };
  seedDemo: boolean;
  /** Auth calls allowed per minute per IP and e-mail before 429. */
  authRateLimit: number;
  /** Whose X-Forwarded-For is believed: a hop count, proxy addresses, or nobody (false). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Auth calls allowed per minute from one IP, whatever the e-mail (one bucket per flow). */
  authIpRateLimit: number;
  /** Accounts one IP may create per minute (register, web-user, register-designer together). */
  signupRateLimit: number;
  /** How often the mail outbox is polled for retries; 0 turns polling off. */
  mailPollMs: number;
  /** How often the notifications' scheduler looks for due ones (≤ 10 s); 0 turns it off. */
  notificationPollMs: number;
  /** Where the local push provider writes its JSON files (DATA_DIR/push-outbox). */
  pushOutboxDir: string;
  /** FCM's project and access token: push goes through FCM when set, else the local outbox. */
  fcm: { projectId: string; accessToken: string } | null;
  /** The player's public reads (web events and groups) one IP may make per minute. */
  publicReadRateLimit: number;
  /** How long a checkout holds its stock, in minutes (CHECKOUT_HOLD_MINUTES). */
  checkoutHoldMinutes: number;
  /** Days after delivery before a designer's net is available (PAYOUT_HOLD_DAYS). */
  payoutHoldDays: number;
  /** Checkouts one shopper may start per minute. */
  checkoutRateLimit: number;
  /** How often expired holds are swept, in ms (at most 30 s, API.md); 0 turns it off. */
  checkoutSweepMs: number;
  /** The player events (sessions, heartbeats, clicks) one IP may report per minute. */
  playerEventRateLimit: number;
  /** The viewer ids a web event has not counted yet that one IP may report per hour. */
  playerViewerRateLimit: number;
  /** The live sockets (/live) one address may hold open at once, per server process. */
  liveConnectionsPerIp: number;
  /** The chat messages a viewer may post per window, per account and per connection. */
  liveChatRate: { limit: number; windowSec: number };
  /**
   * Chat messages arriving together are stored by one insert and broadcast after it
   * commits (decision 0042): off stores each alone; `windowMs` 0 groups one turn of the
   * event loop, more waits that long for others.
   */
  liveGroupCommit: { on: boolean; windowMs: number };
  /**
   * A room's broadcasts (live/delivery.ts, decision 0043): the coalescing window in ms (0
   * turns it off) and the frames a viewer's send buffer may hold before it is dropped.
   */
  liveDelivery: { coalesceMs: number; sendBufferMax: number };
  /**
   * With REDIS_URL, each process's heartbeat in ms (live/processes.ts, decision 0047): a
   * process silent for three is dead, and a survivor closes the viewer sessions it held.
   */
  liveHeartbeatMs: number;
  /** The prefix of every key the server keeps in Redis (REDIS_PREFIX). */
  redisPrefix: string;
  shutdownGraceMs: number;
  /** TEST_CLOCK: the notifications' clock can be moved forward by an admin's call. */
  testClock: boolean;
  /** Names of the settings left to their development defaults (printed at start-up). */
  devDefaults: string[];
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue?.path.join('.') ?? 'environment'}: ${issue?.message}`);
  }
  const e = parsed.data;
  const devDefaults: string[] = [];
  function orDefault<T>(name: string, value: T | undefined, fallback: T): T {
    if (value !== undefined) return value;
    devDefaults.push(name);
    return fallback;
  }

  const port = orDefault('PORT', e.PORT, DEVELOPMENT_PORT);
  const host = orDefault('HOST', e.HOST, '127.0.0.1');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!e.PUBLIC_URL) devDefaults.push('PUBLIC_URL');
  const dataDir = resolve(orDefault('DATA_DIR', e.DATA_DIR, './.data'));
  const config: Config = {
    env: e.NODE_ENV,
    port,
    host,
    publicUrl,
    consoleUrl: (e.CONSOLE_URL ?? publicUrl).replace(/\/$/, ''),
    corsOrigins: (e.CORS_ORIGINS ?? publicUrl)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    apiKey: orDefault('API_KEY', e.API_KEY, DEV.apiKey),
    envelopeSecret: orDefault('ENVELOPE_SECRET', e.ENVELOPE_SECRET, DEV.envelopeSecret),
    jwtSecret: orDefault('JWT_SECRET', e.JWT_SECRET, DEV_JWT_SECRET),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Runway Live <no-reply@runway.test>',
    uploadDir: resolve(e.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
    uploadBucket: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
          ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: e.S3_ACCESS_KEY_ID,
                  secretAccessKey: e.S3_SECRET_ACCESS_KEY,
                },
              }
            : {}),
        }
      : undefined,
    uploadBytesPerIpPerHour: e.UPLOAD_BYTES_PER_IP_PER_HOUR,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    preparedStatements: e.DB_PREPARED_STATEMENTS,
    auditLog: e.AUDIT_LOG,
    readLayers: {
      batching: e.LAYER_BATCHING,
      keptPages: e.LAYER_KEPT_PAGES,
      keptAnswers: e.LAYER_KEPT_ANSWERS,
    },
    outboxDir: resolve(dataDir, 'outbox'),
    // packages/server/{src,dist} → packages/console/dist
    consoleDir: resolve(
      e.CONSOLE_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../console/dist'),
    ),
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    ups:
      e.UPS_CLIENT_ID && e.UPS_CLIENT_SECRET
        ? { clientId: e.UPS_CLIENT_ID, clientSecret: e.UPS_CLIENT_SECRET, baseUrl: e.UPS_BASE_URL }
        : undefined,
    allowLocalProviders: e.ALLOW_LOCAL_PROVIDERS,
    mobile: {
      appScheme: e.APP_SCHEME,
      iosAppUrl: e.IOS_APP_URL,
      androidAppUrl: e.ANDROID_APP_URL,
    },
    // The demo seed is on in the embedded mode only, unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? (e.NODE_ENV !== 'production' && !e.DATABASE_URL),
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    authIpRateLimit: e.AUTH_IP_RATE_LIMIT,
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    mailPollMs: e.MAIL_POLL_MS,
    notificationPollMs: e.NOTIFICATION_POLL_MS,
    pushOutboxDir: resolve(dataDir, 'push-outbox'),
    fcm:
      e.FCM_PROJECT_ID && e.FCM_ACCESS_TOKEN
        ? { projectId: e.FCM_PROJECT_ID, accessToken: e.FCM_ACCESS_TOKEN }
        : null,
    publicReadRateLimit: e.PUBLIC_READ_RATE_LIMIT,
    playerEventRateLimit: e.PLAYER_EVENT_RATE_LIMIT,
    checkoutHoldMinutes: e.CHECKOUT_HOLD_MINUTES,
    payoutHoldDays: e.PAYOUT_HOLD_DAYS,
    checkoutRateLimit: e.CHECKOUT_RATE_LIMIT,
    checkoutSweepMs: e.CHECKOUT_SWEEP_MS,
    playerViewerRateLimit: e.PLAYER_VIEWER_RATE_LIMIT,
    liveConnectionsPerIp: e.LIVE_CONNECTIONS_PER_IP,
    liveChatRate: { limit: e.LIVE_CHAT_RATE_LIMIT, windowSec: e.LIVE_CHAT_RATE_WINDOW_SEC },
    liveGroupCommit: { on: e.LIVE_GROUP_COMMIT, windowMs: e.LIVE_GROUP_COMMIT_MS },
    liveDelivery: { coalesceMs: e.LIVE_COALESCE_MS, sendBufferMax: e.LIVE_SEND_BUFFER_MAX },
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    redisPrefix: e.REDIS_PREFIX,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    testClock: e.TEST_CLOCK,
    devDefaults,
  };

  if (config.env === 'production') {
    // A production server never runs on a secret that is printed in this file.
    const refused = devDefaults.filter((name) =>
      ['API_KEY', 'ENVELOPE_SECRET', 'JWT_SECRET', 'PUBLIC_URL', 'DATA_DIR'].includes(name),
    );
    if (refused.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production refuses the development defaults of ${refused.join(', ')}: set them explicitly.`,
      );
    }
    if (config.testClock) {
      throw new ConfigError('TEST_CLOCK is for tests: a production clock is never moved.');
    }
    if (config.stripe && !config.stripe.webhookSecret) {
      throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY.');
    }
    const standIns = localStandIns(config);
    if (standIns.length > 0 && !config.allowLocalProviders) {
      throw new ConfigError(
        `NODE_ENV=production refuses the local stand-ins: ${standIns.join('; ')}. Set them, or ALLOW_LOCAL_PROVIDERS=1 for a staging site that takes no real money or mail.`,
      );
    }
  }
  return config;
}

/**
 * The local stand-ins a configuration runs on, each with the setting that replaces it: a
 * production server on them would take "payments" without charging a card and write its
 * mail to a folder (issue 27).
 */
export function localStandIns(config: Pick<Config, 'stripe' | 'ups' | 'smtpUrl'>): string[] {
  const standIns: string[] = [];
  if (!config.stripe) standIns.push('the local payment provider (set STRIPE_SECRET_KEY)');
  if (!config.ups) {
    standIns.push('the local address validator (set UPS_CLIENT_ID and UPS_CLIENT_SECRET)');
  }
  if (!config.smtpUrl) standIns.push('the mail outbox folder (set SMTP_URL)');
  return standIns;
}
