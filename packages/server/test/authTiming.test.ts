import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../src/providers/mail';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

// Counts argon2 verifications: the work a login does must not depend on the account existing.
const argon2 = vi.hoisted(() => ({ verifyCalls: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifyCalls += 1;
      return real.verify(...args);
    },
  };
});

/** A mail server that takes every mail and answers only when the test lets it. */
function heldMailer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (message) => {
      await released;
      sent.push(message.to);
    },
  };
  return { mailer, sent, release };
}

describe('#10.4 unknown e-mails cost as much as known ones', () => {
  let t: TestApp;
  const held = heldMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: held.mailer });
  });
  afterAll(async () => {
    held.release();
    await t.close();
  });

  // Raw inject: t.call would wait for the held mail.
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { api_key: TEST_API_KEY, 'x-envelope': 'off' },
    });

  it('#10.4 checks a password hash for an unknown e-mail and for an account without a password', async () => {
    const known = argon2.verifyCalls;
    await post('/api/auth/login', {
      email: 'admin@runway.test',
      password: 'wrong-password',
      device_type: 'cms',
    });
    expect(argon2.verifyCalls - known).toBe(1);

    const unknown = argon2.verifyCalls;
    const response = await post('/api/auth/login', {
      email: 'nobody-at-all@runway.test',
      password: 'wrong-password',
      device_type: 'cms',
    });
    expect(response.statusCode).toBe(401);
    expect(argon2.verifyCalls - unknown).toBe(1);

    // A designer application has no password until it is approved.
    const applied = await post('/api/auth/register-designer', {
      fullName: 'No Password',
      email: 'no-password@vale.test',
      brandName: 'Vale',
    });
    expect(applied.statusCode).toBe(200);
    const passwordless = argon2.verifyCalls;
    await post('/api/auth/login', {
      email: 'no-password@vale.test',
      password: 'wrong-password',
      device_type: 'cms',
    });
    expect(argon2.verifyCalls - passwordless).toBe(1);
  });

  it('#10.4 answers forgot-password before the mail is sent', { timeout: 10_000 }, async () => {
    const response = await post('/api/auth/forgot-password', {
      email: 'atelier@runway.test',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(held.sent).not.toContain('atelier@runway.test');

    held.release();
    await t.app.mailDispatcher.flush();
    expect(held.sent).toContain('atelier@runway.test');
  });
});
