import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

type Received = { to: string[]; raw: string };

/** A local SMTP server that keeps what it receives; plain SMTP, no login (authOptional). */
async function startSmtpServer(received: Received[], port = 0): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

const stopSmtpServer = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** The body of a raw mail with its quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('#10.26 mail through SMTP (SMTP_URL)', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer(received);
    port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await stopSmtpServer(smtp);
  });

  const register = (email: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Smtp Tester',
        email,
        password: 'smtp-pass-1',
        repeatPassword: 'smtp-pass-1',
      },
    });
  const to = (email: string) => received.filter((mail) => mail.to.includes(email));

  it('#10.26 delivers the verification mail to the SMTP server', async () => {
    expect((await register('smtp-first@shop.test')).statusCode).toBe(200);
    const [mail] = to('smtp-first@shop.test');
    expect(mail?.raw).toContain('Subject: Verify your e-mail address for Runway Live');
    expect(decoded(mail?.raw ?? '')).toMatch(
      /http:\/\/localhost:3000\/auth\/verify-email\/[\w-]{43}\s/,
    );
  });

  it('#10.26 keeps a mail refused by a stopped server queued, and delivers it once when it is back', async () => {
    await stopSmtpServer(smtp);
    const response = await register('smtp-later@shop.test');
    expect(response.statusCode).toBe(200);
    const [waiting] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'smtp-later@shop.test'));
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.attempts).toBeGreaterThanOrEqual(1);
    // A refused connection is stored as its error code only, never a message with an address.
    expect(waiting?.lastError).toMatch(/^E[A-Z]+$/);
    expect(to('smtp-later@shop.test')).toHaveLength(0);

    smtp = await startSmtpServer(received, port);
    const later = () => new Date(Date.now() + 60 * 60_000);
    expect(await t.app.mailDispatcher.runOnce(later())).toBe(1);
    expect(await t.app.mailDispatcher.runOnce(later())).toBe(0);
    expect(to('smtp-later@shop.test')).toHaveLength(1);
    expect(decoded(to('smtp-later@shop.test')[0]?.raw ?? '')).toContain('/auth/verify-email/');
  });
});
