import type { Database } from '../../db/client';
import { issueMailToken } from '../../auth/mailTokens';
import type { AppContext } from '../../context';
import { resetPasswordMail, setPasswordMail, verifyEmailMail } from './mails';

type Account = { id: string; email: string };

/** Mails a reset link (/auth/reset-password/:token); `welcome` words it as "choose a password". */
export async function sendPasswordLink(
  ctx: AppContext,
  db: Database,
  account: Account,
  welcome = false,
): Promise<void> {
  const token = await issueMailToken(db, account.id, 'reset');
  const link = `${ctx.config.consoleUrl}/auth/reset-password/${token}`;
  await ctx.mailer.send(
    welcome ? setPasswordMail(account.email, link) : resetPasswordMail(account.email, link),
  );
}

/** Mails a verification link (/auth/verify-email/:token, `?user=webuser` from the wizard). */
export async function sendVerifyLink(
  ctx: AppContext,
  db: Database,
  account: Account,
  fromWizard: boolean,
): Promise<void> {
  const token = await issueMailToken(db, account.id, 'verify');
  const query = fromWizard ? '?user=webuser' : '';
  await ctx.mailer.send(
    verifyEmailMail(account.email, `${ctx.config.consoleUrl}/auth/verify-email/${token}${query}`),
  );
}
