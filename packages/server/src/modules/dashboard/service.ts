import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { roleSide } from '@runway-live/domain/access';
import { type DashboardSummary } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, events, looks, orders, products, users, type UserRow } from '../../db/schema';

async function countOf(ctx: AppContext, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await ctx.database.db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Rehearsals are private test shows: they count in no report (issue 21). */
const shows = eq(events.rehearsal, false);

/**
 * The dashboard's counts for the caller: the whole marketplace for admin and staff, and
 * for a designer only the rows it owns (by designerId, decided here, never by the client).
 */
export async function dashboardSummary(
  ctx: AppContext,
  caller: UserRow,
): Promise<DashboardSummary> {
  if (roleSide(caller) === 'admin-or-staff') {
    const [
      designerCount,
      pendingApplications,
      userCount,
      eventCount,
      productCount,
      lookCount,
      orderCount,
    ] = await Promise.all([
      countOf(ctx, designers),
      countOf(ctx, designers, eq(designers.applicationStatus, 'pending')),
      countOf(ctx, users),
      countOf(ctx, events, shows),
      countOf(ctx, products),
      countOf(ctx, looks),
      countOf(ctx, orders),
    ]);
    return {
      scope: 'marketplace',
      designers: designerCount,
      pendingApplications,
      users: userCount,
      events: eventCount,
      products: productCount,
      looks: lookCount,
      orders: orderCount,
    };
  }
  const [eventCount, productCount, lookCount, orderCount] = await Promise.all([
    countOf(ctx, events, and(eq(events.designerId, caller.id), shows)),
    countOf(ctx, products, eq(products.designerId, caller.id)),
    countOf(ctx, looks, eq(looks.designerId, caller.id)),
    countOf(ctx, orders, eq(orders.designerId, caller.id)),
  ]);
  return {
    scope: 'designer',
    events: eventCount,
    products: productCount,
    looks: lookCount,
    orders: orderCount,
  };
}
