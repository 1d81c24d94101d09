import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  apiMessages,
  type WebEventReport,
  type WebEventReportFilter,
} from '@runway-live/domain/api';
import { minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import { webEventReportCsvParts } from '@runway-live/domain/reports';
import { PLAYER_HEARTBEAT_SEC } from '@runway-live/domain/schemas';
import type { WebEventStatus } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import {
  designers,
  orders,
  webEventGroups,
  webEventViews,
  webEvents,
  webProductClicks,
  webProducts,
  type UserRow,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { ownerOf } from '../../resources/ownership';
import { int, reportRangeOf, rowsOf, spending } from './reads';

/**
 * The web-events report (issue 33; decision 0049): per web event and per group, from what
 * the embedded player records (web_event_views: a row per viewer with its starts and
 * heartbeats; web_product_clicks) and the orders placed through the player (the order's
 * web event). Views count in the range by the viewer's first start, clicks by the first
 * click, orders by when they were placed. Watch time is the heartbeats received × the
 * player's heartbeat period (PLAYER_HEARTBEAT_SEC), the server's own count.
 */
type Caller = Pick<UserRow, 'id' | 'roles'>;

type EventRow = {
  id: string;
  title: string;
  status: WebEventStatus;
  group_id: string | null;
  group_name: string | null;
  designer_id: string;
  designer_name: string | null;
  views: string | number | null;
  viewers: string | number | null;
  heartbeats: string | number | null;
  clicks: string | number | null;
  orders: string | number | null;
  gmv: string | number | null;
};

/** GET /api/v2/reports/web-events: the range's web events, their groups and product clicks. */
export async function webEventReport(
  ctx: AppContext,
  user: Caller,
  filter: WebEventReportFilter,
): Promise<WebEventReport> {
  const range = reportRangeOf(filter, new Date());
  const owner = ownerOf(user);
  if (owner !== null && filter.designerId !== undefined && filter.designerId !== owner) {
    throw new ApiError(404, apiMessages.notFound);
  }
  const designerId = owner ?? filter.designerId;
  const { db } = ctx.database;
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const to = sql`${range.to.toISOString()}::timestamptz`;
  const scope: SQL[] = [sql`${webEvents.status} <> 'draft'`];
  if (designerId) scope.push(sql`${webEvents.designerId} = ${designerId}`);
  if (filter.groupId) scope.push(sql`${webEvents.groupId} = ${filter.groupId}`);
  const rows = await rowsOf<EventRow>(
    db,
    sql`with v as (
        select ${webEventViews.webEventId} as id, sum(${webEventViews.starts}) as views,
          count(*) as viewers, sum(${webEventViews.heartbeats}) as heartbeats
        from ${webEventViews}
        where ${webEventViews.startedAt} >= ${from} and ${webEventViews.startedAt} < ${to}
        group by 1),
      c as (
        select ${webProductClicks.webEventId} as id, sum(${webProductClicks.clicks}) as clicks
        from ${webProductClicks}
        where ${webProductClicks.firstAt} >= ${from} and ${webProductClicks.firstAt} < ${to}
        group by 1),
      o as (
        select ${orders.webEventId} as id, count(*) as orders, sum(${orders.total})::bigint as gmv
        from ${orders}
        where ${orders.webEventId} is not null and ${spending}
          and ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${to}
        group by 1)
      select ${webEvents.id} as id, ${webEvents.title} as title, ${webEvents.status} as status,
        ${webEvents.groupId} as group_id, ${webEventGroups.name} as group_name,
        ${webEvents.designerId} as designer_id, ${designers.brandName} as designer_name,
        v.views, v.viewers, v.heartbeats, c.clicks, o.orders, o.gmv
      from ${webEvents}
        left join ${webEventGroups} on ${webEventGroups.id} = ${webEvents.groupId}
        left join ${designers} on ${designers.userId} = ${webEvents.designerId}
        left join v on v.id = ${webEvents.id}
        left join c on c.id = ${webEvents.id}
        left join o on o.id = ${webEvents.id}
      where ${sql.join(scope, sql` and `)}
        and (v.id is not null or c.id is not null or o.id is not null
          or (${webEvents.scheduledAt} >= ${from} and ${webEvents.scheduledAt} < ${to}))
      order by o.gmv desc nulls last, v.views desc nulls last, ${webEvents.title}, ${webEvents.id}`,
  );
  const ids = rows.map((row) => row.id);
  const products =
    ids.length === 0
      ? []
      : await rowsOf<{
          event_id: string;
          id: string;
          name: string;
          clicks: string;
          viewers: string;
        }>(
          db,
          sql`select ${webProductClicks.webEventId} as event_id, ${webProducts.id} as id,
              ${webProducts.name} as name, sum(${webProductClicks.clicks}) as clicks,
              count(*) as viewers
            from ${webProductClicks}
              join ${webProducts} on ${webProducts.id} = ${webProductClicks.webProductId}
            where ${webProductClicks.webEventId} in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
              and ${webProductClicks.firstAt} >= ${from} and ${webProductClicks.firstAt} < ${to}
            group by 1, 2, 3
            order by clicks desc, name, id`,
        );
  const webEventRows = rows.map((row) => ({
    webEventId: row.id,
    title: row.title,
    status: row.status,
    groupId: row.group_id,
    groupName: row.group_name,
    designerId: row.designer_id,
    designerName: row.designer_name ?? '',
    views: int(row.views),
    uniqueViewers: int(row.viewers),
    watchSec: int(row.heartbeats) * PLAYER_HEARTBEAT_SEC,
    productClicks: int(row.clicks),
    orders: int(row.orders),
    gmv: int(row.gmv),
  }));
  type Figures = (typeof webEventRows)[number];
  const groups = new Map<
    string,
    { groupId: string; name: string } & Omit<
      Figures,
      'webEventId' | 'title' | 'status' | 'groupId' | 'groupName' | 'designerId' | 'designerName'
    >
  >();
  for (const row of webEventRows) {
    if (row.groupId === null) continue;
    const group = groups.get(row.groupId) ?? {
      groupId: row.groupId,
      name: row.groupName ?? '',
      views: 0,
      uniqueViewers: 0,
      watchSec: 0,
      productClicks: 0,
      orders: 0,
      gmv: 0,
    };
    group.views += row.views;
    // A viewer id is the player's per web event: viewers of two events are two viewers.
    group.uniqueViewers += row.uniqueViewers;
    group.watchSec += row.watchSec;
    group.productClicks += row.productClicks;
    group.orders += row.orders;
    group.gmv += row.gmv;
    groups.set(row.groupId, group);
  }
  return {
    range: {
      preset: range.preset,
      timeZone: range.timeZone,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bucket: range.bucket,
    },
    currency: PRODUCT_CURRENCY,
    webEvents: webEventRows.map((row) => ({ ...row, gmv: minorToMajor(row.gmv) })),
    groups: [...groups.values()]
      .sort((a, b) => b.gmv - a.gmv || b.views - a.views || a.name.localeCompare(b.name))
      .map((group) => ({ ...group, gmv: minorToMajor(group.gmv) })),
    products: products.map((row) => ({
      webEventId: row.event_id,
      webProductId: row.id,
      name: row.name,
      clicks: int(row.clicks),
      viewers: int(row.viewers),
    })),
  };
}

export async function webEventReportCsv(
  ctx: AppContext,
  user: Caller,
  filter: WebEventReportFilter,
): Promise<Readable> {
  return Readable.from(webEventReportCsvParts(await webEventReport(ctx, user, filter)));
}
