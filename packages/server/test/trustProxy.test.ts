import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { clientAddressOf } from '../src/trustProxy';
import { createTestApp, type TestApp } from './support/testApp';

// A production-like server: the settings production refuses to default, and the logs off.
const PRODUCTION = {
  NODE_ENV: 'production',
  // The payments, addresses and mail are not what these tests are about.
  ALLOW_LOCAL_PROVIDERS: '1',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT: '3',
};

/**
 * Four wrong passwords for `email`, each claiming another client address: `forwarded`
 * writes the X-Forwarded-For header of the i-th attempt.
 */
async function spoofedLogins(
  t: TestApp,
  email: string,
  forwarded = (i: number) => `203.0.113.${i}`,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwarded(i) },
      payload: { email, password: 'wrong', device_type: 'cms' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** Runs `body` against a production-like app with `env` added. */
async function withApp(env: Record<string, string>, body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ ...PRODUCTION, ...env });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('#10.1 believes no X-Forwarded-For by default in production: spoofing it does not get around a rate limit', async () => {
    await withApp({}, async (t) => {
      expect(await spoofedLogins(t, 'admin@runway.test')).toEqual([401, 401, 401, 429]);
    });
  });

  it('#10.1 believes X-Forwarded-For from as many proxies as TRUST_PROXY counts', async () => {
    // Behind one proxy each forwarded address is its own client, with its own bucket.
    await withApp({ TRUST_PROXY: '1' }, async (t) => {
      expect(await spoofedLogins(t, 'admin@runway.test')).toEqual([401, 401, 401, 401]);
      // A client cannot add hops of its own: the proxy appends the address it saw, and only
      // that last entry is believed.
      const appended = (i: number) => `203.0.113.${i}, 198.51.100.7`;
      expect(await spoofedLogins(t, 'staff@runway.test', appended)).toEqual([401, 401, 401, 429]);
    });
  });

  it('#10.1 believes X-Forwarded-For only from the listed proxy addresses', async () => {
    // app.inject's requests come from 127.0.0.1: not one of these proxies…
    await withApp({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }, async (t) => {
      expect(await spoofedLogins(t, 'admin@runway.test')).toEqual([401, 401, 401, 429]);
    });
    // …but one of these.
    await withApp({ TRUST_PROXY: '10.0.0.1, loopback' }, async (t) => {
      expect(await spoofedLogins(t, 'admin@runway.test')).toEqual([401, 401, 401, 401]);
    });
  });

  it('#10.1 parses a hop count or an address list, nobody by default, and refuses anything else', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rl-trust-proxy-'));
    try {
      const trustOf = (value?: string) =>
        loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
          .trustProxy;
      expect(trustOf()).toBe(false);
      expect(trustOf('')).toBe(false);
      expect(trustOf('0')).toBe(false);
      expect(trustOf('2')).toBe(2);
      expect(trustOf('10.0.0.1, ::1, 172.16.0.0/12, uniquelocal')).toEqual([
        '10.0.0.1',
        '::1',
        '172.16.0.0/12',
        'uniquelocal',
      ]);
      for (const bad of ['true', 'proxy.example', '10.0.0.1/33', '-1']) {
        expect(() => trustOf(bad), bad).toThrow(ConfigError);
      }
      expect(() => trustOf('true')).toThrow(/^TRUST_PROXY: /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the live socket's client address (clientAddressOf)", () => {
  /** A handshake from `peer` whose X-Forwarded-For names `forwarded`. */
  const handshake = (peer: string, forwarded: string) =>
    ({
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
      headers: { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, as fastify does', () => {
    const request = handshake('127.0.0.1', '203.0.113.7');
    expect(clientAddressOf(request, false)).toBe('127.0.0.1');
    expect(clientAddressOf(request, ['loopback'])).toBe('203.0.113.7');
    expect(clientAddressOf(request, 1)).toBe('203.0.113.7');
    expect(clientAddressOf(handshake('198.51.100.1', '203.0.113.7'), ['loopback'])).toBe(
      '198.51.100.1',
    );
  });

  it('counts an IPv6 client by its /64, as the per-IP rate limits do', () => {
    const one = clientAddressOf(handshake('2001:db8:1:2:aaaa::1', ''), false);
    const other = clientAddressOf(handshake('2001:db8:1:2:bbbb::9', ''), false);
    expect(one).toBe(other);
    expect(clientAddressOf(handshake('2001:db8:1:3::1', ''), false)).not.toBe(one);
  });
});
