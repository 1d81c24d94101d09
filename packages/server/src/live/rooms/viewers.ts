import { and, inArray, isNull, sql } from 'drizzle-orm';
import { liveViewerSessions } from '../../db/schema';
import type { Queries } from '../../resources/transaction';

/** The audience's viewer sessions: one row per viewer of a show, opened and closed by sockets. */

/**
 * A join of a room by the account, or the anonymous viewer's random id: one row per viewer
 * of the show, however often it joins (the unique keys on the event and the account or
 * viewer id), open again and holding one more connection. Answers the row's id.
 */
export async function openViewerSession(
  db: Queries,
  eventId: string,
  who: { userId: string | null; viewerId: string },
): Promise<string> {
  const [row] = await db
    .insert(liveViewerSessions)
    .values({
      eventId,
      userId: who.userId,
      viewerId: who.userId ? null : who.viewerId,
      connections: 1,
    })
    .onConflictDoUpdate({
      target: who.userId
        ? [liveViewerSessions.eventId, liveViewerSessions.userId]
        : [liveViewerSessions.eventId, liveViewerSessions.viewerId],
      set: { connections: sql`${liveViewerSessions.connections} + 1`, leftAt: null },
    })
    .returning({ id: liveViewerSessions.id });
  return row!.id;
}

/**
 * A socket's leave of the rooms of these sessions (one id per socket and room): one
 * connection fewer each, and the viewer gone (`leftAt`) when it was the last.
 */
export async function closeViewerSessions(
  db: Queries,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  // Each row's new values are computed from it under its row lock: two sockets of one
  // viewer leaving at once each take one away.
  await db
    .update(liveViewerSessions)
    .set({
      connections: sql`greatest(${liveViewerSessions.connections} - 1, 0)`,
      leftAt: sql`case when ${liveViewerSessions.connections} <= 1 then now() end`,
    })
    .where(and(inArray(liveViewerSessions.id, [...sessionIds]), isNull(liveViewerSessions.leftAt)));
}
