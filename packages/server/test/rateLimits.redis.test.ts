import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { createTestApp, type TestApp } from './support/testApp';

// Runs only in the 'server:redis' project (REDIS_URL set): two app instances, as two
// processes behind one proxy would be, counting the same limits in one Redis (issue 34).
const LIMIT = 4;
const env = { REDIS_URL: process.env.REDIS_URL as string, AUTH_RATE_LIMIT: String(LIMIT) };

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
