import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRecord } from '../src/plugins/access';
import { perIp, sharedPerIp } from '../src/plugins/rateLimits';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Rate limits are declared on the route, beside its access (`config.rateLimits`), and
 * enforced in one place (plugins/rateLimits.ts). A public read is open to anyone, so each
 * one is limited: a new public read without a limit fails here.
 */
const unlimitedPublicReads = (table: readonly EndpointRecord[]) =>
  table
    .filter((route) => route.access === 'public' && route.method === 'GET')
    .filter((route) => route.rateLimits.length === 0)
    .map((route) => `${route.method} ${route.url}`);

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        routes: (app) => {
          // Test-only routes: a public read that forgot its limit, one with a tight one, two
          // sharing a bucket.
          app.get('/api/test/unlimited', { config: { access: 'public' } }, async () => ({}));
          app.get(
            '/api/test/limited',
            { config: { access: 'public', rateLimits: [perIp(2)] } },
            async () => ({}),
          );
          for (const name of ['first', 'second']) {
            app.get(
              `/api/test/shared/${name}`,
              { config: { access: 'public', rateLimits: [sharedPerIp('test-shared', 3)] } },
              async () => ({}),
            );
          }
        },
      },
    );
  });
  afterAll(async () => t?.close());

  it('every public read of the app declares a rate limit', () => {
    const app = t.app.endpointTable.filter((route) => !route.url.startsWith('/api/test/'));
    expect(
      app.filter((route) => route.access === 'public' && route.method === 'GET').length,
    ).toBeGreaterThanOrEqual(5);
    expect(unlimitedPublicReads(app)).toEqual([]);
  });

  it('the walk finds a public read that declares none', () => {
    expect(unlimitedPublicReads(t.app.endpointTable)).toEqual(['GET /api/test/unlimited']);
  });

  it('answers 429 past the declared limit, per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await t.call({ method: 'GET', url: '/api/test/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await t.call({
      method: 'GET',
      url: '/api/test/limited',
      remoteAddress: '203.0.113.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts the routes that declare one bucket together', async () => {
    const call = (name: string) =>
      t.call({ method: 'GET', url: `/api/test/shared/${name}`, remoteAddress: '203.0.113.8' });
    const statuses = [];
    for (const name of ['first', 'second', 'first', 'second']) {
      statuses.push((await call(name)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a route that declares a limit the other way (config.rateLimit)', async () => {
    await expect(
      createTestApp(
        {},
        {
          routes: (app) => {
            app.get(
              '/api/test/old-way',
              { config: { access: 'public', rateLimit: { max: 1, timeWindow: '1 minute' } } },
              async () => ({}),
            );
          },
        },
      ),
    ).rejects.toThrow('GET /api/test/old-way declares config.rateLimit');
  });

  it('shows each limit in the OpenAPI document, with its 429', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const operation = response.json().paths['/api/miscellaneous'].get;
    expect(operation.description).toContain('Rate limit: ');
    expect(Object.keys(operation.responses)).toContain('429');
  });
});
