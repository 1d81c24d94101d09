import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { minorToMajor } from '@runway-live/domain/money';
import type { LiveCounters, LiveSummary } from '@runway-live/domain/live';
import {
  cartEvents,
  chatMessages,
  orders,
  livePushedProducts,
  liveRooms,
  liveTimeline,
  liveViewerSessions,
} from '../../db/schema';
import type { Queries } from '../../resources/transaction';
import { LIVE_CURRENCY } from './products';
import { codeRedemptionsOf } from './codes';

/** A show's audience figures: the live `counters` and the post-show summary. */

/**
 * The show's post-show summary (GET /api/v2/events/:id/live-summary): when it went live and
 * ended (the timeline's status rows), the audience figures as the live counters count them,
 * and its pushes.
 */
export async function liveSummaryOf(db: Queries, eventId: string): Promise<LiveSummary> {
  const moves = await db
    .select({ to: sql<string>`${liveTimeline.detail}->>'to'`, at: liveTimeline.createdAt })
    .from(liveTimeline)
    .where(and(eq(liveTimeline.eventId, eventId), eq(liveTimeline.kind, 'status')))
    .orderBy(asc(liveTimeline.createdAt));
  const startedAt = moves.find((move) => move.to === 'live')?.at ?? null;
  const endedAt = moves.findLast((move) => move.to === 'ended')?.at ?? null;
  const [pushes] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(liveTimeline)
    .where(
      and(
        eq(liveTimeline.eventId, eventId),
        eq(liveTimeline.kind, 'push'),
        sql`jsonb_array_length(${liveTimeline.detail}->'productIds') > 0`,
      ),
    );
  const [pushed] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(livePushedProducts)
    .where(eq(livePushedProducts.eventId, eventId));
  const counters = await readCounters(db, eventId);
  return {
    eventId,
    startedAt: startedAt?.toISOString() ?? null,
    endedAt: endedAt?.toISOString() ?? null,
    durationSec:
      startedAt && endedAt
        ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000))
        : null,
    peakViewers: counters.peakViewers,
    uniqueViewers: counters.uniqueViewers,
    chatMessages: counters.chatMessages,
    pushes: pushes?.count ?? 0,
    productsPushed: pushed?.count ?? 0,
  };
}

/**
 * `counters`, read from the database so every process answers the same: viewers now (open
 * sessions), peak (kept on the room, a new one stored on the timeline), unique viewers
 * (accounts and anonymous ids), chat messages (not shadow), the adds to cart the viewer
 * page reported while the show was live, and the show's orders (placed with its eventId,
 * not expired, cancelled or refunded) and their value (issue 29), and the checkouts that
 * used one of the show's codes (issue 32).
 */
export async function readCounters(db: Queries, eventId: string): Promise<LiveCounters> {
  const [counts] = await db
    .select({
      viewersNow: sql<number>`count(*) filter (where ${liveViewerSessions.leftAt} is null)`.mapWith(
        Number,
      ),
      uniqueViewers:
        sql<number>`count(distinct coalesce(${liveViewerSessions.userId}, ${liveViewerSessions.viewerId}))`.mapWith(
          Number,
        ),
    })
    .from(liveViewerSessions)
    .where(eq(liveViewerSessions.eventId, eventId));
  const [messages] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .where(and(eq(chatMessages.eventId, eventId), eq(chatMessages.shadow, false)));
  const [carts] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(cartEvents)
    .where(eq(cartEvents.eventId, eventId));
  const [sales] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        notInArray(orders.status, ['expired', 'cancelled']),
        ne(orders.refundState, 'refunded'),
      ),
    );
  const now = counts?.viewersNow ?? 0;
  const peak = await db.transaction(async (tx) => {
    await tx.insert(liveRooms).values({ eventId }).onConflictDoNothing();
    const [raised] = await tx
      .update(liveRooms)
      .set({ peakViewers: now })
      .where(and(eq(liveRooms.eventId, eventId), sql`${liveRooms.peakViewers} < ${now}`))
      .returning({ peak: liveRooms.peakViewers });
    if (raised) {
      await tx.insert(liveTimeline).values({ eventId, kind: 'peak', detail: { viewers: now } });
      return raised.peak;
    }
    const [room] = await tx
      .select({ peak: liveRooms.peakViewers })
      .from(liveRooms)
      .where(eq(liveRooms.eventId, eventId));
    return room?.peak ?? now;
  });
  return {
    eventId,
    viewersNow: now,
    peakViewers: peak,
    uniqueViewers: counts?.uniqueViewers ?? 0,
    chatMessages: messages?.count ?? 0,
    addsToCart: carts?.count ?? 0,
    orders: sales?.count ?? 0,
    ordersValue: minorToMajor(sales?.value ?? 0),
    currency: LIVE_CURRENCY,
    codeRedemptions: await codeRedemptionsOf(db, eventId),
  };
}
