import {
  accountListQuerySchema,
  DASHBOARD_LIST_FILTERS,
  designerListQuerySchema,
  eventListQuerySchema,
  lookListQuerySchema,
  productListQuerySchema,
  SCHEDULED_SHOW_STATUSES,
  type DashboardSummary,
  type ListPage,
} from '@runway-live/domain/api';
import { orderListQuerySchema } from '@runway-live/domain/orders';
import { roleSide } from '@runway-live/domain/access';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { listShoppers } from '../accounts/service';
import { listDesigners } from '../designers/service';
import { listEvents } from '../events/service';
import { listLooks } from '../looks/service';
import { listOrders } from '../orders/desk/list';
import { listProducts } from '../products/service';

/** One row is enough: a page carries the total of its list. */
const FIRST_ROW = { limit: '1' } as const;

/** A list's total, and whether it stopped at the count cap ("more than", decision 0038). */
type Counted = { total: number; capped: boolean };

/** The total of a list page: what the list linked to says under its table. */
const totalOf = async (page: Promise<ListPage<unknown>>): Promise<Counted> => {
  const { total, totalCapped } = await page;
  return { total, capped: totalCapped === true };
};

/** Totals added up: a lower bound when any of them is. */
const sumOf = (parts: Counted[]): Counted => ({
  total: parts.reduce((sum, part) => sum + part.total, 0),
  capped: parts.some((part) => part.capped),
});

/** The figures of named counts, and the names of those that are lower bounds. */
function figuresOf<Name extends string>(
  counts: Record<Name, Counted>,
): Record<Name, number> & { capped: Name[] } {
  const names = Object.keys(counts) as Name[];
  const figures = Object.fromEntries(names.map((name) => [name, counts[name].total]));
  return {
    ...(figures as Record<Name, number>),
    capped: names.filter((name) => counts[name].capped),
  };
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
  const events = (filter: { status?: string } = {}) =>
    totalOf(
      listEvents(
        ctx,
        caller,
        eventListQuerySchema.parse({ ...DASHBOARD_LIST_FILTERS.events, ...filter, ...FIRST_ROW }),
      ),
    );
  const own = async () => {
    const [eventTotal, products, looks, orders] = await Promise.all([
      events(),
      totalOf(listProducts(ctx, caller, productListQuerySchema.parse(FIRST_ROW))),
      totalOf(listLooks(ctx, caller, lookListQuerySchema.parse(FIRST_ROW))),
      totalOf(listOrders(ctx, caller, orderListQuerySchema.parse(FIRST_ROW))),
    ]);
    return { events: eventTotal, products, looks, orders };
  };
  if (roleSide(caller) === 'admin-or-staff') {
    const [counts, designers, pendingApplications, users] = await Promise.all([
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
    ]);
    return {
      scope: 'marketplace',
      ...figuresOf({ designers, pendingApplications, users, ...counts }),
    };
  }
  const [counts, scheduled] = await Promise.all([
    own(),
    // The events list filters one status at a time: its totals, added up.
    Promise.all(SCHEDULED_SHOW_STATUSES.map((status) => events({ status }))),
  ]);
  return { scope: 'designer', ...figuresOf({ ...counts, scheduledShows: sumOf(scheduled) }) };
}
