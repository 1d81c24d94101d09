import type { Database } from '../../db/client';
import { issueMailToken } from '../../auth/mailTokens';
import type { AppContext } from '../../context';
import { queueMail } from '../../mail/outbox';
import { resetPasswordMail, setPasswordMail, verifyEmailMail } from './mails';

type Account = { id: string; email: string };

/**
 * Queues a reset link (/auth/reset-password/:token) in `db`'s transaction; `welcome` words
 * it as "choose a password".
 */
export async function queuePasswordLink(
  ctx: AppContext,
  db: Database,
  account: Account,
  welcome = false,
): Promise<void> {
  const token = await issueMailToken(db, account.id, 'reset');
  const link = `${ctx.config.consoleUrl}/auth/reset-password/${token}`;
  await queueMail(
    db,
    welcome ? setPasswordMail(account.email, link) : resetPasswordMail(account.email, link),
  );
}

/** Queues a verification link (/auth/verify-email/:token, `?user=webuser` from the wizard). */
export async function queueVerifyLink(
  ctx: AppContext,
  db: Database,
  account: Account,
  fromWizard: boolean,
): Promise<void> {
  const token = await issueMailToken(db, account.id, 'verify');
  const query = fromWizard ? '?user=webuser' : '';
  await queueMail(
    db,
    verifyEmailMail(account.email, `${ctx.config.consoleUrl}/auth/verify-email/${token}${query}`),
  );
}
