import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

// REDIS_URL names a port where nothing listens: Redis is away from the start (issue 34's
// fault drill; limitsRedisAway.redis.test.ts takes a running one away and brings it back).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

describe('rate limits without their Redis', () => {
  it('count in this process instead, and the API keeps answering', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@runway.test', password: 'wrong-password', device_type: 'cms' },
      });
      statuses.push(response.statusCode);
    }
    // The limit of 2 holds, in this process's own count; nothing is a 5xx.
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
