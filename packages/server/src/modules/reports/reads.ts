import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  SPENDING_ORDER_STATUSES,
  orderReportRange,
  type OrderReportFilter,
} from '@runway-live/domain/api';
import type { ReportRange } from '@runway-live/domain/reports';
import type { Database } from '../../db/client';
import { events, orders } from '../../db/schema';
import { ApiError } from '../../errors';

/*
 * What every report's reads share (decisions 0045, 0053): the orders in a span and scope,
 * the spending ones, a raw query's rows, and the settings a report's read runs under.
 */

export type Span = { from: Date; to: Date };

/** The columns a report's range and filters read: the orders', or their lines' copies. */
type ScopeColumns = Record<'createdAt' | 'eventId' | 'designerId' | 'status', AnyColumn>;

/** The orders the report reads: the span, the caller's scope, the query's filters. */
export function scopeOf(
  span: Span,
  filter: OrderReportFilter,
  owner: string | null,
  on: ScopeColumns = orders,
): SQL {
  const parts: SQL[] = [
    sql`${on.createdAt} >= ${span.from.toISOString()}::timestamptz`,
    sql`${on.createdAt} < ${span.to.toISOString()}::timestamptz`,
  ];
  // A rehearsal's orders are tests: they count in no report.
  parts.push(
    sql`(${on.eventId} is null or ${on.eventId} not in (select ${events.id} from ${events} where ${events.rehearsal}))`,
  );
  const designerId = owner ?? filter.designerId;
  if (designerId) parts.push(sql`${on.designerId} = ${designerId}`);
  if (filter.eventId) parts.push(sql`${on.eventId} = ${filter.eventId}`);
  if (filter.status?.length) {
    parts.push(
      sql`${on.status} in (${sql.join(
        filter.status.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The spending orders (SPENDING_ORDER_STATUSES): every report's GMV counts these. */
export const spendingOn = (on: Pick<ScopeColumns, 'status'>) =>
  sql`${on.status} in (${sql.join(
    SPENDING_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
export const spending = spendingOn(orders);

type Rows<Row> = { rows: Row[] };
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // Both drivers answer a raw query with { rows } (node-postgres and PGlite alike).
  return ((await db.execute(query)) as unknown as Rows<Row>).rows;
}

/** Sums come back as bigint text from node-postgres; every figure here is an integer. */
export const int = (value: string | number | null | undefined) => Number(value ?? 0);

export type Tally = { key: string; orders: number; gmv: number };

/**
 * The grouping pass's memory (decision 0053): at the default work_mem (4 MB) a year's
 * grouping sets sort their groups on disk (17.6 MB spilled at 200 000 orders); given this
 * much for the pass's own transaction (`SET LOCAL`, gone at its commit) they hash in memory.
 * REPORT_PASS_WORK_MEM=off turns the layer off (the bench's on/off gain).
 */
const PASS_WORK_MEM = process.env.REPORT_PASS_WORK_MEM ?? '64MB';

/**
 * One process per read (decision 0053): the report already runs its reads side by side (this
 * period's pass, the previous period's, the top products), one connection each, so
 * PostgreSQL's parallel workers for each read only crowd the same cores, and pay their
 * start and gather. REPORT_SERIAL_READS=off leaves the server's own setting.
 */
const serialReads = () => process.env.REPORT_SERIAL_READS !== 'off';

/** Runs `read` in a transaction of its own with these settings (`SET LOCAL`). */
export function withReadSettings<T>(
  db: Database,
  { passMemory }: { passMemory: boolean },
  read: (reader: Database) => Promise<T>,
): Promise<T> {
  const settings: string[] = [];
  if (passMemory && /^\d+MB$/.test(PASS_WORK_MEM)) {
    settings.push(`set local work_mem = '${PASS_WORK_MEM}'`);
  }
  if (serialReads()) settings.push('set local max_parallel_workers_per_gather = 0');
  if (settings.length === 0) return read(db);
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(setting));
    return read(tx as unknown as Database);
  });
}

/** The query's range, or a 400 naming the field. */
export function reportRangeOf(
  filter: Pick<OrderReportFilter, 'preset' | 'from' | 'to' | 'tz'>,
  now: Date,
): ReportRange {
  const result = orderReportRange(filter, now);
  if (!result.ok) throw new ApiError(400, result.message, { field: result.field });
  return result.range;
}
