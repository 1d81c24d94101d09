import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../src/live/socket';
import {
  createTestApp,
  decryptBody,
  encryptBody,
  TEST_API_KEY,
  TEST_ENVELOPE_SECRET,
  type TestApp,
} from './support/testApp';

// Over a real socket: the console build served with its page fallback, the envelope through
// fetch, and the socket.io namespace.
let t: TestApp;
let live: LiveServer;
let base: string;
const consoleDir = mkdtempSync(join(tmpdir(), 'rl-console-'));

beforeAll(async () => {
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Runway Live</title>');
  writeFileSync(join(consoleDir, 'assets/app.js'), 'console.log("console")');
  t = await createTestApp({ CONSOLE_DIR: consoleDir });
  live = await startLiveServer(t.app, { corsOrigins: ['*'], redisUrl: undefined });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await live.close();
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('the server on a real port', () => {
  it('logs in through the envelope over HTTP', async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', API_KEY: TEST_API_KEY },
      body: JSON.stringify({
        encryptBody: encryptBody(
          { email: 'staff@runway.test', password: 'runway-demo-1', device_type: 'cms' },
          TEST_ENVELOPE_SECRET,
        ),
      }),
    });
    expect(response.status).toBe(200);
    const opened = decryptBody<{ user: { roles: string[] } }>(
      ((await response.json()) as { encreptedData: string }).encreptedData,
      TEST_ENVELOPE_SECRET,
    );
    expect(opened.ok && opened.value.user.roles).toEqual(['member']);
  });

  it('serves the console, with index.html for its deep links and JSON 404s for the API', async () => {
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const path of ['/', '/auth/reset-password/abc', '/event/view-events']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Runway Live</title>');
    }
    const api = await fetch(`${base}/api/v2/nothing-here`, {
      headers: { API_KEY: TEST_API_KEY, 'X-Envelope': 'off' },
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('accepts socket.io connections on the /live namespace', async () => {
    const socket = connect(`${base}/live`, { transports: ['websocket'], forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});
