import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  apiMessages,
  type EventReportFilter,
  type EventReportPage,
  type EventReportRow,
} from '@runway-live/domain/api';
import type { EventStatus } from '@runway-live/domain/schemas';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import { conversionOf, eventReportCsvParts } from '@runway-live/domain/reports';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import {
  cartEvents,
  chatMessages,
  designers,
  events,
  livePushedProducts,
  liveRooms,
  liveTimeline,
  liveViewerSessions,
  orders,
  type UserRow,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { ownerOf } from '../../resources/ownership';
import { int, reportRangeOf, rowsOf, spending } from './reads';

/**
 * The events report (issue 33; API.md "Reports", "Attribution"; decision 0049): per show,
 * read from what the live server already stores — viewer sessions, chat, pushes (the
 * timeline and live_pushed_products), adds to cart — and the orders carrying the show's id,
 * at each call, so a message or an order a second old is counted. A rehearsal is in no
 * report; a designer reads their own shows (another's is a 404).
 */

export type Caller = Pick<UserRow, 'id' | 'roles'>;

/** The shows a report shows: aired (live or ended), never a rehearsal. */
export const reported = sql`not ${events.rehearsal} and ${events.status} in ('live', 'ended')`;
/**
 * A show's place in a range: when it first went live (its timeline), else its planned start,
 * else when it was made — a show taken live early is in the day it aired.
 */
const startOf = sql`coalesce((select min(${liveTimeline.createdAt}) from ${liveTimeline}
  where ${liveTimeline.eventId} = ${events.id} and ${liveTimeline.kind} = 'status'
    and ${liveTimeline.detail}->>'to' = 'live'), ${events.scheduledAt}, ${events.createdAt})`;

export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export type ShowRow = {
  id: string;
  title: string;
  designer_id: string;
  designer_name: string | null;
  status: EventStatus;
  scheduled_at: string | Date | null;
  total?: string | number;
};

const iso = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/**
 * The live window of each show (its timeline's status moves, as the post-show summary reads
 * them): when it first went live and last ended. API.md "Attribution": an order placed in it
 * is `live`, any other carrying the show's id `replay` (the domain's `attributionOf`; the
 * SQL below says the same over many orders at once).
 */
const windows = (ids: SQL) => sql`select ${liveTimeline.eventId} as event_id,
    min(${liveTimeline.createdAt}) filter (where ${liveTimeline.detail}->>'to' = 'live') as started,
    max(${liveTimeline.createdAt}) filter (where ${liveTimeline.detail}->>'to' = 'ended') as ended
  from ${liveTimeline}
  where ${liveTimeline.kind} = 'status' and ${liveTimeline.eventId} in (${ids})
  group by ${liveTimeline.eventId}`;

export type FigureRow = {
  event_id: string;
  started: string | Date | null;
  ended: string | Date | null;
  peak: string | number | null;
  viewers: string | number | null;
  watch: string | number | null;
  messages: string | number | null;
  pushed: string | number | null;
  carts: string | number | null;
  orders: string | number | null;
  gmv: string | number | null;
  net: string | number | null;
  live_orders: string | number | null;
  live_gmv: string | number | null;
  live_net: string | number | null;
  buyers: string | number | null;
  coupons: string | number | null;
};

/** Every figure of the shows named, one statement, each part read through its own index. */
export async function figuresOf(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, FigureRow>> {
  if (ids.length === 0) return new Map();
  const list = idList(ids);
  const rows = await rowsOf<FigureRow>(
    db,
    sql`with shows(event_id) as (select unnest(array[${list}]::uuid[])),
    w as (${windows(list)}),
    s as (
      select ${liveViewerSessions.eventId} as event_id, count(*) as viewers,
        coalesce(sum(extract(epoch from coalesce(${liveViewerSessions.leftAt}, now()) - ${liveViewerSessions.joinedAt})), 0)::bigint as watch
      from ${liveViewerSessions} where ${liveViewerSessions.eventId} in (${list})
      group by 1),
    c as (
      select ${chatMessages.eventId} as event_id, count(*) as messages from ${chatMessages}
      where ${chatMessages.eventId} in (${list}) and not ${chatMessages.shadow} group by 1),
    p as (
      select ${livePushedProducts.eventId} as event_id, count(*) as pushed from ${livePushedProducts}
      where ${livePushedProducts.eventId} in (${list}) group by 1),
    k as (
      select ${cartEvents.eventId} as event_id, count(*) as carts from ${cartEvents}
      where ${cartEvents.eventId} in (${list}) group by 1),
    o as (
      select ${orders.eventId} as event_id, count(*) as orders,
        sum(${orders.total})::bigint as gmv,
        sum(${orders.total} - ${orders.refunded})::bigint as net,
        count(*) filter (where live) as live_orders,
        coalesce(sum(${orders.total}) filter (where live), 0)::bigint as live_gmv,
        coalesce(sum(${orders.total} - ${orders.refunded}) filter (where live), 0)::bigint as live_net,
        count(distinct coalesce(${orders.buyerId}::text, lower(${orders.buyer}->>'email'))) as buyers,
        count(*) filter (where ${orders.couponCode} is not null) as coupons
      from ${orders} left join w on w.event_id = ${orders.eventId},
        lateral (select w.started is not null and ${orders.createdAt} >= w.started
          and (w.ended is null or w.ended < w.started or ${orders.createdAt} < w.ended) as live) a
      where ${orders.eventId} in (${list}) and ${spending}
      group by 1)
    select shows.event_id, w.started, w.ended, r.peak_viewers as peak, s.viewers, s.watch,
      c.messages, p.pushed, k.carts, o.orders, o.gmv, o.net, o.live_orders, o.live_gmv,
      o.live_net, o.buyers, o.coupons
    from shows
      left join w on w.event_id = shows.event_id
      left join ${liveRooms} r on r.event_id = shows.event_id
      left join s on s.event_id = shows.event_id
      left join c on c.event_id = shows.event_id
      left join p on p.event_id = shows.event_id
      left join k on k.event_id = shows.event_id
      left join o on o.event_id = shows.event_id`,
  );
  return new Map(rows.map((row) => [row.event_id, row]));
}

export function rowOf(show: ShowRow, figures: FigureRow | undefined): EventReportRow {
  const f = figures;
  const viewers = int(f?.viewers);
  const buyers = int(f?.buyers);
  const gmv = int(f?.gmv);
  const net = int(f?.net);
  const liveGmv = int(f?.live_gmv);
  const liveNet = int(f?.live_net);
  return {
    eventId: show.id,
    title: show.title,
    designerId: show.designer_id,
    designerName: show.designer_name ?? '',
    status: show.status,
    scheduledAt: iso(show.scheduled_at),
    startedAt: iso(f?.started),
    endedAt: iso(f?.ended),
    peakViewers: int(f?.peak),
    uniqueViewers: viewers,
    averageWatchSec: viewers === 0 ? 0 : Math.round(int(f?.watch) / viewers),
    chatMessages: int(f?.messages),
    productsPushed: int(f?.pushed),
    addsToCart: int(f?.carts),
    orders: int(f?.orders),
    gmv: minorToMajor(gmv),
    netGmv: minorToMajor(net),
    live: {
      orders: int(f?.live_orders),
      gmv: minorToMajor(liveGmv),
      netGmv: minorToMajor(liveNet),
    },
    replay: {
      orders: int(f?.orders) - int(f?.live_orders),
      gmv: minorToMajor(gmv - liveGmv),
      netGmv: minorToMajor(net - liveNet),
    },
    buyers,
    conversion: conversionOf(buyers, viewers),
    couponRedemptions: int(f?.coupons),
  };
}

export const showColumns = sql`${events.id} as id, ${events.title} as title,
  ${events.designerId} as designer_id, ${designers.brandName} as designer_name,
  ${events.status} as status, ${events.scheduledAt} as scheduled_at`;

/** The designer a caller may read: their own, or the one an admin names; another's is a 404. */
function scopedDesigner(user: Caller, designerId: string | undefined): string | undefined {
  const owner = ownerOf(user);
  if (owner !== null && designerId !== undefined && designerId !== owner) {
    throw new ApiError(404, apiMessages.notFound);
  }
  return owner ?? designerId;
}

/** GET /api/v2/reports/events: a page of the range's shows with their figures. */
export async function eventReport(
  ctx: AppContext,
  user: Caller,
  filter: EventReportFilter,
  /** The CSV reads every show of the range (at most this many). */
  all = false,
): Promise<EventReportPage> {
  const range = reportRangeOf(filter, new Date());
  const designerId = scopedDesigner(user, filter.designerId);
  const { db } = ctx.database;
  const where = sql.join(
    [
      reported,
      sql`${startOf} >= ${range.from.toISOString()}::timestamptz`,
      sql`${startOf} < ${range.to.toISOString()}::timestamptz`,
      ...(designerId ? [sql`${events.designerId} = ${designerId}`] : []),
      ...(filter.search
        ? [sql`${events.title} ilike ${`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`}`]
        : []),
    ],
    sql` and `,
  );
  const direction = filter.sort?.direction === 'asc' ? sql`asc` : sql`desc`;
  const limit = all ? EVENT_REPORT_CSV_MAX : filter.limit;
  const offset = all ? 0 : (filter.page - 1) * filter.limit;
  const shows = await rowsOf<ShowRow>(
    db,
    sql`select ${showColumns}, count(*) over () as total
      from ${events} left join ${designers} on ${designers.userId} = ${events.designerId}
      where ${where}
      order by ${startOf} ${direction}, ${events.id} ${direction}
      limit ${limit} offset ${offset}`,
  );
  let total = int(shows[0]?.total);
  if (shows.length === 0 && offset > 0) {
    const [counted] = await rowsOf<{ total: string | number }>(
      db,
      sql`select count(*) as total from ${events} where ${where}`,
    );
    total = int(counted?.total);
  }
  const figures = await figuresOf(
    db,
    shows.map((show) => show.id),
  );
  return {
    success: true,
    range: {
      preset: range.preset,
      timeZone: range.timeZone,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bucket: range.bucket,
    },
    currency: PRODUCT_CURRENCY,
    data: {
      items: shows.map((show) => rowOf(show, figures.get(show.id))),
      total,
      page: all ? 1 : filter.page,
      limit,
    },
  };
}

/** The most shows one CSV writes. */
export const EVENT_REPORT_CSV_MAX = 10_000;

/** The range's shows as CSV (every one, not a page), times in the range's zone. */
export async function eventReportCsv(
  ctx: AppContext,
  user: Caller,
  filter: EventReportFilter,
): Promise<Readable> {
  const page = await eventReport(ctx, user, filter, true);
  return Readable.from(eventReportCsvParts(page.data.items, page.range.timeZone, page.currency));
}
