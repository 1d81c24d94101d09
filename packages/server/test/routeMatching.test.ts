import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import {
  createTestApp,
  decryptBody,
  encryptBody,
  TEST_API_KEY,
  TEST_ENVELOPE_SECRET,
  type TestApp,
} from './support/testApp';

// The API key and the envelope are decided on the route the router matched: the router
// decodes the path, so a percent-encoded spelling of /api reaches the same routes.
let t: TestApp;
// A built console, so unknown paths meet the page fallback too.
const consoleDir = mkdtempSync(join(tmpdir(), 'rl-console-'));
beforeAll(async () => {
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Runway Live</title>');
  t = await createTestApp({ CONSOLE_DIR: consoleDir });
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

const LOGIN = { email: 'staff@runway.test', password: 'runway-demo-1', device_type: 'cms' };

describe('percent-encoded /api paths', () => {
  it('#10.3 checks the API key on GET /%61pi/miscellaneous', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/%61pi/miscellaneous' });
    expect(without.statusCode).toBe(401);
    expect(decryptBody(without.json().encreptedData, TEST_ENVELOPE_SECRET)).toEqual({
      ok: true,
      value: { success: false, message: apiMessages.invalidApiKey },
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/%61pi/miscellaneous',
      headers: { api_key: 'not-the-key' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('#10.3 seals the answer of GET /%61pi/miscellaneous in the envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/%61pi/miscellaneous',
      headers: { api_key: TEST_API_KEY },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['encreptedData']);
  });

  it('#10.3 checks the API key on POST /%61pi/auth/login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      payload: LOGIN,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().token).toBeUndefined();
  });

  it('#10.3 opens and seals the envelope on POST /%61pi/auth/login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      headers: { api_key: TEST_API_KEY },
      payload: { encryptBody: encryptBody(LOGIN, TEST_ENVELOPE_SECRET) },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['encreptedData']);
    const opened = decryptBody<{ token: string }>(
      response.json().encreptedData,
      TEST_ENVELOPE_SECRET,
    );
    expect(opened.ok && typeof opened.value.token).toBe('string');
  });

  it('#10.3 answers an unknown path with the same plain JSON 404 however /api is spelt', async () => {
    for (const url of ['/api/v2/nothing-here', '/%61pi/v2/nothing-here']) {
      for (const headers of [{}, { api_key: TEST_API_KEY }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ success: false, message: apiMessages.notFound });
      }
    }
    // A console page is still a page.
    const page = await t.app.inject({ method: 'GET', url: '/auth/%6Cogin' });
    expect(page.body).toContain('<title>Runway Live</title>');
  });

  it('answers a missing demo video with a 404, not the console page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/demo/no-such-show.mp4' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>Runway Live</title>');
  });
});
