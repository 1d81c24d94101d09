import { LOGIN_PATH } from '@runway-live/domain/access';
import { asc, inArray } from 'drizzle-orm';
import {
  apiMessages,
  applicationMessages,
  mayDecideApplication,
  type ApplicationDecision,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, users, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { inTransactionWithMail, queueMail } from '../../mail/outbox';
import { queuePasswordLink } from '../auth/links';
import {
  applicationApprovedMail,
  applicationApprovedSignInMail,
  applicationRejectedMail,
} from './mails';
import { recordAudit } from '../audit/record';

/**
 * Decides pending applications (and a rejected one an approval reconsiders), all or none in
 * one transaction, recording who and when.
 * The rows are locked first, so of two decisions at once exactly one changes a row; the
 * other then finds it decided and answers 409 naming both states. An
 * approved designer without a password is mailed a set-password link; a rejected one the
 * reason. Answers how many were decided.
 */
export async function decideApplications(
  ctx: AppContext,
  caller: Pick<UserRow, 'id'>,
  ids: readonly string[],
  decision: ApplicationDecision,
): Promise<number> {
  const wanted = [...new Set(ids)];
  const decided = await inTransactionWithMail(ctx, async (tx) => {
    // Locks the rows in one order (id), so two bulk decisions over the same rows wait for
    // each other instead of deadlocking; the locked rows are read as last committed.
    const found = await tx
      .select({ userId: designers.userId, status: designers.applicationStatus })
      .from(designers)
      .where(inArray(designers.userId, wanted))
      .orderBy(asc(designers.userId))
      .for('update');
    if (found.length !== wanted.length) throw new ApiError(404, apiMessages.notFound);
    const other = found.find((row) => !mayDecideApplication(row.status, decision));
    if (other)
      throw new ApiError(409, applicationMessages.alreadyDecided(other.status, decision.to));
    const decided = await tx
      .update(designers)
      .set({
        applicationStatus: decision.to,
        applicationDecidedAt: new Date(),
        applicationDecidedBy: caller.id,
        rejectionReason: decision.to === 'rejected' ? decision.reason : null,
      })
      .where(inArray(designers.userId, wanted))
      .returning({ userId: designers.userId, brandName: designers.brandName });
    const accounts = await tx
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(inArray(users.id, wanted));
    for (const row of decided) {
      await recordAudit(ctx.database.db, tx, {
        action: decision.to === 'rejected' ? 'reject' : 'approve',
        resource: 'designers',
        resourceId: row.userId,
        changes: { after: { application_status: decision.to } },
      });
      const account = accounts.find((candidate) => candidate.id === row.userId)!;
      if (decision.to === 'rejected') {
        await queueMail(tx, applicationRejectedMail(account.email, row.brandName, decision.reason));
      } else if (account.passwordHash) {
        const signIn = `${ctx.config.consoleUrl}${LOGIN_PATH}`;
        await queueMail(tx, applicationApprovedSignInMail(account.email, row.brandName, signIn));
      } else {
        await queuePasswordLink(ctx, tx, account, (to, link) =>
          applicationApprovedMail(to, row.brandName, link),
        );
      }
    }
    return decided.length;
  });
  // After the commit: the accounts' live sockets check their session again (who may host).
  for (const userId of wanted) ctx.live.tell({ kind: 'account', userId });
  return decided;
}
