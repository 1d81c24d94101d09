import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** 'smtp' or 'outbox' (the .eml folder of the embedded mode). */
  kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
};

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, else each message is written as an
 * .eml file under DATA_DIR/outbox (open it in any mail client; tests read the links there).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = `${Date.now()}-${randomBytes(3).toString('hex')}-${safeTo}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
