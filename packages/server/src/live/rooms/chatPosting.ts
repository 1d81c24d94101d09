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
import { statementName } from '../../db/client';
import { chatMessages, liveChatPosters, liveRooms } from '../../db/schema';
import { chatShowRead } from '../../modules/show/room';
import type { Queries, Transaction } from '../../resources/transaction';
import type { Outcome } from '../groupCommit';
import type { LiveLayers } from '../layers';
import { LiveRefusal } from './refusal';
import { accessRoleOf, CHAT_STATUSES, isHostRole, type LiveEvent, type RoomCaller } from './access';
import { presentMessage } from './messages';
import { restrictionKinds } from './moderation';

/** A viewer's post to the chat: the moderation pipeline, slow mode and the chat rate. */

const authorRoleOf = (role: LiveRoomRole): LiveAuthorRole =>
  role === 'host' ? 'host' : role === 'moderator' ? 'moderator' : 'viewer';

/**
 * One `new_message`: who sends what to which room, and the id its row will have (UUID v7,
 * given on arrival, so the history's order is the arrival order whichever batch stores it).
 */
export type ChatPost = { id: string; caller: RoomCaller | null; eventId: string; text: string };
/** A stored message; `shadow`: the author is shadow-muted, so it goes to their sockets only. */
export type PostedMessage = { message: LiveMessage; shadow: boolean };

/** The room as a chat message reads it: the show's access fields and the room's settings. */
type ChatRoom = { event: LiveEvent; slowModeSec: number; blockedWords: string[] };

/** Posts in one batch beyond this wait for the next (a multi-row insert's size). */
export const CHAT_BATCH_MAX = 64;

export type ChatStore = {
  /**
   * `new_message`s stored together (decision 0042): one outcome per post, in its order. In
   * order for each post: a signed-in author; a show it may see; for a viewer, a show whose
   * chat is open (scheduled or live) and on, not blocked (the designer's shows) or muted
   * (this show), slow mode and the chat rate (LIVE_CHAT_RATE_*), per account, decided under
   * the account's poster row lock so two quick sends (two sockets, two processes) are one
   * post and one refusal; blocked words masked. Hosts and moderators skip the moderation.
   * The posts that pass are stored by one multi-row insert, in one transaction with the
   * viewers' checks: all or none. A refusal is that post's outcome; a failure of the store
   * rejects the whole batch.
   */
  post: (posts: ChatPost[]) => Promise<Outcome<PostedMessage>[]>;
};

export function createChatStore(ctx: AppContext, layers: LiveLayers): ChatStore {
  const { db } = ctx.database;
  /** A statement built once and named (prepared statements on), or built for each run. */
  function statement<R>(build: () => Runnable<R>, name: string): (params: Params) => Promise<R> {
    if (!layers.preparedStatements) return (params) => build().execute(params);
    const prepared = build().prepare(statementName(db, name));
    return (params) => prepared.execute(params);
  }
  const show = statement(() => chatShowRead(db), 'live_chat_show');
  const roomRow = statement(
    () =>
      db
        .select({ slowModeSec: liveRooms.slowModeSec, blockedWords: liveRooms.blockedWords })
        .from(liveRooms)
        .where(eq(liveRooms.eventId, sql.placeholder('id'))),
    'live_chat_room',
  );

  async function readChatRoom(eventId: string): Promise<ChatRoom | null> {
    const [event] = await show({ id: eventId });
    if (!event) return null;
    const [room] = await roomRow({ id: eventId });
    return { event, slowModeSec: room?.slowModeSec ?? 0, blockedWords: room?.blockedWords ?? [] };
  }

  /** The multi-row insert of `size` rows, by placeholders `<column><row>`. */
  const rowsOf = (size: number) =>
    Array.from({ length: size }, (_, index) => ({
      id: sql.placeholder(`id${index}`),
      eventId: sql.placeholder(`eventId${index}`),
      userId: sql.placeholder(`userId${index}`),
      userName: sql.placeholder(`userName${index}`),
      text: sql.placeholder(`text${index}`),
      authorRole: sql.placeholder(`authorRole${index}`),
      shadow: sql.placeholder(`shadow${index}`),
      createdAt: sql`now()` as unknown as Date,
    }));
  const inserts = new Map<number, (params: Record<string, unknown>) => Promise<MessageRow[]>>();
  function insertOf(size: number) {
    let insert = inserts.get(size);
    if (!insert) {
      insert = statement(
        () => db.insert(chatMessages).values(rowsOf(size)).returning(),
        `live_chat_insert_${size}`,
      );
      inserts.set(size, insert);
    }
    return insert;
  }

  async function insertRows(queries: Queries | null, rows: NewMessage[]): Promise<MessageRow[]> {
    if (rows.length === 0) return [];
    // In a transaction (a viewer's checks): built on it; alone, one statement commits alone.
    if (queries) return queries.insert(chatMessages).values(rows).returning();
    const params: Record<string, unknown> = {};
    rows.forEach((row, index) => {
      for (const [column, value] of Object.entries(row)) params[`${column}${index}`] = value;
    });
    return insertOf(rows.length)(params);
  }

  return {
    post: async (posts) => {
      const outcomes: (Outcome<PostedMessage> | null)[] = posts.map(() => null);
      const refuse = (index: number, error: unknown) => (outcomes[index] = { ok: false, error });
      // The rooms, read once per batch (outside the transaction: nothing here is locked).
      const rooms = new Map<string, Promise<ChatRoom | null>>();
      const accepted: Accepted[] = [];
      for (const [index, { id, caller, eventId, text }] of posts.entries()) {
        if (!caller) {
          refuse(index, new LiveRefusal('sign-in-required', liveMessages.signInRequired));
          continue;
        }
        if (!rooms.has(eventId)) rooms.set(eventId, readChatRoom(eventId));
        const room = await rooms.get(eventId)!;
        try {
          const role = accessRoleOf(caller, room?.event ?? null);
          const host = isHostRole(role);
          if (!host && (!CHAT_STATUSES.includes(room!.event.status) || !room!.event.chatEnabled)) {
            throw new LiveRefusal('chat-disabled', liveMessages.chatDisabled);
          }
          accepted.push({ index, id, host, caller, room: room!, role, text });
        } catch (error) {
          refuse(index, error);
        }
      }
      let stored: MessageRow[] = [];
      try {
        stored = accepted.some((post) => !post.host)
          ? await ctx.database.db.transaction(async (tx) => {
              await checkViewers(tx, accepted, refuse, posts.length > 1);
              return insertRows(tx, rowsFor(accepted, outcomes));
            })
          : await insertRows(null, rowsFor(accepted, outcomes));
      } catch (error) {
        // A lone post's refusal ended its transaction (nothing of it stays).
        if (posts.length > 1 || !(error instanceof LiveRefusal)) throw error;
        refuse(0, error);
      }
      const kept = accepted.filter((post) => !outcomes[post.index]);
      kept.forEach((post, at) => {
        outcomes[post.index] = {
          ok: true,
          value: { message: presentMessage(stored[at]!), shadow: post.shadow ?? false },
        };
      });
      return outcomes.map((outcome) => outcome!);
    },
  };

  /**
   * The viewers' moderation, in the transaction: by author (their poster rows locked in one
   * order, so two batches cannot deadlock on them), each author's posts in arrival order. With
   * more than one post in the batch each viewer's checks run in a savepoint: a refusal undoes
   * its own slow-mode move, not the others'.
   */
  async function checkViewers(
    tx: Transaction,
    accepted: Accepted[],
    refuse: (index: number, error: unknown) => void,
    savepoints: boolean,
  ) {
    const viewers = accepted
      .filter((post) => !post.host)
      .sort((a, b) =>
        a.caller.user.id < b.caller.user.id
          ? -1
          : a.caller.user.id > b.caller.user.id
            ? 1
            : a.index - b.index,
      );
    const pending = new Map<string, number>();
    for (const post of viewers) {
      const author = post.caller.user;
      const { event, slowModeSec } = post.room;
      const key = `${event.id} ${author.id}`;
      const check = async (queries: Transaction) => {
        const kinds = await restrictionKinds(queries, author.id, event);
        if (kinds.has('block')) throw new LiveRefusal('blocked', liveMessages.blocked);
        if (kinds.has('mute')) throw new LiveRefusal('muted', liveMessages.muted);
        post.shadow = kinds.has('shadow_mute');
        await checkSlowMode(queries, event.id, author.id, slowModeSec);
        await checkChatRate(
          queries,
          event.id,
          author.id,
          ctx.config.liveChatRate,
          pending.get(key) ?? 0,
        );
      };
      if (!savepoints) {
        await check(tx);
      } else {
        try {
          await tx.transaction(check);
        } catch (error) {
          if (!(error instanceof LiveRefusal)) throw error;
          refuse(post.index, error);
          continue;
        }
      }
      pending.set(key, (pending.get(key) ?? 0) + 1);
    }
  }
}

type Params = Record<string, unknown>;
type Runnable<R> = {
  execute: (params?: Params) => Promise<R>;
  prepare: (name: string) => { execute: (params?: Params) => Promise<R> };
};
type MessageRow = typeof chatMessages.$inferSelect;
type NewMessage = {
  id: string;
  eventId: string;
  userId: string;
  userName: string;
  text: string;
  authorRole: LiveAuthorRole;
  shadow: boolean;
};
type Accepted = {
  index: number;
  id: string;
  host: boolean;
  caller: RoomCaller;
  room: ChatRoom;
  role: LiveRoomRole;
  text: string;
  /** Set by the viewers' checks. */
  shadow?: boolean;
};

/** The rows of the posts not refused, in arrival order. */
function rowsFor(accepted: Accepted[], outcomes: (Outcome<PostedMessage> | null)[]): NewMessage[] {
  return accepted
    .filter((post) => !outcomes[post.index])
    .map((post) => ({
      id: post.id,
      eventId: post.room.event.id,
      userId: post.caller.user.id,
      userName: post.caller.user.fullName,
      text: maskBlockedWords(post.text, post.room.blockedWords),
      authorRole: authorRoleOf(post.role),
      shadow: post.shadow ?? false,
    }));
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
 * after another, with `pending` posts of its batch not stored yet. Otherwise refused with the time until the oldest leaves the window.
 */
async function checkChatRate(
  tx: Transaction,
  eventId: string,
  userId: string,
  rate: { limit: number; windowSec: number },
  pending = 0,
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
    .limit(rate.limit)
    .then((rows) => rows.map((row) => row.ms));
  // This batch's earlier posts of the account, not inserted yet, count as sent now.
  const times = [...Array.from({ length: pending }, () => rate.windowSec * 1000), ...recent];
  if (times.length < rate.limit) return;
  throw rateLimited(times[rate.limit - 1]!);
}
