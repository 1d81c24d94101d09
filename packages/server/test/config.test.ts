import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CONSOLE_SETTINGS } from '@runway-live/domain/api';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('runs the embedded mode on marked development defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/rl-config-test' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      uploadDir: '/tmp/rl-config-test/uploads',
      outboxDir: '/tmp/rl-config-test/outbox',
      stripe: undefined,
      ups: undefined,
    });
    expect(config.devDefaults).toEqual(
      expect.arrayContaining([
        'PORT',
        'HOST',
        'PUBLIC_URL',
        'API_KEY',
        'ENVELOPE_SECRET',
        'JWT_SECRET',
      ]),
    );
  });

  it('#11 falls back to the same development settings the console falls back to', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/rl-config-test' });
    const { apiKey, envelopeSecret, publicUrl, mobile } = config;
    expect({ apiKey, envelopeSecret, publicUrl, mobile }).toEqual(DEVELOPMENT_CONSOLE_SETTINGS);
    expect(apiKey).toBe('dev-api-key-change-me');
    expect(envelopeSecret).toBe('dev-envelope-secret-change-me');
  });

  it('refuses the development secrets when NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/srv/runway' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/srv/runway' })).toThrow(
      'refuses the development defaults of PUBLIC_URL, API_KEY, ENVELOPE_SECRET, JWT_SECRET',
    );
  });

  /** A production configuration with every secret and every real provider set. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    DATA_DIR: '/srv/runway',
    PUBLIC_URL: 'https://console.runway.example',
    API_KEY: 'k',
    ENVELOPE_SECRET: 'e',
    JWT_SECRET: 'j'.repeat(32),
    DATABASE_URL: 'postgres://db/runway',
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    UPS_CLIENT_ID: 'ups-id',
    UPS_CLIENT_SECRET: 'ups-secret',
    SMTP_URL: 'smtp://mail.runway.example:587',
  };

  it('refuses a movable clock in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, TEST_CLOCK: '1' })).toThrow(
      'TEST_CLOCK is for tests: a production clock is never moved.',
    );
    expect(loadConfig({ ...PRODUCTION }).testClock).toBe(false);
  });

  it('accepts production with every secret set, and turns the demo seed off there', () => {
    const config = loadConfig({
      ...PRODUCTION,
      CORS_ORIGINS: 'https://console.runway.example, https://runway.example',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.corsOrigins).toEqual([
      'https://console.runway.example',
      'https://runway.example',
    ]);
  });

  it('refuses production on a local stand-in, naming the setting that replaces it', () => {
    const without = (name: keyof typeof PRODUCTION) => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      return env;
    };
    expect(() => loadConfig(without('STRIPE_SECRET_KEY'))).toThrow(ConfigError);
    expect(() => loadConfig(without('STRIPE_SECRET_KEY'))).toThrow(
      'NODE_ENV=production refuses the local stand-ins: the local payment provider (set STRIPE_SECRET_KEY).',
    );
    expect(() => loadConfig(without('UPS_CLIENT_SECRET'))).toThrow(
      'the local address validator (set UPS_CLIENT_ID and UPS_CLIENT_SECRET)',
    );
    expect(() => loadConfig(without('SMTP_URL'))).toThrow('the mail outbox folder (set SMTP_URL)');
    expect(() => loadConfig(without('SMTP_URL'))).toThrow('ALLOW_LOCAL_PROVIDERS=1');
    // Development and tests run on the stand-ins without being asked.
    expect(loadConfig({ DATA_DIR: '/tmp/rl-config-test' }).stripe).toBeUndefined();
  });

  it('lets a staging site run production on the stand-ins when ALLOW_LOCAL_PROVIDERS says so', () => {
    const {
      STRIPE_SECRET_KEY: _s,
      STRIPE_WEBHOOK_SECRET: _w,
      SMTP_URL: _m,
      ...staging
    } = PRODUCTION;
    const config = loadConfig({ ...staging, ALLOW_LOCAL_PROVIDERS: '1' });
    expect(config).toMatchObject({
      stripe: undefined,
      smtpUrl: undefined,
      allowLocalProviders: true,
    });
    expect(() => loadConfig({ ...staging, ALLOW_LOCAL_PROVIDERS: '0' })).toThrow(
      'the local payment provider (set STRIPE_SECRET_KEY); the mail outbox folder (set SMTP_URL)',
    );
    expect(() => loadConfig({ ...staging, ALLOW_LOCAL_PROVIDERS: 'maybe' })).toThrow(
      /^ALLOW_LOCAL_PROVIDERS: /,
    );
  });

  it('uses named prepared statements unless DB_PREPARED_STATEMENTS turns them off', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'on' }).preparedStatements).toBe(true);
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /^DB_PREPARED_STATEMENTS: /,
    );
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT: /);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET: JWT_SECRET needs at least 32 characters',
    );
  });

  it('switches to Stripe and UPS only when their keys are set', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      UPS_CLIENT_ID: 'id',
      UPS_CLIENT_SECRET: 'secret',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(config.ups?.clientId).toBe('id');
    expect(loadConfig({ UPS_CLIENT_ID: 'id' }).ups).toBeUndefined();
  });
});
