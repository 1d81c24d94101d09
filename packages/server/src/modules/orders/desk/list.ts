import { Readable } from 'node:stream';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { apiMessages, type ListPage } from '@runway-live/domain/api';
import {
  ordersToCsv,
  type ApiOrder,
  type ApiOrderListItem,
  type OrderListFilter,
} from '@runway-live/domain/orders';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import {
  designers,
  events,
  orderRefunds,
  orders,
  products,
  type UserRow,
} from '../../../db/schema';
import { ApiError } from '../../../errors';
import { listConditions, listOrder, listPage, listSpec } from '../../../lists/listPage';
import { ownedWhere, ownerOf } from '../../../resources/ownership';
import type { Queries } from '../../../resources/transaction';
import { deskOrder, orderListItem, type DeskOrderRow } from './present';

type DeskQuery = Omit<OrderListFilter, 'format'>;

/** The next calendar day of 'yyyy-MM-dd' (a `to` day is included whole). */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The order desk's list: every order for admin and staff, a designer's own (listPage's
 * owner), newest first; search on the number, the buyer's name and e-mail.
 */
export const ORDER_DESK_LIST = listSpec<DeskQuery>()({
  sortColumns: {
    createdAt: orders.createdAt,
    orderNumber: orders.orderNumber,
    total: orders.total,
    status: orders.status,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: orders.id,
  searchColumns: [
    orders.orderNumber,
    sql`(${orders.buyer} ->> 'name')`,
    sql`(${orders.buyer} ->> 'email')`,
  ],
  filters: {
    status: (value) => eq(orders.status, value),
    refundState: (value) => eq(orders.refundState, value),
    // `failed` (the one value): refused by the provider and not made since.
    transfer: () => and(isNotNull(orders.transferFailure), isNull(orders.transfer))!,
    from: (day) => gte(orders.createdAt, new Date(`${day}T00:00:00Z`)),
    to: (day) => lt(orders.createdAt, new Date(`${dayAfter(day)}T00:00:00Z`)),
    designerId: (id) => eq(orders.designerId, id),
    eventId: (id) => eq(orders.eventId, id),
    // The list's selection (its bulk export): these orders, of those the caller may see.
    ids: (ids) => inArray(orders.id, ids),
  },
  rows: (db, total) =>
    db
      .select({ order: orders, brandName: designers.brandName, eventTitle: events.title, total })
      .from(orders)
      .leftJoin(designers, eq(designers.userId, orders.designerId))
      .leftJoin(events, eq(events.id, orders.eventId))
      .$dynamic(),
  present: (row) => orderListItem(row),
});

const deskQuery = ({ format: _format, ...query }: OrderListFilter): DeskQuery => query;

/** GET /api/v2/orders: a page of the orders the caller may see. */
export function listOrders(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
  query: OrderListFilter,
): Promise<ListPage<ApiOrderListItem>> {
  return listPage(ctx.database.db, ORDER_DESK_LIST, deskQuery(query), {
    owner: { column: orders.designerId, id: ownerOf(user) },
  });
}

/** The list rows of some orders (the socket's `order:new`), whoever may see them. */
export async function orderListRows(db: Database, where: SQL): Promise<ApiOrderListItem[]> {
  const rows = await db
    .select({ order: orders, brandName: designers.brandName, eventTitle: events.title })
    .from(orders)
    .leftJoin(designers, eq(designers.userId, orders.designerId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(where);
  return rows.map(orderListItem);
}

/**
 * GET /api/v2/orders/:id: the order if the caller may see it (another designer's is a
 * 404), with its show's title, the pushed product's name and its refunds.
 */
export async function deskOrderOf(
  db: Queries,
  user: Pick<UserRow, 'id' | 'roles'>,
  id: string,
): Promise<ApiOrder> {
  const [row] = await db
    .select({
      order: orders,
      brandName: designers.brandName,
      eventTitle: events.title,
      pushedProductName: products.productName,
    })
    .from(orders)
    .leftJoin(designers, eq(designers.userId, orders.designerId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoin(products, eq(products.id, orders.pushedProductId))
    .where(ownedWhere(eq(orders.id, id), orders.designerId, user));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, id))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return deskOrder(row as DeskOrderRow & { pushedProductName: string | null }, refunds);
}

/** Orders read per page while the CSV is written. */
export const ORDER_EXPORT_PAGE = 1000;

/**
 * GET /api/v2/orders?format=csv: every order the list's filter and sort select, written as
 * read: keyset pages on (the sort's value, id), so memory does not grow with the rows.
 */
export function exportOrders(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
  query: OrderListFilter,
): Readable {
  const desk = deskQuery(query);
  const owner = ownerOf(user);
  const where = and(
    owner === null ? undefined : eq(orders.designerId, owner),
    listConditions(ORDER_DESK_LIST, desk),
  );
  // Keyset pages on (created_at, id) for the date sorts (the indexed order): the cursor is
  // the timestamp's own text, so microseconds are kept. Other sorts page by offset.
  const sort = desk.sort ?? ORDER_DESK_LIST.defaultSort;
  const keyset = sort.field === 'createdAt';
  const newestFirst = sort.direction === 'desc';
  const direction = newestFirst ? desc : asc;
  async function* lines() {
    // A byte-order mark: Excel then reads the file as UTF-8.
    yield `\uFEFF${ordersToCsv([])}`;
    let after: { at: string; id: string } | null = null;
    let offset = 0;
    for (;;) {
      const past: SQL | undefined =
        keyset && after
          ? newestFirst
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined;
      const page: (DeskOrderRow & { cursor: string })[] = await ctx.database.db
        .select({
          order: orders,
          brandName: designers.brandName,
          eventTitle: events.title,
          cursor: sql<string>`${orders.createdAt}::text`,
        })
        .from(orders)
        .leftJoin(designers, eq(designers.userId, orders.designerId))
        .leftJoin(events, eq(events.id, orders.eventId))
        .where(and(where, past))
        .orderBy(
          ...(keyset
            ? [direction(orders.createdAt), direction(orders.id)]
            : listOrder(ORDER_DESK_LIST, desk)),
        )
        .limit(ORDER_EXPORT_PAGE)
        .offset(keyset ? 0 : offset);
      if (page.length === 0) return;
      yield `${ordersToCsv(page.map(orderListItem), { header: false })}\r\n`;
      if (page.length < ORDER_EXPORT_PAGE) return;
      const last: DeskOrderRow & { cursor: string } = page.at(-1)!;
      after = { at: last.cursor, id: last.order.id };
      offset += page.length;
    }
  }
  return Readable.from(lines());
}
