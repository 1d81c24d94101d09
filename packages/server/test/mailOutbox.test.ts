import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { mailOutbox, users } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/providers/mail';
import { createTestApp, tokenOfLink, type TestApp } from './support/testApp';

/** A mail server the test can take down: refused mails throw like nodemailer's. */
function switchableMailer() {
  const state = { down: false, delivered: [] as MailMessage[] };
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (message) => {
      if (state.down) {
        throw Object.assign(new Error(`connect ECONNREFUSED for ${message.to}`), {
          code: 'ECONNREFUSED',
        });
      }
      state.delivered.push(message);
    },
  };
  return { mailer, state };
}

const inAMinute = () => new Date(Date.now() + 60_000);

let t: TestApp;
const server = switchableMailer();
beforeAll(async () => {
  t = await createTestApp({}, { mailer: server.mailer });
});
afterAll(() => t.close());

const register = (email: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      fullName: 'Mail Tester',
      email,
      password: 'mail-pass-1',
      repeatPassword: 'mail-pass-1',
    },
  });

async function queued(to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

const deliveredTo = (to: string) => server.state.delivered.filter((mail) => mail.to === to);

describe('#10.14 the mail outbox', () => {
  it('#10.14 keeps a mail whose send failed, and sends it on a later run', async () => {
    server.state.down = true;
    const response = await register('retry@shop.test');
    expect(response.statusCode).toBe(200);
    const [failed] = await queued('retry@shop.test');
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'ECONNREFUSED' });
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // The failure is kept as a code: no address, no text.
    expect(failed!.lastError).not.toContain('@');

    server.state.down = false;
    // Not due yet: the retry waits for its backoff.
    expect(await t.app.mailDispatcher.runOnce()).toBe(0);
    expect(await t.app.mailDispatcher.runOnce(inAMinute())).toBe(1);
    const [sent] = await queued('retry@shop.test');
    expect(sent).toMatchObject({ attempts: 2, lastError: null, text: '' });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(deliveredTo('retry@shop.test')).toHaveLength(1);
    expect(deliveredTo('retry@shop.test')[0]?.text).toContain('/auth/verify-email/');
  });

  it('#10.14 loses no mail when the process dies between the commit and the send', async () => {
    server.state.down = true;
    expect((await register('crash@shop.test')).statusCode).toBe(200);
    expect(deliveredTo('crash@shop.test')).toHaveLength(0);

    // Another process on the same database, started after the crash, sends it.
    const survivor = switchableMailer();
    const next = await buildApp({
      config: t.config,
      database: t.database,
      mailer: survivor.mailer,
    });
    await next.ready();
    try {
      expect(await next.mailDispatcher.runOnce(inAMinute())).toBe(1);
    } finally {
      await next.close();
    }
    const [mail] = survivor.state.delivered.filter((m) => m.to === 'crash@shop.test');
    expect(mail?.subject).toBe('Verify your e-mail address for Runway Live');

    // Sent once: no later run sends it again, and its link works.
    server.state.down = false;
    expect(await t.app.mailDispatcher.runOnce(new Date(Date.now() + 3_600_000))).toBe(0);
    const link = /https?:\/\/\S+\/auth\/verify-email\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const verified = await t.call({
      method: 'POST',
      url: '/api/auth/verify_email',
      payload: { hashedEmailCode: tokenOfLink(link) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('#10.14 writes no mail when the account it is about is not committed', async () => {
    // A check the database runs at COMMIT, after every row and mail of the flow was written.
    await t.database.db.execute(sql`
      create function refuse_doomed() returns trigger language plpgsql as $$
      begin
        if new.email like 'doomed%' then raise exception 'refused at commit'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create constraint trigger users_refuse_doomed after insert on users
      deferrable initially deferred for each row execute function refuse_doomed()`);

    const wizard = await t.call({
      method: 'POST',
      url: '/api/v2/auth/web-user',
      payload: { firstName: 'Doomed', email: 'doomed@brand.test', password: 'doomed-pass-1' },
    });
    expect(wizard.statusCode).toBe(500);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'doomed@brand.test')),
    ).toHaveLength(0);
    expect(await queued('doomed@brand.test')).toHaveLength(0);
    expect(deliveredTo('doomed@brand.test')).toHaveLength(0);
  });
});
