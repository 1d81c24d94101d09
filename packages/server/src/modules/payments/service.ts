import { and, eq, sql } from 'drizzle-orm';
import { effectiveRole, roleSide } from '@runway-live/domain/access';
import { apiMessages } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, users, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { lockDesigners } from '../../resources/designerLock';

export type PaymentLink = { connectUri: string } | { uri: string };

/**
 * The designer's payment account link: while it is not set up, an onboarding link
 * (connectUri, opened in a new tab); once it is, a dashboard login link (uri). The account
 * is created on the first call, under the designer's payments lock: of six "Connect"
 * clicks at once one creates it at the provider and stores it, the others wait and reuse
 * it (issue 27). Only the designer itself or an admin may ask.
 */
export async function paymentLink(
  ctx: AppContext,
  caller: UserRow,
  designerId: string,
): Promise<PaymentLink> {
  if (designerId !== caller.id && effectiveRole(caller) !== 'admin') {
    throw new ApiError(403, apiMessages.forbidden);
  }
  const provider = ctx.payments;
  const { accountId, loginLink } = await ctx.database.db.transaction(async (tx) => {
    await lockDesigners(tx, [designerId], 'payments');
    const [row] = await tx
      .select({ email: users.email, roles: users.roles, payment: designers.payment })
      .from(users)
      .innerJoin(designers, eq(designers.userId, users.id))
      .where(eq(users.id, designerId));
    if (!row || roleSide(row) !== 'designer') throw new ApiError(404, apiMessages.notFound);
    if (row.payment?.provider === provider.name) return row.payment;
    const created = await provider.createAccount({ id: designerId, email: row.email });
    const payment = { provider: provider.name, accountId: created, loginLink: null };
    await tx.update(designers).set({ payment }).where(eq(designers.userId, designerId));
    return payment;
  });
  if (!(await provider.isOnboarded(accountId))) {
    return { connectUri: await provider.onboardingLink(accountId) };
  }
  const uri = await provider.loginLink(accountId);
  if (!loginLink) await recordOnboarded(ctx, accountId, uri);
  return { uri };
}

/** The update that stores an account's dashboard link, which is what "set up" means. */
function withLoginLink(loginLink: string) {
  return {
    payment: sql`jsonb_set(${designers.payment}, '{loginLink}', to_jsonb(${loginLink}::text))`,
  };
}

/** Marks the account of `accountId` as set up: the console's banner goes away. */
export async function recordOnboarded(
  ctx: AppContext,
  accountId: string,
  loginLink: string,
): Promise<boolean> {
  const updated = await ctx.database.db
    .update(designers)
    .set(withLoginLink(loginLink))
    .where(sql`${designers.payment}->>'accountId' = ${accountId}`)
    .returning({ userId: designers.userId });
  return updated.length > 0;
}

/**
 * Completes the local provider's onboarding of `accountId`, once: the account is marked
 * set up only while it is not yet, which makes a signed onboarding link single-use.
 */
export async function completeLocalOnboarding(
  ctx: AppContext,
  accountId: string,
  loginLink: string,
): Promise<'onboarded' | 'already-onboarded' | 'unknown'> {
  const db = ctx.database.db;
  const ofAccount = sql`${designers.payment}->>'accountId' = ${accountId}`;
  const updated = await db
    .update(designers)
    .set(withLoginLink(loginLink))
    .where(and(ofAccount, sql`${designers.payment}->>'loginLink' is null`))
    .returning({ userId: designers.userId });
  if (updated.length > 0) return 'onboarded';
  const known = await db.select({ userId: designers.userId }).from(designers).where(ofAccount);
  return known.length > 0 ? 'already-onboarded' : 'unknown';
}
