import { and, eq, sql } from 'drizzle-orm';
import { type Role } from '@runway-live/domain/access';
import { MONEY_DECIMALS } from '@runway-live/domain/money';
import {
  apiMessages,
  SPENDING_ORDER_STATUSES,
  type AccountListFilter,
  type AccountStatus,
  type ApiUser,
  type ListPage,
  type Member,
  type Shopper,
  type ShopperOrders,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, orders, users, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { inTransactionWithMail } from '../../mail/outbox';
import { listPage, listSpec } from '../../lists/listPage';
import type { Queries } from '../../resources/transaction';
import { queuePasswordLink } from '../auth/links';
import { toApiUser } from '../users/presenter';
import { recordAudit } from '../audit/record';

/**
 * The accounts an admin looks after by their effective (first) role: staff members
 * ('member'), shoppers ('user') and designers. An account of another kind is a 404 on
 * that kind's routes.
 */
export type AccountKind = Extract<Role, 'member' | 'user' | 'designer'>;

const ofKind = (kind: AccountKind) => sql`${users.roles}[1] = ${kind}`;

/** A staff member as its list and detail show it: whether it has chosen a password yet. */
function toMember(user: UserRow): Member {
  return { ...toApiUser(user, null), passwordChosen: user.passwordHash !== null };
}

/**
 * A shopper's orders, read beside its row: how many it placed, and per currency what its
 * spending orders (SPENDING_ORDER_STATUSES) add up to. Orders come from the buyer apps;
 * an account with none answers `{ count: 0, spent: [] }`.
 */
/**
 * A column named with its table, as a correlated subquery needs: a query of one table
 * names its columns bare, and a bare "id" inside the subquery would be the order's.
 */
const qualified = (table: typeof users | typeof orders, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;

const ownOrders = sql`${qualified(orders, orders.buyerId)} = ${qualified(users, users.id)}`;
const spending = sql`${qualified(orders, orders.status)} in (${sql.join(
  SPENDING_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) and ${qualified(orders, orders.refundState)} <> 'refunded'`;

/** Orders keep cents; the answer is in major units (the domain's money rule: MONEY_DECIMALS). */
const MINOR_PER_MAJOR = sql.raw(String(10 ** MONEY_DECIMALS));

const shopperOrders = {
  orderCount: sql<number>`(select count(*) from ${orders} where ${ownOrders})`.mapWith(Number),
  spent: sql<ShopperOrders['spent']>`(
    select coalesce(
      json_agg(json_build_object('currency', spend.currency, 'amount', spend.amount)
        order by spend.currency),
      '[]'::json)
    from (
      select ${qualified(orders, orders.currency)} as currency,
        sum(${qualified(orders, orders.total)} - ${qualified(orders, orders.refunded)})::float8
          / ${MINOR_PER_MAJOR} as amount
      from ${orders}
      where ${ownOrders} and ${spending}
      group by ${qualified(orders, orders.currency)}
    ) as spend)`,
};

function toShopper(row: {
  user: UserRow;
  orderCount: number;
  spent: ShopperOrders['spent'];
}): Shopper {
  return { ...toApiUser(row.user, null), orders: { count: row.orderCount, spent: row.spent } };
}

const sortColumns = {
  fullName: users.fullName,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/** Search on name and e-mail; newest first unless sorted otherwise. */
const ACCOUNT_LIST = {
  sortColumns,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: users.id,
  searchColumns: [users.fullName, users.email],
  filters: { status: (status: AccountStatus) => eq(users.status, status) },
} as const;

const MEMBER_LIST = listSpec<AccountListFilter>()({
  ...ACCOUNT_LIST,
  rows: (db, total) => db.select({ user: users, total }).from(users).$dynamic(),
  present: (row) => toMember(row.user),
});

const SHOPPER_LIST = listSpec<AccountListFilter>()({
  ...ACCOUNT_LIST,
  rows: (db, total) =>
    db
      .select({ user: users, ...shopperOrders, total })
      .from(users)
      .$dynamic(),
  present: (row) => toShopper(row),
});

/** What each kind's list and detail answer. */
export type AccountOfKind = { member: Member; user: Shopper; designer: ApiUser };

/** One page of the staff members. */
export function listMembers(ctx: AppContext, query: AccountListFilter): Promise<ListPage<Member>> {
  // The kind is a scope: a scoped list is never the shared prepared one (lists/listPage.ts).
  return listPage(ctx.database.db, MEMBER_LIST, query, { scope: ofKind('member') });
}

/** One page of the shoppers, each with its orders. */
export function listShoppers(
  ctx: AppContext,
  query: AccountListFilter,
): Promise<ListPage<Shopper>> {
  return listPage(ctx.database.db, SHOPPER_LIST, query, { scope: ofKind('user') });
}

/** One account of a kind, as that kind's detail shows it; 404 for any other account. */
export async function accountOf<Kind extends AccountKind>(
  db: Queries,
  kind: Kind,
  id: string,
): Promise<AccountOfKind[Kind]> {
  const where = and(eq(users.id, id), ofKind(kind));
  const found = await readAccount(db, kind, where);
  if (!found) throw new ApiError(404, apiMessages.notFound);
  return found as AccountOfKind[Kind];
}

async function readAccount(
  db: Queries,
  kind: AccountKind,
  where: ReturnType<typeof and>,
): Promise<AccountOfKind[AccountKind] | null> {
  if (kind === 'member') {
    const [row] = await db.select({ user: users }).from(users).where(where);
    return row ? toMember(row.user) : null;
  }
  if (kind === 'user') {
    const [row] = await db
      .select({ user: users, ...shopperOrders })
      .from(users)
      .where(where);
    return row ? toShopper(row) : null;
  }
  const [row] = await db
    .select({ user: users, designer: designers })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(where);
  return row ? toApiUser(row.user, row.designer) : null;
}

/**
 * Suspends or reactivates an account. A suspension also ends its sessions at once (the
 * session check compares the token version; its live sockets are disconnected) and
 * reactivating does not bring them back.
 * The change and the account it answers are one transaction: the row stays locked from the
 * update to the read, so two admins acting at once each see their own change, and the
 * account ends as the one that committed last left it.
 */
export async function setAccountStatus<Kind extends AccountKind>(
  ctx: AppContext,
  kind: Kind,
  id: string,
  status: AccountStatus,
): Promise<AccountOfKind[Kind]> {
  const endSessions =
    status === 'suspended' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {};
  const account = await ctx.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ status, ...endSessions })
      .where(and(eq(users.id, id), ofKind(kind)))
      .returning({ id: users.id });
    if (!changed) throw new ApiError(404, apiMessages.notFound);
    await recordAudit(ctx.database.db, tx, {
      action: status === 'suspended' ? 'suspend' : 'reactivate',
      resource: 'users',
      resourceId: id,
      changes: { after: { status } },
    });
    return accountOf(tx, kind, id);
  });
  // After the commit: a suspended account's live sockets are disconnected at once.
  ctx.live.tell({ kind: 'account', userId: id });
  return account;
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
