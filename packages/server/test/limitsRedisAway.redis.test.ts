import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartFile, PNG_1PX } from './support/multipart';
import { redisServerOfItsOwn, type RedisServer } from './support/redisServer';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * The counts' fault drill (issue 34): two instances, as two processes behind one proxy,
 * counting the rate limits and the upload budget in a Redis of this file's own, which the
 * drill kills and starts again. While it is away each instance counts on its own (one
 * process's view, never no limit at all) and warns; when it is back they count together.
 */
const LIMIT = 3;
let redis: RedisServer;
const instances: { t: TestApp; lines: string[] }[] = [];

beforeAll(async () => {
  redis = await redisServerOfItsOwn();
  await redis.start();
  const env = {
    REDIS_URL: redis.url,
    REDIS_PREFIX: `test-${randomUUID()}:`,
    AUTH_RATE_LIMIT: String(LIMIT),
    // Room for two 1-pixel PNGs and a little more, but not for a third.
    UPLOAD_BYTES_PER_IP_PER_HOUR: String(PNG_1PX.length * 2 + 10),
    LOG_LEVEL: 'warn',
  };
  for (const _ of [0, 1]) {
    const lines: string[] = [];
    instances.push({
      t: await createTestApp(env, { logStream: { write: (line) => lines.push(line) } }),
      lines,
    });
  }
});
afterAll(async () => {
  await Promise.all(instances.map(({ t }) => t.close()));
  await redis?.stop();
});

const wrongLogin = (t: TestApp, email: string) =>
  t
    .call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password', device_type: 'cms' },
    })
    .then((response) => response.statusCode);

const upload = (t: TestApp, address: string) => {
  const { payload, headers } = multipartFile({
    field: 'photos',
    filename: 'logo.png',
    contentType: 'image/png',
    data: PNG_1PX,
  });
  return t
    .call({ method: 'POST', url: '/api/v2/auth/upload', payload, headers, remoteAddress: address })
    .then((response) => response.statusCode);
};

/** Resolves once every instance has logged `text` for both of its Redis connections. */
const allSaid = (text: string) =>
  vi.waitFor(
    () => {
      for (const { lines } of instances) {
        for (const purpose of ['rate limits', 'upload budget']) {
          expect(lines.some((line) => line.includes(`${purpose}: ${text}`))).toBe(true);
        }
      }
    },
    { timeout: 15_000, interval: 50 },
  );

describe('the rate limits and the upload budget while Redis is away', () => {
  it('count in each process alone, and say so', async () => {
    const [a, b] = instances.map(({ t }) => t) as [TestApp, TestApp];
    await redis.stop();
    await allSaid('Redis unreachable, this process alone until it is back');

    const email = `away-${randomUUID()}@runway.test`;
    for (let call = 0; call < LIMIT; call += 1) expect(await wrongLogin(a, email)).toBe(401);
    // Still limited, by this instance's own count…
    expect(await wrongLogin(a, email)).toBe(429);
    // …which the other instance does not share while Redis is away.
    expect(await wrongLogin(b, email)).toBe(401);

    const address = `10.${[...randomBytes(3)].join('.')}`;
    expect(await upload(a, address)).toBe(200);
    expect(await upload(a, address)).toBe(200);
    expect(await upload(a, address)).toBe(429);
    expect(await upload(b, address)).toBe(200);
  });

  it('count across the processes again once Redis is back, without a restart', async () => {
    const [a, b] = instances.map(({ t }) => t) as [TestApp, TestApp];
    await redis.start();
    await allSaid('Redis is back, shared by every process again');

    const email = `back-${randomUUID()}@runway.test`;
    for (let call = 0; call < LIMIT; call += 1) {
      expect(await wrongLogin(call % 2 === 0 ? a : b, email)).toBe(401);
    }
    expect(await wrongLogin(a, email)).toBe(429);
    expect(await wrongLogin(b, email)).toBe(429);

    const address = `10.${[...randomBytes(3)].join('.')}`;
    expect(await upload(a, address)).toBe(200);
    expect(await upload(b, address)).toBe(200);
    expect(await upload(a, address)).toBe(429);
    expect(await upload(b, address)).toBe(429);
  });
});
