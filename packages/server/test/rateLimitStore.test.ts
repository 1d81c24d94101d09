import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

// REDIS_URL names a port where nothing listens: Redis is away (issue 34's fault drill).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

describe('rate limits without their Redis', () => {
  it('let calls through instead of failing them, and the API keeps answering', async () => {
    for (let call = 0; call < 4; call += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@runway.test', password: 'wrong-password', device_type: 'cms' },
      });
      // Past the limit of 2 too: nothing counts while Redis is away, and nothing is a 5xx.
      expect(response.statusCode).toBe(401);
    }
  });
});
