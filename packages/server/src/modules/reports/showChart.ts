import { Readable } from 'node:stream';
import { sql, type AnyColumn } from 'drizzle-orm';
import { apiMessages, type ShowChart } from '@runway-live/domain/api';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import {
  minuteStart,
  pushBands,
  showChartCsvParts,
  showMinutes,
  viewersByMinute,
} from '@runway-live/domain/reports';
import type { AppContext } from '../../context';
import {
  cartEvents,
  chatMessages,
  designers,
  events,
  liveTimeline,
  liveViewerSessions,
  orders,
  products,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { ownerOf } from '../../resources/ownership';
import {
  figuresOf,
  idList,
  reported,
  rowOf,
  showColumns,
  type Caller,
  type ShowRow,
} from './events';
import { int, rowsOf, spending } from './reads';

/*
 * One show's chart (issue 33): the events report's row for the show and its minutes, read
 * from the same stores as the report (events.ts).
 */

type MinuteRow = { minute: string | Date; n: string | number; gmv?: string | number };

/** A show's counts by minute, keyed by the minute's start (epoch ms). */
function byMinute(rows: readonly MinuteRow[]): Map<number, MinuteRow> {
  return new Map(rows.map((row) => [new Date(row.minute).getTime(), row]));
}

/**
 * GET /api/v2/reports/events/:id: one show's figures and its minute-by-minute chart —
 * viewers in the room, chat messages, adds to cart, orders and GMV per minute from going
 * live to ending (to now while live) — with the pushed products as bands.
 */
export async function showChart(
  ctx: AppContext,
  user: Caller,
  eventId: string,
): Promise<ShowChart> {
  const { db } = ctx.database;
  const owner = ownerOf(user);
  // The show and its figures together (one round trip less): the figures of a show the
  // caller may not read are dropped with the 404.
  const [[show], figures] = await Promise.all([
    rowsOf<ShowRow>(
      db,
      sql`select ${showColumns}
      from ${events} left join ${designers} on ${designers.userId} = ${events.designerId}
      where ${events.id} = ${eventId} and ${reported}
        ${owner !== null ? sql`and ${events.designerId} = ${owner}` : sql``}`,
    ),
    figuresOf(db, [eventId]).then((found) => found.get(eventId)),
  ]);
  if (!show) throw new ApiError(404, apiMessages.notFound);
  const row = rowOf(show, figures);
  const now = new Date();
  const startedAt = row.startedAt ? new Date(row.startedAt) : null;
  const endedAt =
    row.endedAt && startedAt && Date.parse(row.endedAt) >= startedAt.getTime()
      ? new Date(row.endedAt)
      : null;
  const minutes = showMinutes(startedAt, endedAt, now);
  if (minutes.length === 0) {
    return { show: row, currency: PRODUCT_CURRENCY, points: [], bands: [] };
  }
  const from = minutes[0]!.toISOString();
  const to = new Date(minutes.at(-1)!.getTime() + 60_000).toISOString();
  const span = (column: AnyColumn) =>
    sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;
  const minute = (column: AnyColumn) => sql`date_trunc('minute', ${column})`;
  const [joins, leaves, messages, carts, sold, pushes] = await Promise.all([
    rowsOf<MinuteRow>(
      db,
      sql`select ${minute(liveViewerSessions.joinedAt)} as minute, count(*) as n
        from ${liveViewerSessions} where ${liveViewerSessions.eventId} = ${eventId}
          and ${liveViewerSessions.joinedAt} < ${to}::timestamptz group by 1`,
    ),
    rowsOf<MinuteRow>(
      db,
      sql`select ${minute(liveViewerSessions.leftAt)} as minute, count(*) as n
        from ${liveViewerSessions} where ${liveViewerSessions.eventId} = ${eventId}
          and ${liveViewerSessions.leftAt} < ${to}::timestamptz group by 1`,
    ),
    rowsOf<MinuteRow>(
      db,
      sql`select ${minute(chatMessages.createdAt)} as minute, count(*) as n from ${chatMessages}
        where ${chatMessages.eventId} = ${eventId} and not ${chatMessages.shadow}
          and ${span(chatMessages.createdAt)} group by 1`,
    ),
    rowsOf<MinuteRow>(
      db,
      sql`select ${minute(cartEvents.createdAt)} as minute, count(*) as n from ${cartEvents}
        where ${cartEvents.eventId} = ${eventId} and ${span(cartEvents.createdAt)} group by 1`,
    ),
    rowsOf<MinuteRow>(
      db,
      sql`select ${minute(orders.createdAt)} as minute, count(*) as n,
          sum(${orders.total})::bigint as gmv
        from ${orders} where ${orders.eventId} = ${eventId} and ${spending}
          and ${span(orders.createdAt)} group by 1`,
    ),
    rowsOf<{ at: string | Date; ids: unknown }>(
      db,
      sql`select ${liveTimeline.createdAt} as at, ${liveTimeline.detail}->'productIds' as ids
        from ${liveTimeline} where ${liveTimeline.eventId} = ${eventId}
          and ${liveTimeline.kind} = 'push' and ${liveTimeline.createdAt} < ${to}::timestamptz
        order by ${liveTimeline.createdAt}`,
    ),
  ]);
  // Joins and leaves before the first minute are the room it opened with.
  const first = minutes[0]!.getTime();
  const tally = (rows: readonly MinuteRow[]) => {
    const within = new Map<number, number>();
    let earlier = 0;
    for (const row of rows) {
      const at = minuteStart(new Date(row.minute)).getTime();
      if (at < first) earlier += int(row.n);
      else within.set(at, int(row.n));
    }
    return { within, earlier };
  };
  const joined = tally(joins);
  const left = tally(leaves);
  const viewers = viewersByMinute(minutes, joined.within, left.within, {
    joined: joined.earlier,
    left: left.earlier,
  });
  const messagesAt = byMinute(messages);
  const cartsAt = byMinute(carts);
  const soldAt = byMinute(sold);
  const points = minutes.map((at, index) => {
    const key = at.getTime();
    return {
      at: at.toISOString(),
      viewers: viewers[index] ?? 0,
      messages: int(messagesAt.get(key)?.n),
      addsToCart: int(cartsAt.get(key)?.n),
      orders: int(soldAt.get(key)?.n),
      gmv: minorToMajor(int(soldAt.get(key)?.gmv)),
    };
  });
  const bands = pushBands(
    pushes.map((push) => ({
      at: new Date(push.at),
      productIds: Array.isArray(push.ids)
        ? push.ids.filter((id): id is string => typeof id === 'string')
        : [],
    })),
    startedAt,
    endedAt ?? now,
  );
  const named = [...new Set(bands.flatMap((band) => band.productIds))];
  const names =
    named.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await rowsOf<{ id: string; name: string }>(
              db,
              sql`select ${products.id} as id, ${products.productName} as name from ${products}
                where ${products.id} in (${idList(named)})`,
            )
          ).map((product) => [product.id, product.name]),
        );
  return {
    show: row,
    currency: PRODUCT_CURRENCY,
    points,
    bands: bands.map((band) => ({
      from: band.from,
      to: band.to,
      products: band.productIds.map((productId) => ({
        productId,
        name: names.get(productId) ?? '',
      })),
    })),
  };
}

/** The chart's table as CSV, minutes written in `timeZone`. */
export async function showChartCsv(
  ctx: AppContext,
  user: Caller,
  eventId: string,
  timeZone: string,
): Promise<Readable> {
  return Readable.from(showChartCsvParts(await showChart(ctx, user, eventId), timeZone));
}
