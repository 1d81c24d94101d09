import { routePath } from '@runway-live/domain/access';
import type { Database } from '../../db/client';
import { issueMailToken } from '../../auth/mailTokens';
import type { AppContext } from '../../context';
import { queueMail } from '../../mail/outbox';
import type { MailMessage } from '../../providers/mail';
import { resetPasswordMail, setPasswordMail, verifyEmailMail } from './mails';

type Account = { id: string; email: string };

/** A mail that carries a password link, given the address and the link. */
export type PasswordLinkMail = (to: string, link: string) => MailMessage;

/**
 * Queues a reset link (/auth/reset-password/:token) in `db`'s transaction; `welcome` words
 * it as "choose a password", or is the mail that carries the link (an approval).
 */
export async function queuePasswordLink(
  ctx: AppContext,
  db: Database,
  account: Account,
  welcome: boolean | PasswordLinkMail = false,
): Promise<void> {
  const token = await issueMailToken(db, account.id, 'reset');
  const link = `${ctx.config.consoleUrl}${routePath('auth/reset-password/:token', { token })}`;
  const mail =
    typeof welcome === 'function' ? welcome : welcome ? setPasswordMail : resetPasswordMail;
  await queueMail(db, mail(account.email, link));
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
    verifyEmailMail(
      account.email,
      `${ctx.config.consoleUrl}${routePath('auth/verify-email/:token', { token })}${query}`,
    ),
  );
}
