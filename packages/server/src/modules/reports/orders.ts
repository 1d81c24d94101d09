import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  SPENDING_ORDER_STATUSES,
  apiMessages,
  orderReportRangeAnswer,
  type OrderReport,
  type OrderReportFilter,
  type OrderReportPoint,
  type OrderReportTotals,
} from '@runway-live/domain/api';
import { ORDER_STATUSES, type OrderStatus } from '@runway-live/domain/checkout';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import {
  orderReportCsvParts,
  previousPeriod,
  reportBuckets,
  type ReportBucket,
} from '@runway-live/domain/reports';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { orders, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { ownerOf } from '../../resources/ownership';
import { topDesignersOf, topProductsOf, topShowsOf } from './orderTops';
import {
  int,
  reportRangeOf,
  rowsOf,
  scopeOf,
  spending,
  withReadSettings,
  type Span,
  type Tally,
} from './reads';

/**
 * The orders report (issue 33; API.md "Reports"; decision 0045): computed from the orders
 * themselves at each call, so an order placed a second ago is in it. Orders count in the
 * bucket of their `created_at` in the report's zone; GMV is the spending orders' totals
 * (SPENDING_ORDER_STATUSES, the domain's one rule), net GMV less what was refunded of them,
 * commission the orders' own figure (already net of refunds). A designer's report is their
 * own orders: naming another designer is a 404. A rehearsal's orders count in no report.
 */

type StatusRow = {
  status: OrderStatus;
  orders: number;
  total: number;
  refunded: number;
  discount: number;
  designer_discount: number;
  commission: number;
};

/** One pass over a span's orders: by status (every order); by bucket, designer and show (spending). */
type Pass = {
  statuses: StatusRow[];
  buckets: Tally[];
  designers: Tally[];
  shows: Tally[];
};

type PassRow = {
  set: string | number;
  status: OrderStatus | null;
  bucket: string | Date | null;
  designer_id: string | null;
  event_id: string | null;
  orders: string | number;
  total: string | number;
  refunded: string | number;
  discount: string | number;
  designer_discount: string | number;
  commission: string | number;
  spending_orders: string | number;
  gmv: string | number;
};

/** grouping(status, bucket, designer_id, event_id) of the set that keeps only `column`. */
const SET_OF = { status: 7, bucket: 11, designer: 13, show: 14 } as const;

/**
 * One scan of the span's orders (decision 0045), grouped four ways at once: by status (every
 * order, for the totals and the by-status list), and the spending orders by bucket in the
 * zone, by designer and by show.
 */
async function passOf(
  db: Database,
  where: SQL,
  bucket: ReportBucket,
  timeZone: string,
): Promise<Pass> {
  const query = sql`select grouping(status, bucket, designer_id, event_id) as set,
      status, bucket, designer_id, event_id,
      count(*) as orders,
      coalesce(sum(total), 0)::bigint as total,
      coalesce(sum(refunded), 0)::bigint as refunded,
      coalesce(sum(discount), 0)::bigint as discount,
      coalesce(sum(discount) filter (where funded_by = 'designer'), 0)::bigint as designer_discount,
      coalesce(sum(commission), 0)::bigint as commission,
      count(*) filter (where spends) as spending_orders,
      coalesce(sum(total) filter (where spends), 0)::bigint as gmv
    from (
      select ${orders.status} as status,
        date_trunc(${bucket}, ${orders.createdAt}, ${timeZone}) as bucket,
        ${orders.designerId} as designer_id, ${orders.eventId} as event_id,
        ${orders.total} as total, ${orders.refunded} as refunded, ${orders.discount} as discount,
        ${orders.discountFundedBy} as funded_by, ${orders.commission} as commission,
        ${spending} as spends
      from ${orders} where ${where}
    ) o
    group by grouping sets ((status), (bucket), (designer_id), (event_id))`;
  const rows = await withReadSettings(db, { passMemory: true }, (reader) =>
    rowsOf<PassRow>(reader, query),
  );
  const inSet = (set: number) => (row: PassRow) => int(row.set) === set;
  const tally = (key: string, row: PassRow): Tally => ({
    key,
    orders: int(row.spending_orders),
    gmv: int(row.gmv),
  });
  const sold = (row: PassRow) => int(row.spending_orders) > 0;
  return {
    statuses: rows.filter(inSet(SET_OF.status)).map((row) => ({
      status: row.status!,
      orders: int(row.orders),
      total: int(row.total),
      refunded: int(row.refunded),
      discount: int(row.discount),
      designer_discount: int(row.designer_discount),
      commission: int(row.commission),
    })),
    buckets: rows
      .filter(inSet(SET_OF.bucket))
      .filter(sold)
      .map((row) => tally(String(new Date(row.bucket!).getTime()), row)),
    designers: rows
      .filter(inSet(SET_OF.designer))
      .filter(sold)
      .map((row) => tally(row.designer_id ?? '', row)),
    shows: rows
      .filter(inSet(SET_OF.show))
      .filter((row) => row.event_id !== null && sold(row))
      .map((row) => tally(row.event_id!, row)),
  };
}

const SPENDING: ReadonlySet<OrderStatus> = new Set(SPENDING_ORDER_STATUSES);

/** The spending orders' figures (SPENDING_ORDER_STATUSES), summed from the by-status rows. */
function totalsOf(rows: readonly StatusRow[]): OrderReportTotals {
  const sum = (key: Exclude<keyof StatusRow, 'status'>) =>
    rows.filter((row) => SPENDING.has(row.status)).reduce((total, row) => total + row[key], 0);
  const count = sum('orders');
  const gmv = sum('total');
  const refunds = sum('refunded');
  const discounts = sum('discount');
  const designerDiscounts = sum('designer_discount');
  return {
    orders: count,
    gmv: minorToMajor(gmv),
    netGmv: minorToMajor(gmv - refunds),
    averageOrderValue: minorToMajor(count === 0 ? 0 : Math.round(gmv / count)),
    discounts: minorToMajor(discounts),
    // A discount no coupon names a funder of is the marketplace's (it leaves the designer whole).
    discountsByFunder: {
      marketplace: minorToMajor(discounts - designerDiscounts),
      designer: minorToMajor(designerDiscounts),
    },
    refunds: minorToMajor(refunds),
    commission: minorToMajor(sum('commission')),
  };
}

/** Every order of the span and filters by status, in the lifecycle's order. */
function byStatusOf(rows: readonly StatusRow[]): OrderReport['byStatus'] {
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return ORDER_STATUSES.filter((status) => byStatus.has(status)).map((status) => ({
    status,
    orders: byStatus.get(status)!.orders,
    total: minorToMajor(byStatus.get(status)!.total),
  }));
}

/** One point per bucket of the span (zero where nothing sold), counted in the zone. */
function seriesOf(
  tallies: readonly Tally[],
  span: Span,
  bucket: ReportBucket,
  timeZone: string,
): OrderReportPoint[] {
  const byStart = new Map(tallies.map((tally) => [tally.key, tally]));
  return reportBuckets({ ...span, bucket, timeZone }).map(({ start, date }) => {
    const tally = byStart.get(String(start.getTime()));
    return { date, orders: tally?.orders ?? 0, gmv: minorToMajor(tally?.gmv ?? 0) };
  });
}

/** GET /api/v2/reports/orders: the figures of the caller's orders in the range. */
export async function orderReport(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
  filter: OrderReportFilter,
): Promise<OrderReport> {
  const range = reportRangeOf(filter, new Date());
  const owner = ownerOf(user);
  // Another designer's figures are not there to be found: the same 404 as their orders.
  if (owner !== null && filter.designerId !== undefined && filter.designerId !== owner) {
    throw new ApiError(404, apiMessages.notFound);
  }
  const previous = previousPeriod(range);
  const { db } = ctx.database;
  const where = scopeOf(range, filter, owner);
  const wherePrevious = scopeOf(previous, filter, owner);
  const [pass, previousPass, topProducts] = await Promise.all([
    passOf(db, where, range.bucket, range.timeZone),
    passOf(db, wherePrevious, range.bucket, range.timeZone),
    topProductsOf(db, range, filter, owner),
  ]);
  const [topDesigners, topShows] = await Promise.all([
    topDesignersOf(db, pass.designers),
    topShowsOf(db, pass.shows),
  ]);
  return {
    range: orderReportRangeAnswer(range, previous),
    currency: PRODUCT_CURRENCY,
    totals: totalsOf(pass.statuses),
    previousTotals: totalsOf(previousPass.statuses),
    series: seriesOf(pass.buckets, range, range.bucket, range.timeZone),
    previousSeries: seriesOf(previousPass.buckets, previous, range.bucket, range.timeZone),
    byStatus: byStatusOf(pass.statuses),
    topDesigners,
    topProducts,
    topShows,
  };
}

/** The same report as CSV, written section by section as a stream. */
export async function orderReportCsv(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'roles'>,
  filter: OrderReportFilter,
): Promise<Readable> {
  const report = await orderReport(ctx, user, filter);
  return Readable.from(orderReportCsvParts(report));
}
