import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import {
  liveMessages,
  liveRateLimitMessage,
  liveSlowModeMessage,
  maskBlockedWords,
  type LiveAuthorRole,
  type LiveChatSettings,
  type LiveCounters,
  type LiveErrorCode,
  type LiveLook,
  type LiveMessage,
  type LiveModerationState,
  type LivePinnedMessage,
  type LiveProduct,
  type LiveProducts,
  type LiveRestrictionKind,
  type LiveRoomRole,
  type LiveStatus,
  type LiveSummary,
} from '@runway-live/domain/live';
import { type EventStatus } from '@runway-live/domain/schemas';
import type { AppContext } from '../context';
import {
  chatMessages,
  events,
  liveChatPosters,
  liveModerationActions,
  livePushedProducts,
  liveRestrictions,
  liveRooms,
  liveTimeline,
  liveViewerSessions,
  looks,
  products,
  users,
  type UserRow,
} from '../db/schema';
import { ApiError } from '../errors';
import { mayManage } from '../resources/ownership';
import type { Queries, Transaction } from '../resources/transaction';

/**
 * The live rooms' reads and writes (decision live-protocol). Everything a room shows comes
 * from the database, never from one process's memory, so several server processes serve
 * one room: the socket (live/socket.ts) parses, authorises with `roomAccess`, calls these,
 * and broadcasts what they answer.
 */

/** A refusal of the live socket: its `code` and message go into the error acknowledgement. */
export class LiveRefusal extends Error {
  override readonly name = 'LiveRefusal';
  constructor(
    readonly code: LiveErrorCode,
    message: string,
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }
}

/** The refusal an API error of a shared service (the events' lifecycle) is on the socket. */
export function refusalOf(error: ApiError): LiveRefusal {
  const code: LiveErrorCode =
    error.code === 'payment-account-required'
      ? 'payment-account-required'
      : ((
          {
            400: 'invalid-payload',
            401: 'sign-in-required',
            402: 'subscription-required',
            403: 'forbidden',
            404: 'not-found',
            409: 'conflict',
          } as const
        )[error.statusCode as 400] ?? 'unavailable');
  return new LiveRefusal(code, error.message);
}

/** Marketplace products carry no currency of their own: their prices are in US dollars. */
export const LIVE_CURRENCY = 'USD';

/** The statuses in which a show's room is open to everyone (a rehearsal never is). */
const PUBLIC_STATUSES: readonly EventStatus[] = ['scheduled', 'live', 'ended'];
/** The statuses in which the chat takes messages. */
const CHAT_STATUSES: readonly EventStatus[] = ['scheduled', 'live'];

export type LiveEvent = {
  id: string;
  designerId: string;
  status: EventStatus;
  rehearsal: boolean;
  chatEnabled: boolean;
};

const eventFields = {
  id: events.id,
  designerId: events.designerId,
  status: events.status,
  rehearsal: events.rehearsal,
  chatEnabled: events.chatEnabled,
};

/** The caller's role in a show's room: the one rule of who hosts (resources/ownership.ts). */
export function roomRoleOf(
  user: UserRow | null,
  event: Pick<LiveEvent, 'designerId'>,
): LiveRoomRole {
  if (!user) return 'anonymous';
  if (!mayManage(user, event.designerId)) return 'viewer';
  return isAdminOrStaff(effectiveRole(user)) ? 'moderator' : 'host';
}

export const isHostRole = (role: LiveRoomRole) => role === 'host' || role === 'moderator';

/**
 * The event and the caller's role in its room. Viewers see a scheduled, live or ended
 * public show; a draft, a cancelled show or a rehearsal is a not-found to all but its
 * designer, admin and staff (as another designer's event is a 404 on the API).
 */
export async function roomAccess(
  db: Queries,
  user: UserRow | null,
  eventId: string,
): Promise<{ event: LiveEvent; role: LiveRoomRole }> {
  const [event] = await db.select(eventFields).from(events).where(eq(events.id, eventId));
  if (!event) throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  const role = roomRoleOf(user, event);
  if (!isHostRole(role) && (event.rehearsal || !PUBLIC_STATUSES.includes(event.status))) {
    throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  }
  return { event, role };
}

// ---------------------------------------------------------------------------------------
// Room state

type RoomRow = typeof liveRooms.$inferSelect;

const EMPTY_ROOM = (eventId: string): RoomRow => ({
  eventId,
  slowModeSec: 0,
  blockedWords: [],
  pinnedMessageId: null,
  highlightedProductIds: [],
  soldOutProductIds: [],
  pinnedLookId: null,
  peakViewers: 0,
  updatedAt: new Date(0),
});

async function readRoom(db: Queries, eventId: string): Promise<RoomRow> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.eventId, eventId));
  return row ?? EMPTY_ROOM(eventId);
}

/**
 * The room's row, made if it is not there yet, and locked until the transaction ends: the
 * host's writes to one room run one after the other, each reading what the last left.
 */
async function lockRoom(tx: Transaction, eventId: string): Promise<RoomRow> {
  await tx.insert(liveRooms).values({ eventId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(liveRooms)
    .where(eq(liveRooms.eventId, eventId))
    .for('update');
  return row!;
}

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

type ProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'productName' | 'productPrice' | 'images'
>;

function liveProduct(row: ProductRow, soldOut: ReadonlySet<string>): LiveProduct {
  return {
    _id: row.id,
    name: row.productName,
    price: row.productPrice,
    currency: LIVE_CURRENCY,
    imageUrl: row.images[0] ?? null,
    soldOut: soldOut.has(row.id),
  };
}

const productFields = {
  id: products.id,
  productName: products.productName,
  productPrice: products.productPrice,
  images: products.images,
};

/**
 * What viewers may see of the catalogue: an active product. A draft (or an archived
 * product) pushed, or made a draft after its push, is left out of what the room is sent,
 * a pinned look's products included.
 */
const shownProduct = eq(products.status, 'active');

/**
 * `live_products`: the highlighted products in push order, sold-out marks, the pinned
 * look, as viewers see them (drafts left out). Hosts are sent the same: it is what is on
 * viewers' screens.
 */
export async function productsOf(db: Queries, eventId: string): Promise<LiveProducts> {
  const room = await readRoom(db, eventId);
  const soldOut = new Set(room.soldOutProductIds);
  const highlighted = room.highlightedProductIds.length
    ? await db
        .select(productFields)
        .from(products)
        .where(and(inArray(products.id, room.highlightedProductIds), shownProduct))
    : [];
  const byId = new Map(highlighted.map((row) => [row.id, row]));
  let pinnedLook: LiveLook | null = null;
  if (room.pinnedLookId) {
    const [look] = await db
      .select({ id: looks.id, name: looks.name, images: looks.images })
      .from(looks)
      .where(eq(looks.id, room.pinnedLookId));
    if (look) {
      const rows = await db
        .select(productFields)
        .from(products)
        .where(and(eq(products.lookId, look.id), shownProduct))
        .orderBy(sql`${products.lookPosition} asc nulls last`, asc(products.createdAt));
      pinnedLook = {
        _id: look.id,
        name: look.name,
        imageUrl: look.images[0] ?? null,
        products: rows.map((row) => liveProduct(row, soldOut)),
      };
    }
  }
  return {
    eventId,
    products: room.highlightedProductIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [liveProduct(row, soldOut)] : [];
    }),
    soldOutProductIds: room.soldOutProductIds,
    pinnedLook,
  };
}

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

async function restrictionKinds(
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

// ---------------------------------------------------------------------------------------
// Chat

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
  author: UserRow | null,
  eventId: string,
  text: string,
): Promise<{ message: LiveMessage; shadow: boolean }> {
  if (!author) throw new LiveRefusal('sign-in-required', liveMessages.signInRequired);
  return ctx.database.db.transaction(async (tx) => {
    const { event, role } = await roomAccess(tx, author, eventId);
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

type Actor = Pick<UserRow, 'id' | 'roles'>;

async function logAction(
  db: Queries,
  values: Omit<typeof liveModerationActions.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(liveModerationActions).values(values);
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

// ---------------------------------------------------------------------------------------
// The host's writes: each under the room's row lock, stored with who and when.

/**
 * Ids of `table`'s rows that are in the show, locked FOR SHARE until the write commits: a
 * product's delete (FOR UPDATE) waits for a push and then sees it (and archives the
 * product), or runs first and the push finds no such product.
 */
async function inShow(
  db: Queries,
  table: typeof products | typeof looks,
  eventId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), eq(table.eventId, eventId)))
    .orderBy(asc(table.id))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/**
 * `push_products`: the highlighted products become `productIds` (at most
 * LIVE_HIGHLIGHTED_MAX, the payload's rule and the column's check), each a product of the
 * show; each is remembered as pushed in the show (live_pushed_products).
 */
export async function pushProducts(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  productIds: readonly string[],
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    const own = await inShow(tx, products, eventId, productIds);
    if (productIds.some((id) => !own.has(id))) {
      throw new LiveRefusal('invalid-payload', liveMessages.notInShow);
    }
    await tx
      .update(liveRooms)
      .set({ highlightedProductIds: [...productIds], updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    if (productIds.length > 0) {
      await tx
        .insert(livePushedProducts)
        .values(productIds.map((productId) => ({ eventId, productId })))
        .onConflictDoNothing();
    }
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'push', actorId: actor.id, detail: { productIds } });
  });
}

/** `pin_look`: a look of the show pinned whole; null unpins. */
export async function pinLook(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  lookId: string | null,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    if (lookId && !(await inShow(tx, looks, eventId, [lookId])).has(lookId)) {
      throw new LiveRefusal('invalid-payload', liveMessages.lookNotInShow);
    }
    await tx
      .update(liveRooms)
      .set({ pinnedLookId: lookId, updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'pin_look', actorId: actor.id, detail: { lookId } });
  });
}

/** `sold_out`: a product of the show marked sold out, or available again. */
export async function markSoldOut(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  productId: string,
  soldOut: boolean,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const room = await lockRoom(tx, eventId);
    if (!(await inShow(tx, products, eventId, [productId])).has(productId)) {
      throw new LiveRefusal('invalid-payload', liveMessages.notInShow);
    }
    const others = room.soldOutProductIds.filter((id) => id !== productId);
    await tx
      .update(liveRooms)
      .set({ soldOutProductIds: soldOut ? [...others, productId] : others, updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'sold_out', actorId: actor.id, detail: { productId, soldOut } });
  });
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

// ---------------------------------------------------------------------------------------
// Viewers and counters

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
