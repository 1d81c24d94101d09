import { and, asc, eq, sql } from 'drizzle-orm';
import type { LiveCounters, LiveSummary } from '@runway-live/domain/live';
import {
  chatMessages,
  livePushedProducts,
  liveRooms,
  liveTimeline,
  liveViewerSessions,
} from '../../db/schema';
import type { Queries } from '../../resources/transaction';
import { LIVE_CURRENCY } from './products';

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
 * (accounts and anonymous ids), chat messages (not shadow). Adds to cart and orders are 0:
 * nothing records a cart or an order during a show yet (the orders issue).
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
    addsToCart: 0,
    orders: 0,
    ordersValue: 0,
    currency: LIVE_CURRENCY,
  };
}
