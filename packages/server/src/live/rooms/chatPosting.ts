import { and, desc, eq, sql } from 'drizzle-orm';
import {
  liveMessages,
  liveRateLimitMessage,
  liveSlowModeMessage,
  maskBlockedWords,
  type LiveAuthorRole,
  type LiveMessage,
  type LiveRoomRole,
} from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import { chatMessages, liveChatPosters } from '../../db/schema';
import type { Transaction } from '../../resources/transaction';
import { LiveRefusal } from './refusal';
import { CHAT_STATUSES, isHostRole, roomAccess, type RoomCaller } from './access';
import { readRoom } from './roomRow';
import { presentMessage } from './messages';
import { restrictionKinds } from './moderation';

/** A viewer's post to the chat: the moderation pipeline, slow mode and the chat rate. */

const authorRoleOf = (role: LiveRoomRole): LiveAuthorRole =>
  role === 'host' ? 'host' : role === 'moderator' ? 'moderator' : 'viewer';

/**
 * `new_message`: the moderation pipeline, then the message stored (before anyone is sent
 * it). In order: a signed-in author; a show whose chat is open (scheduled or live) and on;
 * not blocked (the designer's shows) or muted (this show); slow mode, per account, decided
 * under the account's poster row lock so two quick sends (two sockets, two processes) are
 * one post and one refusal; the chat rate limit (LIVE_CHAT_RATE_*), per account, whatever
 * slow mode says, under the same lock; blocked words masked. Hosts and moderators skip the
 * moderation.
 * `shadow`: the author is shadow-muted, so the message goes to their own sockets only.
 */
export async function postMessage(
  ctx: AppContext,
  caller: RoomCaller | null,
  eventId: string,
  text: string,
): Promise<{ message: LiveMessage; shadow: boolean }> {
  if (!caller) throw new LiveRefusal('sign-in-required', liveMessages.signInRequired);
  const author = caller.user;
  return ctx.database.db.transaction(async (tx) => {
    const { event, role } = await roomAccess(tx, caller, eventId);
    const host = isHostRole(role);
    const room = await readRoom(tx, eventId);
    let shadow = false;
    if (!host) {
      if (!CHAT_STATUSES.includes(event.status) || !event.chatEnabled) {
        throw new LiveRefusal('chat-disabled', liveMessages.chatDisabled);
      }
      const kinds = await restrictionKinds(tx, author.id, event);
      if (kinds.has('block')) throw new LiveRefusal('blocked', liveMessages.blocked);
      if (kinds.has('mute')) throw new LiveRefusal('muted', liveMessages.muted);
      shadow = kinds.has('shadow_mute');
      await checkSlowMode(tx, eventId, author.id, room.slowModeSec);
      await checkChatRate(tx, eventId, author.id, ctx.config.liveChatRate);
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        eventId,
        userId: author.id,
        userName: author.fullName,
        text: maskBlockedWords(text, room.blockedWords),
        authorRole: authorRoleOf(role),
        shadow,
        createdAt: sql`now()` as unknown as Date,
      })
      .returning();
    return { message: presentMessage(row!), shadow };
  });
}

/**
 * Slow mode's clock: the account's last post in the show moves to now only when it is at
 * least `slowModeSec` old (the upsert's WHERE, under the row's lock); otherwise the post is
 * refused with the whole seconds left. With slow mode off it always moves (never back: a
 * send that started first may commit last), and the row is locked all the same: the chat
 * rate limit counts under that lock.
 */
async function checkSlowMode(
  tx: Transaction,
  eventId: string,
  userId: string,
  slowModeSec: number,
): Promise<void> {
  const moved = await tx
    .insert(liveChatPosters)
    .values({ eventId, userId, lastPostedAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({
      target: [liveChatPosters.eventId, liveChatPosters.userId],
      set: {
        lastPostedAt: sql`greatest(${liveChatPosters.lastPostedAt}, excluded.last_posted_at)`,
      },
      ...(slowModeSec > 0
        ? {
            setWhere: sql`${liveChatPosters.lastPostedAt} <= excluded.last_posted_at - make_interval(secs => ${slowModeSec})`,
          }
        : {}),
    })
    .returning({ at: liveChatPosters.lastPostedAt });
  if (moved.length > 0) return;
  const [left] = await tx
    .select({
      ms: sql<number>`extract(epoch from (${liveChatPosters.lastPostedAt} + make_interval(secs => ${slowModeSec}) - now())) * 1000`.mapWith(
        Number,
      ),
    })
    .from(liveChatPosters)
    .where(and(eq(liveChatPosters.eventId, eventId), eq(liveChatPosters.userId, userId)));
  const retryAfterSec = Math.max(1, Math.ceil((left?.ms ?? 1000) / 1000));
  throw new LiveRefusal('slow-mode', liveSlowModeMessage(retryAfterSec), retryAfterSec);
}

/** The chat rate limit's refusal: the viewer may post again in `waitMs`. */
export function rateLimited(waitMs: number): LiveRefusal {
  const retryAfterSec = Math.max(1, Math.ceil(waitMs / 1000));
  return new LiveRefusal('rate-limited', liveRateLimitMessage(retryAfterSec), retryAfterSec);
}

/**
 * The account's chat rate in the show: at most `limit` stored messages (shadow-muted ones
 * too) in the last `windowSec`, counted under the poster row's lock that checkSlowMode
 * took, so concurrent sends of one account (several sockets or processes) are counted one
 * after another. Otherwise refused with the time until the oldest leaves the window.
 */
async function checkChatRate(
  tx: Transaction,
  eventId: string,
  userId: string,
  rate: { limit: number; windowSec: number },
): Promise<void> {
  const recent = await tx
    .select({
      ms: sql<number>`extract(epoch from (${chatMessages.createdAt} + make_interval(secs => ${rate.windowSec}) - now())) * 1000`.mapWith(
        Number,
      ),
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.eventId, eventId),
        eq(chatMessages.userId, userId),
        sql`${chatMessages.createdAt} > now() - make_interval(secs => ${rate.windowSec})`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(rate.limit);
  if (recent.length < rate.limit) return;
  throw rateLimited(recent[rate.limit - 1]!.ms);
}
