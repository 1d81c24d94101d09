import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { multipartFile, PNG_1PX } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

// Runs only in the 'server:redis' project (REDIS_URL set): two app instances, as two
// processes behind one proxy would be, counting the same limits in one Redis (issue 34).
const LIMIT = 4;
const prefix = `test-${randomUUID()}:`;
const env = {
  REDIS_URL: process.env.REDIS_URL as string,
  REDIS_PREFIX: prefix,
  AUTH_RATE_LIMIT: String(LIMIT),
  // Room for two 1-pixel PNGs and a little more, but not for a third.
  UPLOAD_BYTES_PER_IP_PER_HOUR: String(PNG_1PX.length * 2 + 10),
};

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const wrongLogin = (instance: TestApp, email: string) =>
  instance.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not-the-password', device_type: 'cms' },
  });

describe('rate limits across processes', () => {
  it('allow a caller the limit once between two instances, not once each', async () => {
    // A new address per run: the counts outlive the test in Redis for their minute.
    const email = `limit-${randomUUID()}@runway.test`;
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT; call += 1) {
      statuses.push((await wrongLogin(call % 2 === 0 ? a : b, email)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // Each instance alone has seen only half of them; together they are over.
    for (const instance of [a, b]) {
      const refused = await wrongLogin(instance, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: apiMessages.tooManyRequests });
    }
  });
});

describe('the upload budget across processes', () => {
  it('is one budget per address between two instances', async () => {
    // A new address per run: its budget outlives the test in Redis for its hour.
    const address = `10.${[...randomBytes(3)].join('.')}`;
    const upload = (instance: TestApp) => {
      const { payload, headers } = multipartFile({
        field: 'photos',
        filename: 'logo.png',
        contentType: 'image/png',
        data: PNG_1PX,
      });
      return instance.call({
        method: 'POST',
        url: '/api/v2/auth/upload',
        payload,
        headers,
        remoteAddress: address,
      });
    };
    expect((await upload(a)).statusCode).toBe(200);
    expect((await upload(b)).statusCode).toBe(200);
    // Each instance has stored one; the address has stored two, all its budget allows.
    expect((await upload(a)).statusCode).toBe(429);
    expect((await upload(b)).statusCode).toBe(429);
  });
});

describe('the keys in Redis', () => {
  it('are all under REDIS_PREFIX, so two deployments or test runs on one Redis stay apart', async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      const ours = await redis.keys(`${prefix}*`);
      // The tests above counted both here: the login limit and the upload budget.
      expect(ours.some((key) => key.startsWith(`${prefix}rate-limit:`))).toBe(true);
      expect(ours.some((key) => key.startsWith(`${prefix}upload-budget:`))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
