import {
  DASHBOARD_DESK_ROWS,
  DASHBOARD_LIST_FILTERS,
  DASHBOARD_STARTING_SOON_MINUTES,
  DASHBOARD_UNSHIPPED_DAYS,
  designerListQuerySchema,
  orderReportQuerySchema,
  eventListQuerySchema,
  productListQuerySchema,
  type DashboardDesk,
  type DashboardSales,
  type DashboardTodo,
  type DashboardTodoKind,
  type ListPage,
} from '@runway-live/domain/api';
import { orderListQuerySchema } from '@runway-live/domain/orders';
import { roleSide } from '@runway-live/domain/access';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { readCounters } from '../../live/rooms/counters';
import { listDesigners } from '../designers/service';
import { listEvents } from '../events/service';
import { listOrders } from '../orders/desk/list';
import { listProducts } from '../products/service';
import { orderReport } from '../reports/orders';

/** How many shows on air the desk lists (a marketplace rarely has more at once). */
const LIVE_NOW_ROWS = 10;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The UTC calendar day of an instant: the orders list's `from`/`to` are UTC days. */
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A to-do: the total of its list under `query`, the query kept for the console's link. */
async function todo(
  kind: DashboardTodoKind,
  query: Record<string, string>,
  read: (query: Record<string, string>) => Promise<ListPage<unknown>>,
): Promise<DashboardTodo> {
  const page = await read({ ...query, limit: '1' });
  return { kind, count: page.total, capped: page.totalCapped === true, query };
}

/** The orders report of the last 30 days, read as the desk's three sales figures. */
async function salesOf(
  ctx: AppContext,
  caller: UserRow,
  timeZone: string,
): Promise<DashboardSales> {
  const report = await orderReport(
    ctx,
    caller,
    orderReportQuerySchema.parse({ preset: '30d', tz: timeZone }),
  );
  const daily = report.series;
  const sum = (points: typeof daily) =>
    points.reduce(
      (total, point) => ({ orders: total.orders + point.orders, gmv: total.gmv + point.gmv }),
      { orders: 0, gmv: 0 },
    );
  // Summed in minor units' steps would be exact; the report's figures are already rounded
  // to the cent, so a sum of at most 30 of them is rounded once more to the cent.
  const cents = (figure: { orders: number; gmv: number }) => ({
    orders: figure.orders,
    gmv: Math.round(figure.gmv * 100) / 100,
  });
  return {
    currency: report.currency,
    timeZone: report.range.timeZone,
    today: cents(sum(daily.slice(-1))),
    last7Days: cents(sum(daily.slice(-7))),
    last30Days: { orders: report.totals.orders, gmv: report.totals.gmv },
    daily,
  };
}

/**
 * The dashboard's desk (issue 33), in the caller's scope, each part read through its list's
 * or report's own function (the scope and the filters are theirs, never copied here): sales
 * today, over 7 and 30 days, the shows on
 * air with their live counters, the next shows, the latest orders, and what needs doing —
 * applications to review (admin and staff), shows starting within the hour, orders paid
 * and not shipped (for admin and staff, those paid more than two days ago), payouts the
 * provider refused (admin and staff, who retry them), and a designer's products out of stock.
 */
export async function dashboardDesk(
  ctx: AppContext,
  caller: UserRow,
  now: number,
  timeZone: string,
): Promise<DashboardDesk> {
  const shows = (query: Record<string, string>) =>
    listEvents(
      ctx,
      caller,
      eventListQuerySchema.parse({ ...DASHBOARD_LIST_FILTERS.events, ...query }),
    );
  const ordersOf = (query: Record<string, string>) =>
    listOrders(ctx, caller, orderListQuerySchema.parse(query));
  const marketplace = roleSide(caller) === 'admin-or-staff';
  const soon = {
    status: 'scheduled',
    from: new Date(now).toISOString(),
    to: new Date(now + DASHBOARD_STARTING_SOON_MINUTES * MINUTE).toISOString(),
  };
  const toShip = {
    status: 'paid',
    ...(marketplace ? { to: utcDay(now - DASHBOARD_UNSHIPPED_DAYS * DAY) } : {}),
  };

  const [sales, onAir, next, latest, todos] = await Promise.all([
    salesOf(ctx, caller, timeZone),
    shows({ status: 'live', limit: String(LIVE_NOW_ROWS), sort: 'scheduledAt:asc' }),
    shows({
      status: 'scheduled',
      from: new Date(now).toISOString(),
      limit: String(DASHBOARD_DESK_ROWS),
      sort: 'scheduledAt:asc',
    }),
    ordersOf({ limit: String(DASHBOARD_DESK_ROWS) }),
    Promise.all([
      ...(marketplace
        ? [
            todo('pendingApplications', DASHBOARD_LIST_FILTERS.pendingApplications, (query) =>
              listDesigners(ctx, designerListQuerySchema.parse(query)),
            ),
          ]
        : []),
      todo('showsStartingSoon', { ...DASHBOARD_LIST_FILTERS.events, ...soon }, shows),
      todo('ordersToShip', toShip, ordersOf),
      ...(marketplace ? [todo('failedPayouts', { transfer: 'failed' }, ordersOf)] : []),
      ...(marketplace
        ? []
        : [
            todo('productsOutOfStock', { stock: 'out' }, (query) =>
              listProducts(ctx, caller, productListQuerySchema.parse(query)),
            ),
          ]),
    ]),
  ]);

  const liveNow = await Promise.all(
    onAir.items.map(async (show) => ({
      _id: show._id,
      title: show.title,
      ...(show.designerBrand ? { designerBrand: show.designerBrand } : {}),
      counters: await readCounters(ctx.database.db, show._id),
    })),
  );
  return {
    sales,
    liveNow,
    nextShows: next.items.flatMap((show) =>
      show.scheduledAt
        ? [
            {
              _id: show._id,
              title: show.title,
              ...(show.designerBrand ? { designerBrand: show.designerBrand } : {}),
              scheduledAt: show.scheduledAt,
              timeZone: show.timeZone,
            },
          ]
        : [],
    ),
    latestOrders: latest.items,
    todo: todos,
  };
}
