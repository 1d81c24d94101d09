import { count, eq } from 'drizzle-orm';
import {
  accountListQuerySchema,
  DASHBOARD_LIST_FILTERS,
  designerListQuerySchema,
  eventListQuerySchema,
  lookListQuerySchema,
  productListQuerySchema,
  type DashboardSummary,
  type ListPage,
} from '@runway-live/domain/api';
import { roleSide } from '@runway-live/domain/access';
import type { AppContext } from '../../context';
import { orders, type UserRow } from '../../db/schema';
import { listShoppers } from '../accounts/service';
import { listDesigners } from '../designers/service';
import { listEvents } from '../events/service';
import { listLooks } from '../looks/service';
import { listProducts } from '../products/service';

/** One row is enough: a page carries the total of its list. */
const FIRST_ROW = { limit: '1' } as const;

/** The total of a list page: what the list linked to says under its table. */
const totalOf = async (page: Promise<ListPage<unknown>>): Promise<number> => (await page).total;

/**
 * Orders have no list in the console yet, so their count is the table's (a designer's own).
 * It becomes its list's total, like the others, when the orders list is built.
 */
async function orderCount(ctx: AppContext, designerId: string | null): Promise<number> {
  const [row] = await ctx.database.db
    .select({ total: count() })
    .from(orders)
    .where(designerId === null ? undefined : eq(orders.designerId, designerId));
  return row?.total ?? 0;
}

/**
 * The dashboard's counts for the caller: each is the total of the list its tile links to,
 * read through that list's own function with the tile's filter (DASHBOARD_LIST_FILTERS), so
 * the scope (marketplace for admin and staff, a designer's own rows) and the filters are
 * the list's, never copied here.
 */
export async function dashboardSummary(
  ctx: AppContext,
  caller: UserRow,
): Promise<DashboardSummary> {
  const own = () =>
    Promise.all([
      totalOf(
        listEvents(
          ctx,
          caller,
          eventListQuerySchema.parse({ ...DASHBOARD_LIST_FILTERS.events, ...FIRST_ROW }),
        ),
      ),
      totalOf(listProducts(ctx, caller, productListQuerySchema.parse(FIRST_ROW))),
      totalOf(listLooks(ctx, caller, lookListQuerySchema.parse(FIRST_ROW))),
    ]);
  if (roleSide(caller) === 'admin-or-staff') {
    const [[events, products, looks], designers, pendingApplications, users, orderTotal] =
      await Promise.all([
        own(),
        totalOf(listDesigners(ctx, designerListQuerySchema.parse(FIRST_ROW))),
        totalOf(
          listDesigners(
            ctx,
            designerListQuerySchema.parse({
              ...DASHBOARD_LIST_FILTERS.pendingApplications,
              ...FIRST_ROW,
            }),
          ),
        ),
        totalOf(listShoppers(ctx, accountListQuerySchema.parse(FIRST_ROW))),
        orderCount(ctx, null),
      ]);
    return {
      scope: 'marketplace',
      designers,
      pendingApplications,
      users,
      events,
      products,
      looks,
      orders: orderTotal,
    };
  }
  const [[events, products, looks], orderTotal] = await Promise.all([
    own(),
    orderCount(ctx, caller.id),
  ]);
  return { scope: 'designer', events, products, looks, orders: orderTotal };
}
