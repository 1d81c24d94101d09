import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

// The Content-Security-Policy on every answer (the console's pages, the API, /docs and the
// local provider's pages). The built console is checked in Chromium by e2e/csp.e2e.ts.
let t: TestApp;
const consoleDir = mkdtempSync(join(tmpdir(), 'rl-console-'));
beforeAll(async () => {
  writeFileSync(
    join(consoleDir, 'index.html'),
    '<!doctype html><title>Runway Live</title><script type="module" src="/assets/app.js"></script>',
  );
  t = await createTestApp({ CONSOLE_DIR: consoleDir, CONSOLE_URL: 'https://console.example' });
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/** The policy's directives by name, e.g. { 'script-src': ["'self'"] }. */
function policyOf(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

/** Scripts run only from this server: no inline script, no eval, no other origin. */
function expectStrictScripts(policy: Record<string, string[]>): void {
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
}

describe('Content-Security-Policy', () => {
  it("#10.11 is sent with the console's index, without 'unsafe-inline' in script-src", async () => {
    for (const url of ['/', '/auth/login', '/designer/view-designers']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('<title>Runway Live</title>');
      const policy = policyOf(page.headers['content-security-policy']);
      expectStrictScripts(policy);
      // What the console needs: images from the cropper (blob:, data:), the API and socket.io.
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(["'self'", 'http://localhost:3000', 'ws://localhost:3000']),
      );
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
    }
  });

  it('#10.11 is sent with an /api answer, a refusal included', async () => {
    for (const headers of [{ api_key: TEST_API_KEY }, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/miscellaneous', headers });
      expectStrictScripts(policyOf(response.headers['content-security-policy']));
    }
  });

  it('#10.11 lets /docs work: swagger-ui loads same-origin scripts and styles inline', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers['content-security-policy']);
    expectStrictScripts(policy);
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['img-src']).toContain('data:');
    // Every script of the page is a same-origin file, and none is inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(body.trim()).toBe('');
    }
    const initializer = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    // The validator badge would be an image from validator.swagger.io, which img-src refuses.
    expect(initializer.body).toContain('"validatorUrl":null');
  });

  it('#10.11 covers the local provider pages: their inline style and their form', async () => {
    const page = await t.app.inject({ url: '/payments/local/onboard/acct_local_abc' });
    expect(page.body).toContain('<style>');
    const policy = policyOf(page.headers['content-security-policy']);
    expectStrictScripts(policy);
    expect(policy['style-src']).toContain("'unsafe-inline'");
    // The form posts here, then the answer sends the browser on to the console.
    expect(policy['form-action']).toEqual([
      "'self'",
      'http://localhost:3000',
      'https://console.example',
    ]);
  });
});
