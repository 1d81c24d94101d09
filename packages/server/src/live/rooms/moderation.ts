import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { LiveModerationState, LiveRestrictionKind } from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import {
  liveModerationActions,
  liveRestrictions,
  liveRooms,
  users,
  type UserRow,
} from '../../db/schema';
import { mayManage } from '../../resources/ownership';
import type { Queries } from '../../resources/transaction';
import { LiveRefusal } from './refusal';
import type { Actor, LiveEvent } from './access';
import { lockRoom, readRoom } from './roomRow';

/** A show's moderation: restrictions, blocked words, slow mode, and the actions' log. */

/** The restrictions that apply in a show: its mutes and shadow-mutes, its designer's blocks. */
function restrictionsIn(event: Pick<LiveEvent, 'id' | 'designerId'>): SQL {
  return or(
    and(
      inArray(liveRestrictions.kind, ['mute', 'shadow_mute']),
      eq(liveRestrictions.scopeId, event.id),
    ),
    and(eq(liveRestrictions.kind, 'block'), eq(liveRestrictions.scopeId, event.designerId)),
  )!;
}

/** `moderation_state` (hosts only). */
export async function moderationStateOf(
  db: Queries,
  event: Pick<LiveEvent, 'id' | 'designerId'>,
): Promise<LiveModerationState> {
  const room = await readRoom(db, event.id);
  const rows = await db
    .select({
      userId: liveRestrictions.userId,
      userName: users.fullName,
      kind: liveRestrictions.kind,
      createdAt: liveRestrictions.createdAt,
    })
    .from(liveRestrictions)
    .innerJoin(users, eq(users.id, liveRestrictions.userId))
    .where(restrictionsIn(event))
    .orderBy(asc(liveRestrictions.createdAt));
  return {
    eventId: event.id,
    blockedWords: room.blockedWords,
    restrictions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** What the caller is told of their chat rights (a shadow-mute is never told). */
export async function chatRightOf(
  db: Queries,
  user: UserRow | null,
  event: Pick<LiveEvent, 'id' | 'designerId'>,
): Promise<'allowed' | 'sign-in-required' | 'muted' | 'blocked'> {
  if (!user) return 'sign-in-required';
  const kinds = await restrictionKinds(db, user.id, event);
  if (kinds.has('block')) return 'blocked';
  if (kinds.has('mute')) return 'muted';
  return 'allowed';
}

export async function restrictionKinds(
  db: Queries,
  userId: string,
  event: Pick<LiveEvent, 'id' | 'designerId'>,
): Promise<Set<LiveRestrictionKind>> {
  const rows = await db
    .select({ kind: liveRestrictions.kind })
    .from(liveRestrictions)
    .where(and(eq(liveRestrictions.userId, userId), restrictionsIn(event)));
  return new Set(rows.map((row) => row.kind));
}

export async function logAction(
  db: Queries,
  values: Omit<typeof liveModerationActions.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(liveModerationActions).values(values);
}

/** `slow_mode`: one message per `seconds` per viewer (0 is off). */
export async function setSlowMode(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  seconds: number,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    await tx
      .update(liveRooms)
      .set({ slowModeSec: seconds, updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await logAction(tx, { eventId, actorId: actor.id, action: 'slow_mode', detail: { seconds } });
  });
}

/** `blocked_words`: the show's whole list (lower case, deduplicated by the payload). */
export async function setBlockedWords(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  words: readonly string[],
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    await tx
      .update(liveRooms)
      .set({ blockedWords: [...words], updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await logAction(tx, {
      eventId,
      actorId: actor.id,
      action: 'blocked_words',
      detail: { words },
    });
  });
}

/** The moderation action each restriction is stored as, on and off. */
const RESTRICTION_ACTIONS: Record<LiveRestrictionKind, [on: string, off: string]> = {
  mute: ['mute', 'unmute'],
  block: ['block', 'unblock'],
  shadow_mute: ['shadow_mute', 'unshadow_mute'],
};

/**
 * `mute_user`, `block_user`, `shadow_mute`: a mute and a shadow-mute hold in this show, a
 * block in every show of the event's designer. The show's designer, admin and staff cannot
 * be restricted (they moderate).
 */
export async function restrictUser(
  ctx: AppContext,
  actor: Actor,
  event: Pick<LiveEvent, 'id' | 'designerId'>,
  kind: LiveRestrictionKind,
  userId: string,
  on: boolean,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId));
    if (!target) throw new LiveRefusal('not-found', 'User not found');
    if (mayManage(target, event.designerId)) {
      throw new LiveRefusal('forbidden', 'The host, admin and staff cannot be muted or blocked.');
    }
    const scopeId = kind === 'block' ? event.designerId : event.id;
    if (on) {
      await tx
        .insert(liveRestrictions)
        .values({ kind, scopeId, userId, createdBy: actor.id })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(liveRestrictions)
        .where(
          and(
            eq(liveRestrictions.kind, kind),
            eq(liveRestrictions.scopeId, scopeId),
            eq(liveRestrictions.userId, userId),
          ),
        );
    }
    await logAction(tx, {
      eventId: event.id,
      actorId: actor.id,
      action: RESTRICTION_ACTIONS[kind][on ? 0 : 1],
      targetUserId: userId,
    });
  });
}

/** A chat-enabled change made on the socket, stored with who and when. */
export async function logChatEnabled(
  db: Queries,
  actor: Actor,
  eventId: string,
  enabled: boolean,
): Promise<void> {
  await logAction(db, {
    eventId,
    actorId: actor.id,
    action: enabled ? 'chat_enabled' : 'chat_disabled',
  });
}
