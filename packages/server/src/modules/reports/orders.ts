import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_TOP_LIMIT,
  SPENDING_ORDER_STATUSES,
  apiMessages,
  orderReportRange,
  orderReportRangeAnswer,
  type OrderReport,
  type OrderReportFilter,
  type OrderReportPoint,
  type OrderReportTotals,
} from '@runway-live/domain/api';
import { ORDER_STATUSES, type OrderStatus } from '@runway-live/domain/checkout';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import {
  bucketDate,
  orderReportCsvParts,
  previousPeriod,
  reportBuckets,
  type ReportBucket,
  type ReportRange,
} from '@runway-live/domain/reports';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { designers, events, orders, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { ownerOf } from '../../resources/ownership';

/**
 * The orders report (issue 33; API.md "Reports"; decision 0045): computed from the orders
 * themselves at each call, so an order placed a second ago is in it. Orders count in the
 * bucket of their `created_at` in the report's zone; GMV is the spending orders' totals
 * (SPENDING_ORDER_STATUSES, the domain's one rule), net GMV less what was refunded of them,
 * commission the orders' own figure (already net of refunds). A designer's report is their
 * own orders: naming another designer is a 404. A rehearsal's orders count in no report.
 */

type Span = { from: Date; to: Date };

/** The orders the report reads: the span, the caller's scope, the query's filters. */
function scopeOf(span: Span, filter: OrderReportFilter, owner: string | null): SQL {
  const parts: SQL[] = [
    sql`${orders.createdAt} >= ${span.from.toISOString()}::timestamptz`,
    sql`${orders.createdAt} < ${span.to.toISOString()}::timestamptz`,
  ];
  // A rehearsal's orders are tests: they count in no report.
  parts.push(
    sql`(${orders.eventId} is null or ${orders.eventId} not in (select ${events.id} from ${events} where ${events.rehearsal}))`,
  );
  const designerId = owner ?? filter.designerId;
  if (designerId) parts.push(sql`${orders.designerId} = ${designerId}`);
  if (filter.eventId) parts.push(sql`${orders.eventId} = ${filter.eventId}`);
  if (filter.status?.length) {
    parts.push(
      sql`${orders.status} in (${sql.join(
        filter.status.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const spending = sql`${orders.status} in (${sql.join(
  SPENDING_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

type Rows<Row> = { rows: Row[] };
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // Both drivers answer a raw query with { rows } (node-postgres and PGlite alike).
  return ((await db.execute(query)) as unknown as Rows<Row>).rows;
}

/** Sums come back as bigint text from node-postgres; every figure here is an integer. */
const int = (value: string | number | null | undefined) => Number(value ?? 0);

async function totalsOf(db: Database, where: SQL): Promise<OrderReportTotals> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select
      count(*) filter (where ${spending}) as orders,
      coalesce(sum(${orders.total}) filter (where ${spending}), 0)::bigint as gmv,
      coalesce(sum(${orders.refunded}) filter (where ${spending}), 0)::bigint as refunds,
      coalesce(sum(${orders.discount}) filter (where ${spending}), 0)::bigint as discounts,
      coalesce(sum(${orders.discount}) filter (where ${spending} and ${orders.discountFundedBy} = 'designer'), 0)::bigint as designer_discounts,
      coalesce(sum(${orders.commission}) filter (where ${spending}), 0)::bigint as commission
    from ${orders} where ${where}`,
  );
  const count = int(row?.orders);
  const gmv = int(row?.gmv);
  const refunds = int(row?.refunds);
  const discounts = int(row?.discounts);
  const designerDiscounts = int(row?.designer_discounts);
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
    commission: minorToMajor(int(row?.commission)),
  };
}

/** One point per bucket of the span (zero where nothing sold), counted in the zone. */
async function seriesOf(
  db: Database,
  where: SQL,
  span: Span,
  bucket: ReportBucket,
  timeZone: string,
): Promise<OrderReportPoint[]> {
  const rows = await rowsOf<{ at: string | Date; orders: string | number; gmv: string | number }>(
    db,
    sql`select date_trunc(${bucket}, ${orders.createdAt}, ${timeZone}) as at,
      count(*) as orders, coalesce(sum(${orders.total}), 0)::bigint as gmv
    from ${orders} where ${where} and ${spending}
    group by 1`,
  );
  const byStart = new Map(rows.map((row) => [new Date(row.at).getTime(), row]));
  return reportBuckets({ ...span, bucket, timeZone }).map(({ start, date }) => {
    const row = byStart.get(start.getTime());
    return {
      date: date ?? bucketDate(start, timeZone),
      orders: int(row?.orders),
      gmv: minorToMajor(int(row?.gmv)),
    };
  });
}

async function byStatusOf(db: Database, where: SQL): Promise<OrderReport['byStatus']> {
  const rows = await rowsOf<{
    status: OrderStatus;
    orders: string | number;
    total: string | number;
  }>(
    db,
    sql`select ${orders.status} as status, count(*) as orders,
      coalesce(sum(${orders.total}), 0)::bigint as total
    from ${orders} where ${where} group by 1`,
  );
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return ORDER_STATUSES.filter((status) => byStatus.has(status)).map((status) => ({
    status,
    orders: int(byStatus.get(status)?.orders),
    total: minorToMajor(int(byStatus.get(status)?.total)),
  }));
}

async function topDesignersOf(db: Database, where: SQL): Promise<OrderReport['topDesigners']> {
  const rows = await rowsOf<{ id: string; name: string | null; orders: string; gmv: string }>(
    db,
    sql`select o.designer_id as id, ${designers.brandName} as name, o.orders, o.gmv
    from (
      select ${orders.designerId} as designer_id, count(*) as orders,
        sum(${orders.total})::bigint as gmv
      from ${orders} where ${where} and ${spending}
      group by 1 order by gmv desc, orders desc, designer_id limit ${REPORT_TOP_LIMIT}
    ) o left join ${designers} on ${designers.userId} = o.designer_id
    order by o.gmv desc, o.orders desc, o.designer_id`,
  );
  return rows.map((row) => ({
    designerId: row.id,
    name: row.name ?? '',
    orders: int(row.orders),
    gmv: minorToMajor(int(row.gmv)),
  }));
}

/** Products by what their lines sold for (before the order's discount), units as bought. */
async function topProductsOf(db: Database, where: SQL): Promise<OrderReport['topProducts']> {
  const rows = await rowsOf<{ id: string; name: string; quantity: string; gmv: string }>(
    db,
    sql`select line.v ->> 'productId' as id, max(line.v ->> 'name') as name,
      sum((line.v ->> 'quantity')::int)::bigint as quantity,
      sum((line.v ->> 'quantity')::bigint * (line.v ->> 'unitPrice')::bigint)::bigint as gmv
    from ${orders}, jsonb_array_elements(${orders.items}) as line(v)
    where ${where} and ${spending}
    group by 1 order by gmv desc, quantity desc, id limit ${REPORT_TOP_LIMIT}`,
  );
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    quantity: int(row.quantity),
    gmv: minorToMajor(int(row.gmv)),
  }));
}

/** The shows that sold (a rehearsal's orders are out of the scope already). */
async function topShowsOf(db: Database, where: SQL): Promise<OrderReport['topShows']> {
  const rows = await rowsOf<{ id: string; title: string; orders: string; gmv: string }>(
    db,
    sql`select ${events.id} as id, ${events.title} as title, o.orders, o.gmv
    from (
      select ${orders.eventId} as event_id, count(*) as orders,
        sum(${orders.total})::bigint as gmv
      from ${orders} where ${where} and ${spending} and ${orders.eventId} is not null
      group by 1
    ) o join ${events} on ${events.id} = o.event_id
    order by o.gmv desc, o.orders desc, ${events.id} limit ${REPORT_TOP_LIMIT}`,
  );
  return rows.map((row) => ({
    eventId: row.id,
    title: row.title,
    orders: int(row.orders),
    gmv: minorToMajor(int(row.gmv)),
  }));
}

/** The query's range, or a 400 naming the field. */
export function reportRangeOf(filter: OrderReportFilter, now: Date): ReportRange {
  const result = orderReportRange(filter, now);
  if (!result.ok) throw new ApiError(400, result.message, { field: result.field });
  return result.range;
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
  const [
    totals,
    previousTotals,
    series,
    previousSeries,
    byStatus,
    topDesigners,
    topProducts,
    topShows,
  ] = await Promise.all([
    totalsOf(db, where),
    totalsOf(db, wherePrevious),
    seriesOf(db, where, range, range.bucket, range.timeZone),
    seriesOf(db, wherePrevious, previous, range.bucket, range.timeZone),
    byStatusOf(db, where),
    topDesignersOf(db, where),
    topProductsOf(db, where),
    topShowsOf(db, where),
  ]);
  return {
    range: orderReportRangeAnswer(range, previous),
    currency: PRODUCT_CURRENCY,
    totals,
    previousTotals,
    series,
    previousSeries,
    byStatus,
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
