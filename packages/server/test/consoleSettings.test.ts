import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, TEST_ENVELOPE_SECRET, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://console.runway.example',
    APP_SCHEME: 'runwaytest',
    IOS_APP_URL: 'https://apps.apple.com/app/runway-test/id123',
    ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=test.runway',
  });
});
afterAll(() => t.close());

/** Runs the served script as the browser would, and gives back what it set. */
function settingsFrom(script: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window });
  return window.__RUNWAY_SETTINGS__;
}

describe('the console settings script', () => {
  it('#10.16 serves the configured API key, envelope secret, public URL and app links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/settings.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(settingsFrom(response.body)).toEqual({
      apiKey: TEST_API_KEY,
      envelopeSecret: TEST_ENVELOPE_SECRET,
      publicUrl: 'https://console.runway.example',
      mobile: {
        appScheme: 'runwaytest',
        iosAppUrl: 'https://apps.apple.com/app/runway-test/id123',
        androidAppUrl: 'https://play.google.com/store/apps/details?id=test.runway',
      },
    });
  });

  it('#10.16 needs no API key: it is how the console learns it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/settings.js', headers: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe('a setting that looks like markup', () => {
  let odd: TestApp;
  const apiKey = 'key</script><script>alert(1)</script>&\u2028end';
  beforeAll(async () => {
    odd = await createTestApp({ API_KEY: apiKey });
  });
  afterAll(() => odd.close());

  it('#10.16 cannot end the script element, and still reads back exactly', async () => {
    const response = await odd.app.inject({ method: 'GET', url: '/settings.js' });
    expect(response.body).not.toMatch(/<\/?script/i);
    expect(response.body).not.toContain('\u2028');
    expect(settingsFrom(response.body)).toMatchObject({ apiKey });
  });
});
