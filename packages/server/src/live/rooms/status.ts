import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { liveMessages, type LiveChatSettings, type LiveStatus } from '@runway-live/domain/live';
import { events, liveRooms, liveTimeline, liveViewerSessions } from '../../db/schema';
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

/** `get_status`: status, chat flag, viewers now, start, when it went live, replay. */
export async function statusOf(db: Queries, eventId: string): Promise<LiveStatus> {
  const [event] = await db
    .select({
      status: events.status,
      chatEnabled: events.chatEnabled,
      rehearsal: events.rehearsal,
      scheduledAt: events.scheduledAt,
      streamUrl: events.streamUrl,
      replayUrl: events.replayUrl,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  const [wentLive] =
    event.status === 'live'
      ? await db
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
          .limit(1)
      : [];
  return {
    eventId,
    status: event.status,
    chatEnabled: event.chatEnabled,
    viewers: await viewersNow(db, eventId),
    rehearsal: event.rehearsal,
    scheduledAt: event.scheduledAt ? event.scheduledAt.toISOString() : null,
    liveSince: wentLive ? wentLive.at.toISOString() : null,
    streamUrl: event.streamUrl || null,
    replayUrl: event.replayUrl || null,
  };
}

/** `chat_settings`. */
export async function chatSettingsOf(db: Queries, eventId: string): Promise<LiveChatSettings> {
  const [row] = await db
    .select({ chatEnabled: events.chatEnabled, slowModeSec: liveRooms.slowModeSec })
    .from(events)
    .leftJoin(liveRooms, eq(liveRooms.eventId, events.id))
    .where(eq(events.id, eventId));
  return { eventId, chatEnabled: row?.chatEnabled ?? false, slowModeSec: row?.slowModeSec ?? 0 };
}
