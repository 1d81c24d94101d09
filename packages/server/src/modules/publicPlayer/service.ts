import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  apiMessages,
  PUBLIC_WEB_EVENT_STATUSES,
  type PublicWebEvent,
  type PublicWebEventGroup,
} from '@runway-live/domain/api';
import { embedOriginOf, httpOriginOf, type PlayerEvent } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import {
  designers,
  products as marketplaceProducts,
  webCarouselTimes,
  webEventGroups,
  webEventViews,
  webEvents,
  webProductClicks,
  webProducts,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { cspSources } from '../../plugins/csp';
import type { Queries } from '../../resources/transaction';
import { groupOrder } from '../webEventGroups/service';
import { webProductOrder } from '../webEvents/repository';

/**
 * What the embeddable player may read (decision 0016-web-plugin-server): a web event that
 * is published, live or ended, with the active web products it shows and their carousel
 * times, and a group's such web events in its order. Nothing else leaves: no designer,
 * group, container or account ids, no e-mails, no allowed origins, no drafts or archived
 * products. Each field is picked here by name; the response schema drops anything else.
 */

const isPublic = inArray(webEvents.status, [...PUBLIC_WEB_EVENT_STATUSES]);

/** An upload's public address under the server's URL; null for none. */
function uploadUrl(publicUrl: string, name: string | undefined): string | null {
  return name ? `${publicUrl}/uploads/${encodeURIComponent(name)}` : null;
}

const orNull = (text: string): string | null => (text === '' ? null : text);

const publicColumns = {
  id: webEvents.id,
  title: webEvents.title,
  description: webEvents.description,
  status: webEvents.status,
  coverImage: webEvents.coverImage,
  streamUrl: webEvents.streamUrl,
  replayUrl: webEvents.replayUrl,
  captionsUrl: webEvents.captionsUrl,
  brandName: designers.brandName,
};

/** The public web events among `where`, in `order`, each with its products and times. */
async function publicWebEvents(
  db: Queries,
  publicUrl: string,
  where: ReturnType<typeof and>,
  order: ReturnType<typeof sql>[] = [],
): Promise<PublicWebEvent[]> {
  const rows = await db
    .select(publicColumns)
    .from(webEvents)
    .leftJoin(designers, eq(designers.userId, webEvents.designerId))
    .where(and(where, isPublic))
    .orderBy(...order);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const products = await db
    .select({
      id: webProducts.id,
      webEventId: webProducts.webEventId,
      name: webProducts.name,
      price: webProducts.price,
      currency: webProducts.currency,
      images: webProducts.images,
      externalUrl: webProducts.externalUrl,
      // Sold through the player while the linked product is on sale (decision 0033).
      productId: marketplaceProducts.id,
    })
    .from(webProducts)
    .leftJoin(
      marketplaceProducts,
      and(
        eq(marketplaceProducts.id, webProducts.productId),
        eq(marketplaceProducts.status, 'active'),
      ),
    )
    .where(and(inArray(webProducts.webEventId, ids), eq(webProducts.status, 'active')))
    .orderBy(...webProductOrder);
  const times = await db
    .select({
      webEventId: webCarouselTimes.webEventId,
      productId: webCarouselTimes.webProductId,
      startSec: webCarouselTimes.startSec,
      endSec: webCarouselTimes.endSec,
    })
    .from(webCarouselTimes)
    .where(inArray(webCarouselTimes.webEventId, ids))
    .orderBy(asc(webCarouselTimes.startSec));
  return rows.map((row) => {
    const shown = products.filter((product) => product.webEventId === row.id);
    const shownIds = new Set(shown.map((product) => product.id));
    return {
      _id: row.id,
      title: row.title,
      description: row.description,
      status: row.status as PublicWebEvent['status'],
      posterUrl: uploadUrl(publicUrl, row.coverImage),
      streamUrl: orNull(row.streamUrl),
      replayUrl: orNull(row.replayUrl),
      captionsUrl: orNull(row.captionsUrl),
      brandName: row.brandName ?? '',
      products: shown.map((product) => ({
        _id: product.id,
        name: product.name,
        price: product.price,
        currency: product.currency,
        imageUrl: uploadUrl(publicUrl, product.images[0]),
        externalUrl: product.externalUrl,
        productId: product.productId,
      })),
      // Only times of products the player lists: an archived product is not on screen.
      carouselTimes: times
        .filter((time) => time.webEventId === row.id && shownIds.has(time.productId))
        .map(({ productId, startSec, endSec }) => ({ productId, startSec, endSec })),
    };
  });
}

/** GET /api/v2/public/web-events/:id: a draft or unknown web event is a 404. */
export async function getPublicWebEvent(ctx: AppContext, id: string): Promise<PublicWebEvent> {
  const [found] = await publicWebEvents(
    ctx.database.db,
    ctx.config.publicUrl,
    eq(webEvents.id, id),
  );
  if (!found) throw new ApiError(404, apiMessages.notFound);
  return found;
}

/**
 * GET /api/v2/public/web-event-groups/:id: the group's public web events in its order. A
 * group with none to play is a 404, as an unknown one is: its name is not public before.
 */
export async function getPublicWebEventGroup(
  ctx: AppContext,
  id: string,
): Promise<PublicWebEventGroup> {
  const { db } = ctx.database;
  const [group] = await db
    .select({
      id: webEventGroups.id,
      name: webEventGroups.name,
      description: webEventGroups.description,
    })
    .from(webEventGroups)
    .where(eq(webEventGroups.id, id));
  if (!group) throw new ApiError(404, apiMessages.notFound);
  const shows = await publicWebEvents(
    db,
    ctx.config.publicUrl,
    eq(webEvents.groupId, id),
    groupOrder,
  );
  if (shows.length === 0) throw new ApiError(404, apiMessages.notFound);
  return { _id: group.id, name: group.name, description: group.description, webEvents: shows };
}

/**
 * What the player page of a web event or a group needs in its Content-Security-Policy:
 * the origins that may frame it (the web event's allowed origins; a group's, the union of
 * its public web events') and the origins its videos and captions come from. Drafts give
 * nothing: their page frames nowhere but here. Each stored value is read again by the
 * domain's address rule (webAddress.ts), so a row written before the rule held (`https://*`,
 * a host with `;`) is left out rather than widening or breaking the policy.
 */
export async function playerPageSources(
  db: Queries,
  kind: 'web-event' | 'group',
  id: string,
): Promise<{ frameAncestors: string[]; media: string[] }> {
  const rows = await db
    .select({
      embed: webEvents.embed,
      streamUrl: webEvents.streamUrl,
      replayUrl: webEvents.replayUrl,
      captionsUrl: webEvents.captionsUrl,
    })
    .from(webEvents)
    .where(and(kind === 'group' ? eq(webEvents.groupId, id) : eq(webEvents.id, id), isPublic));
  return {
    frameAncestors: cspSources(
      rows.flatMap((row) => row.embed.allowedOrigins),
      embedOriginOf,
    ),
    media: cspSources(
      rows.flatMap((row) => [row.streamUrl, row.replayUrl, row.captionsUrl]),
      httpOriginOf,
    ),
  };
}

/** Counters never wrap: PostgreSQL's integer ends here. */
const INT_MAX = 2_147_483_647;

/**
 * POST /api/v2/public/player-events: counts a view session's start, heartbeat or end, or a
 * product click, of a public web event (404 otherwise; a click's product must be one the
 * player shows). One row per viewer (and product), written again by each report, with the
 * server's clock: the player's `at` is never stored. A viewer id the web event has not
 * counted yet is first let in by `admitNewViewer` (the route's per-IP limit, 429 past it).
 */
export async function recordPlayerEvent(
  ctx: AppContext,
  event: PlayerEvent,
  admitNewViewer: () => Promise<void>,
): Promise<void> {
  const { db } = ctx.database;
  const [show] = await db
    .select({ id: webEvents.id })
    .from(webEvents)
    .where(and(eq(webEvents.id, event.webEventId), isPublic));
  if (!show) throw new ApiError(404, apiMessages.notFound);
  const [seen] = await db
    .select({ viewerId: webEventViews.viewerId })
    .from(webEventViews)
    .where(
      and(
        eq(webEventViews.webEventId, event.webEventId),
        eq(webEventViews.viewerId, event.viewerId),
      ),
    );
  if (!seen) await admitNewViewer();
  const now = new Date();
  if (event.type === 'product-click') {
    const [product] = await db
      .select({ id: webProducts.id })
      .from(webProducts)
      .where(
        and(
          eq(webProducts.id, event.productId),
          eq(webProducts.webEventId, event.webEventId),
          eq(webProducts.status, 'active'),
        ),
      );
    if (!product) throw new ApiError(404, apiMessages.notFound);
    await db
      .insert(webProductClicks)
      .values({
        webEventId: event.webEventId,
        webProductId: event.productId,
        viewerId: event.viewerId,
        firstAt: now,
        lastAt: now,
      })
      .onConflictDoUpdate({
        target: [
          webProductClicks.webEventId,
          webProductClicks.webProductId,
          webProductClicks.viewerId,
        ],
        set: { clicks: sql`least(${webProductClicks.clicks} + 1, ${INT_MAX})`, lastAt: now },
      });
    return;
  }
  const heartbeat = event.type === 'heartbeat' ? 1 : 0;
  const ended = event.type === 'session-end' ? now : null;
  const start = event.type === 'session-start' ? 1 : 0;
  await db
    .insert(webEventViews)
    .values({
      webEventId: event.webEventId,
      viewerId: event.viewerId,
      startedAt: now,
      lastSeenAt: now,
      endedAt: ended,
      heartbeats: heartbeat,
      starts: start,
    })
    .onConflictDoUpdate({
      target: [webEventViews.webEventId, webEventViews.viewerId],
      set: {
        lastSeenAt: now,
        heartbeats: sql`least(${webEventViews.heartbeats} + ${heartbeat}, ${INT_MAX})`,
        starts: sql`least(${webEventViews.starts} + ${start}, ${INT_MAX})`,
        // A start after an end opens the session again; an end closes it.
        endedAt: ended,
      },
    });
}
