import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_TOP_LIMIT,
  type OrderReport,
  type OrderReportFilter,
} from '@runway-live/domain/api';
import { minorToMajor } from '@runway-live/domain/money';
import type { Database } from '../../db/client';
import { designers, events, orderLines, orders } from '../../db/schema';
import {
  int,
  rowsOf,
  scopeOf,
  spending,
  spendingOn,
  withReadSettings,
  type Span,
  type Tally,
} from './reads';

/*
 * The orders report's top lists (decision 0045): its designers and shows from the pass's
 * tallies, named in one read each; its products from their lines, read beside the pass.
 */

/** The best first: by GMV, then orders, then id (a stable order for ties). */
function top(tallies: readonly Tally[]): Tally[] {
  return [...tallies]
    .sort((a, b) => b.gmv - a.gmv || b.orders - a.orders || (a.key < b.key ? -1 : 1))
    .slice(0, REPORT_TOP_LIMIT);
}

/** The best tallies, each with the name `namesOf` reads for its key (one read for all). */
async function namedTop(
  tallies: readonly Tally[],
  namesOf: (ids: string[]) => Promise<{ id: string; name: string }[]>,
): Promise<{ tally: Tally; name: string }[]> {
  const best = top(tallies);
  if (best.length === 0) return [];
  const nameOf = new Map(
    (await namesOf(best.map((tally) => tally.key))).map((row) => [row.id, row.name]),
  );
  return best.map((tally) => ({ tally, name: nameOf.get(tally.key) ?? '' }));
}

export async function topDesignersOf(db: Database, tallies: readonly Tally[]) {
  const named = await namedTop(tallies, (ids) =>
    db
      .select({ id: designers.userId, name: designers.brandName })
      .from(designers)
      .where(inArray(designers.userId, ids)),
  );
  return named.map(({ tally, name }) => ({
    designerId: tally.key,
    name,
    orders: tally.orders,
    gmv: minorToMajor(tally.gmv),
  }));
}

export async function topShowsOf(db: Database, tallies: readonly Tally[]) {
  const named = await namedTop(tallies, (ids) =>
    db.select({ id: events.id, name: events.title }).from(events).where(inArray(events.id, ids)),
  );
  return named.map(({ tally, name }) => ({
    eventId: tally.key,
    title: name,
    orders: tally.orders,
    gmv: minorToMajor(tally.gmv),
  }));
}

/**
 * Where the top products read their lines (decision 0053): the narrow `order_lines` the
 * orders' trigger keeps with the order's range and filter columns, read alone;
 * REPORT_ORDER_LINES=off unnests the orders' `items` instead (the bench's on/off gain, and
 * the test that both agree).
 */
function linesOf(span: Span, filter: OrderReportFilter, owner: string | null): SQL {
  if (process.env.REPORT_ORDER_LINES === 'off') {
    return sql`select line.v ->> 'productId' as id, max(line.v ->> 'name') as name,
        sum((line.v ->> 'quantity')::int)::bigint as quantity,
        sum((line.v ->> 'quantity')::bigint * (line.v ->> 'unitPrice')::bigint)::bigint as gmv
      from ${orders}, jsonb_array_elements(${orders.items}) as line(v)
      where ${scopeOf(span, filter, owner)} and ${spending}`;
  }
  return sql`select ${orderLines.productId} as id, max(${orderLines.name}) as name,
      sum(${orderLines.quantity})::bigint as quantity,
      sum(${orderLines.quantity}::bigint * ${orderLines.unitPrice})::bigint as gmv
    from ${orderLines}
    where ${scopeOf(span, filter, owner, orderLines)} and ${spendingOn(orderLines)}`;
}

/** Products by what their lines sold for (before the order's discount), units as bought. */
export async function topProductsOf(
  db: Database,
  span: Span,
  filter: OrderReportFilter,
  owner: string | null,
): Promise<OrderReport['topProducts']> {
  const rows = await withReadSettings(db, { passMemory: false }, (reader) =>
    rowsOf<{ id: string; name: string; quantity: string; gmv: string }>(
      reader,
      sql`${linesOf(span, filter, owner)}
      group by 1 order by gmv desc, quantity desc, id limit ${REPORT_TOP_LIMIT}`,
    ),
  );
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    quantity: int(row.quantity),
    gmv: minorToMajor(int(row.gmv)),
  }));
}
