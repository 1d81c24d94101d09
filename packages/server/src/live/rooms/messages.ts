import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { liveMessages, type LiveMessage, type LivePinnedMessage } from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import { chatMessages, liveRooms, liveTimeline, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Queries } from '../../resources/transaction';
import { LiveRefusal } from './refusal';
import type { Actor } from './access';
import { lockRoom } from './roomRow';
import { logAction } from './moderation';

/** The chat's stored messages: the pinned one, the history, a host's delete and pin. */

type MessageRow = typeof chatMessages.$inferSelect;

export function presentMessage(row: MessageRow): LiveMessage {
  return {
    id: row.id,
    eventId: row.eventId,
    userId: row.userId ?? '',
    userName: row.userName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    authorRole: row.authorRole,
  };
}

/** `pinned_message`: the pinned message while it stands (not deleted). */
export async function pinnedOf(db: Queries, eventId: string): Promise<LivePinnedMessage> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(liveRooms)
    .innerJoin(chatMessages, eq(chatMessages.id, liveRooms.pinnedMessageId))
    .where(and(eq(liveRooms.eventId, eventId), isNull(chatMessages.deletedAt)));
  return { eventId, message: row ? presentMessage(row.message) : null };
}

/**
 * Deletes a message of the show for everyone (the socket's delete_message and DELETE
 * /api/v2/events/:id/messages/:messageId): it keeps its row with deletedAt and deletedBy,
 * and the action is stored. Deleting a deleted message again changes nothing.
 */
export async function deleteMessage(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  messageId: string,
): Promise<{ wasPinned: boolean }> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ deletedAt: sql`now()` as unknown as Date, deletedBy: actor.id })
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.eventId, eventId),
          isNull(chatMessages.deletedAt),
        ),
      )
      .returning({ userId: chatMessages.userId });
    if (!row) {
      const [known] = await tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.eventId, eventId)));
      if (!known) throw new LiveRefusal('not-found', liveMessages.messageNotFound);
      return null;
    }
    await logAction(tx, {
      eventId,
      actorId: actor.id,
      action: 'delete_message',
      messageId,
      targetUserId: row.userId,
    });
    const [room] = await tx
      .select({ pinned: liveRooms.pinnedMessageId })
      .from(liveRooms)
      .where(eq(liveRooms.eventId, eventId));
    return { wasPinned: room?.pinned === messageId };
  });
  if (outcome) ctx.live.tell({ kind: 'messageDeleted', eventId, messageId, ...outcome });
  return outcome ?? { wasPinned: false };
}

/**
 * GET /api/v2/events/:id/messages: the history as the caller may see it — not deleted,
 * and of shadow-muted messages only the caller's own. Without `after`, the latest `limit`;
 * with it, the `limit` after that message. Oldest first either way.
 */
export async function messageHistory(
  db: Queries,
  viewer: UserRow | null,
  eventId: string,
  query: { after?: string | undefined; limit: number },
): Promise<{ items: LiveMessage[]; hasMore: boolean }> {
  const visible = and(
    eq(chatMessages.eventId, eventId),
    isNull(chatMessages.deletedAt),
    viewer
      ? or(eq(chatMessages.shadow, false), eq(chatMessages.userId, viewer.id))
      : eq(chatMessages.shadow, false),
  );
  if (query.after) {
    const [after] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, query.after), eq(chatMessages.eventId, eventId)));
    if (!after) throw new ApiError(400, 'after: No message of this event has this id');
    // Compared in SQL: the column keeps microseconds, a JS Date only milliseconds.
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          visible,
          sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (select m.created_at, m.id from ${chatMessages} m where m.id = ${after.id})`,
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(query.limit + 1);
    return {
      items: rows.slice(0, query.limit).map(presentMessage),
      hasMore: rows.length > query.limit,
    };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(visible)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  return {
    items: rows.slice(0, query.limit).reverse().map(presentMessage),
    hasMore: rows.length > query.limit,
  };
}

/** `pin_message`: a standing message of the show (not deleted, not shadow) pinned; null unpins. */
export async function pinMessage(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  messageId: string | null,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    if (messageId) {
      const [row] = await tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.eventId, eventId),
            isNull(chatMessages.deletedAt),
            eq(chatMessages.shadow, false),
          ),
        );
      if (!row) throw new LiveRefusal('not-found', liveMessages.messageNotFound);
    }
    await tx
      .update(liveRooms)
      .set({ pinnedMessageId: messageId, updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await logAction(tx, {
      eventId,
      actorId: actor.id,
      action: messageId ? 'pin_message' : 'unpin_message',
      messageId,
    });
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'pin_message', actorId: actor.id, detail: { messageId } });
  });
}
