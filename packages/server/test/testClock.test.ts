import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

// TEST_CLOCK: the journeys move the notifications' clock instead of waiting for it.
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestApp({ TEST_CLOCK: '1', NOTIFICATION_POLL_MS: '0' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
});

const advance = (app: TestApp, token: string, advanceMs: number) =>
  app.call({ method: 'POST', url: '/api/test/clock', token, payload: { advanceMs } });

describe('the test clock', () => {
  it('sends a notification scheduled ahead once an admin moves the clock past it', async () => {
    const admin = await t.tokenOf('admin');
    const created = await t.call({
      method: 'POST',
      url: '/api/v2/notifications',
      token: admin,
      payload: {
        title: 'A minute ahead',
        body: 'Scheduled',
        audience: 'designers',
        scheduledAt: new Date(Date.now() + 60_000).toISOString(),
        timeZone: 'UTC',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const status = async () =>
      (await t.call({ method: 'GET', url: `/api/v2/notifications/${id}`, token: admin })).json()
        .data.status;
    expect(await status()).toBe('scheduled');

    const moved = await advance(t, admin, 120_000);
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThan(Date.now() + 110_000);
    expect(await status()).toBe('sent');
  });

  it('is the admin’s alone, and is not there without TEST_CLOCK', async () => {
    expect((await advance(t, await t.tokenOf('designer'), 1_000)).statusCode).toBe(403);
    expect((await advance(t, await t.tokenOf('admin'), 0)).statusCode).toBe(400);
    expect((await advance(plain, await plain.tokenOf('admin'), 1_000)).statusCode).toBe(404);
  });
});
