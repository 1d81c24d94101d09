import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/plugins/csp';
import { securityHeadersOf } from '../src/plugins/securityHeaders';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

// The security headers are computed once at start-up instead of by helmet on every request;
// an answer must carry exactly what helmet itself sets on a response for the same options.
const options = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: contentSecurityPolicy({
      publicUrl: 'http://localhost:3000',
      consoleUrl: 'http://localhost:3000',
    }),
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/** What helmet's own middleware sends on a real node:http response. */
async function helmetOnARealResponse(): Promise<IncomingHttpHeaders> {
  const middleware = helmet(options);
  const server = createServer((req, res) => {
    res.setHeader('X-Powered-By', 'something');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        resolve(res.headers);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The headers helmet manages, with their values (the transport's own left out). */
function securityPart(headers: Record<string, unknown>): Record<string, unknown> {
  const transport = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !transport.includes(name)));
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are the ones helmet sets on a response, computed once', async () => {
    const expected = securityPart(await helmetOnARealResponse());
    expect(expected['x-powered-by']).toBeUndefined();
    expect(securityHeadersOf(options)).toEqual(expected);
    expect(expected).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('are on every answer: a page, an API answer, a refusal and a 404', async () => {
    const expected = securityHeadersOf(options);
    const answers = [
      await t.app.inject({ url: '/health' }),
      await t.app.inject({ url: '/api/miscellaneous', headers: { api_key: TEST_API_KEY } }),
      await t.app.inject({ url: '/api/miscellaneous' }),
      await t.app.inject({ url: '/api/v2/nothing-here', headers: { api_key: TEST_API_KEY } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });
});
