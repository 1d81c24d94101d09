import { and, eq, sql } from 'drizzle-orm';
import {
  apiMessages,
  type AccountListFilter,
  type AccountStatus,
  type ApiUser,
  type ListPage,
  type Role,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { designers, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { inTransactionWithMail } from '../../mail/outbox';
import { listPage, listSpec } from '../../lists/listPage';
import { queuePasswordLink } from '../auth/links';
import { toApiUser } from '../users/presenter';

/**
 * The accounts an admin looks after by their effective (first) role: staff members
 * ('member'), shoppers ('user') and designers. An account of another kind is a 404 on
 * that kind's routes.
 */
export type AccountKind = Extract<Role, 'member' | 'user' | 'designer'>;

const ofKind = (kind: AccountKind) => sql`${users.roles}[1] = ${kind}`;

/** Search on name and e-mail; newest first unless sorted otherwise. */
const ACCOUNT_LIST = listSpec<AccountListFilter>()({
  sortColumns: {
    fullName: users.fullName,
    email: users.email,
    status: users.status,
    createdAt: users.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: users.id,
  searchColumns: [users.fullName, users.email],
  filters: { status: (status) => eq(users.status, status) },
  rows: (db, total) => db.select({ user: users, total }).from(users).$dynamic(),
  present: (row) => toApiUser(row.user, null),
});

/** One page of the accounts of a kind (members or shoppers). */
export async function listAccounts(
  ctx: AppContext,
  kind: AccountKind,
  query: AccountListFilter,
): Promise<ListPage<ApiUser>> {
  const { db } = ctx.database;
  // The kind is a scope: a scoped list is never the shared prepared one (lists/listPage.ts).
  return listPage(db, ACCOUNT_LIST, query, { scope: ofKind(kind) });
}

/** One account of a kind, with its brand profile for a designer. */
export async function accountOf(ctx: AppContext, kind: AccountKind, id: string): Promise<ApiUser> {
  const [row] = await ctx.database.db
    .select({ user: users, designer: designers })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(and(eq(users.id, id), ofKind(kind)));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return toApiUser(row.user, row.designer);
}

/**
 * Suspends or reactivates an account. A suspension also ends its live sessions at once
 * (the session check compares the token version) and reactivating does not bring them back.
 */
export async function setAccountStatus(
  ctx: AppContext,
  kind: AccountKind,
  id: string,
  status: AccountStatus,
): Promise<ApiUser> {
  const endSessions =
    status === 'suspended' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {};
  const [changed] = await ctx.database.db
    .update(users)
    .set({ status, ...endSessions })
    .where(and(eq(users.id, id), ofKind(kind)))
    .returning({ id: users.id });
  if (!changed) throw new ApiError(404, apiMessages.notFound);
  return accountOf(ctx, kind, id);
}

/**
 * Mails a staff member a new set-password link, while it has not chosen a password (a
 * member that has one uses forgot-password: 409).
 */
export async function resendInvitation(ctx: AppContext, id: string): Promise<void> {
  const [member] = await ctx.database.db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, id), ofKind('member')));
  if (!member) throw new ApiError(404, apiMessages.notFound);
  if (member.passwordHash) throw new ApiError(409, apiMessages.invitationNotNeeded);
  await inTransactionWithMail(ctx, (tx) => queuePasswordLink(ctx, tx, member, true));
}
