import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { liveMessages, type LiveChatSettings, type LiveStatus } from '@runway-live/domain/live';
import { liveRooms, liveTimeline, liveViewerSessions } from '../../db/schema';
import { roomShowOf } from '../../modules/show/room';
import type { Queries } from '../../resources/transaction';
import { LiveRefusal } from './refusal';

/** A room's status and chat settings, as `get_status` and `chat_settings` send them. */

async function viewersNow(db: Queries, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(liveViewerSessions)
    .where(and(eq(liveViewerSessions.eventId, eventId), isNull(liveViewerSessions.leftAt)));
  return row?.count ?? 0;
}

/** When the show last went live (its timeline's last move to live), or null if it never did. */
export async function lastWentLiveAt(db: Queries, eventId: string): Promise<Date | null> {
  const [wentLive] = await db
    .select({ at: liveTimeline.createdAt })
    .from(liveTimeline)
    .where(
      and(
        eq(liveTimeline.eventId, eventId),
        eq(liveTimeline.kind, 'status'),
        sql`${liveTimeline.detail}->>'to' = 'live'`,
      ),
    )
    .orderBy(desc(liveTimeline.createdAt))
    .limit(1);
  return wentLive?.at ?? null;
}

/** `get_status`: status, chat flag, viewers now, start, when it went live, replay. */
export async function statusOf(db: Queries, eventId: string): Promise<LiveStatus> {
  const event = await roomShowOf(db, eventId, [
    'status',
    'chatEnabled',
    'rehearsal',
    'scheduledAt',
    'streamUrl',
    'replayUrl',
  ]);
  if (!event) throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  const wentLiveAt = event.status === 'live' ? await lastWentLiveAt(db, eventId) : null;
  return {
    eventId,
    status: event.status,
    chatEnabled: event.chatEnabled,
    viewers: await viewersNow(db, eventId),
    rehearsal: event.rehearsal,
    scheduledAt: event.scheduledAt ? event.scheduledAt.toISOString() : null,
    liveSince: wentLiveAt ? wentLiveAt.toISOString() : null,
    streamUrl: event.streamUrl || null,
    replayUrl: event.replayUrl || null,
  };
}

/** `chat_settings`. */
export async function chatSettingsOf(db: Queries, eventId: string): Promise<LiveChatSettings> {
  const show = await roomShowOf(db, eventId, ['chatEnabled']);
  const [room] = show
    ? await db
        .select({ slowModeSec: liveRooms.slowModeSec })
        .from(liveRooms)
        .where(eq(liveRooms.eventId, eventId))
    : [];
  return { eventId, chatEnabled: show?.chatEnabled ?? false, slowModeSec: room?.slowModeSec ?? 0 };
}
