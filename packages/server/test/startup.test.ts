import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServerMain } from './support/serverProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'rl-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start-up with the database unreachable', () => {
  it('#10.15 retries, then exits non-zero with one line naming the URL without its password', async () => {
    const server = spawnServerMain({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      // Port 1 refuses every connection.
      DATABASE_URL: 'postgres://user:secret@127.0.0.1:1/x',
      DB_CONNECT_TIMEOUT_MS: '1500',
    });
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();

    const stderr = server.stderr();
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain('postgres://user@127.0.0.1:1/x');
    expect(stderr).toContain('after 1.5 s');
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toContain('    at ');
    // It said it was retrying, on stdout, before it gave up.
    expect(server.stdout()).toContain('retrying for up to 1.5 s');
    expect(server.stdout()).not.toContain('secret');
  }, 60_000);
});

describe('start-up in production', () => {
  it('refuses to take payments, check addresses or write mail on the local stand-ins, in one line naming the settings', async () => {
    const server = spawnServerMain({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://console.runway.example',
      API_KEY: 'production-api-key',
      ENVELOPE_SECRET: 'production-envelope-secret',
      JWT_SECRET: 'production-jwt-secret-0123456789abcdef',
      PORT: '0',
    });
    // A server that starts anyway is stopped at once, and the test fails on its exit code.
    void server.printed('is running on').then(
      () => server.child.kill('SIGTERM'),
      () => undefined,
    );
    const { code } = await server.exited;
    expect(code).toBe(1);
    const stderr = server.stderr();
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Configuration: NODE_ENV=production refuses the local stand-ins: the local payment provider (set STRIPE_SECRET_KEY); the local address validator (set UPS_CLIENT_ID and UPS_CLIENT_SECRET); the mail outbox folder (set SMTP_URL). Set them, or ALLOW_LOCAL_PROVIDERS=1 for a staging site that takes no real money or mail.',
    ]);
    // It never got as far as listening.
    expect(server.stdout()).not.toContain('is running on');
  }, 60_000);
});
