import type { AppContext } from '../context';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from '../providers/mail';
import type { Queries, Transaction } from '../resources/transaction';

/**
 * Queues a mail inside the caller's transaction: it exists exactly when the rows it is
 * about were committed. The dispatcher sends it after the commit.
 */
export async function queueMail(db: Queries, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  });
}

/**
 * Runs `work` in one transaction and, once it has committed, has the dispatcher send the
 * mail it queued. The reply never waits on the mail server.
 */
export async function inTransactionWithMail<T>(
  ctx: AppContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await ctx.database.db.transaction(work);
  ctx.mail.kick();
  return result;
}
