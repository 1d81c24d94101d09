import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LIVE_AUTHOR_ROLES,
  LIVE_BLOCKED_WORDS_MAX,
  LIVE_HIGHLIGHTED_MAX,
  LIVE_MESSAGE_MAX,
  LIVE_RESTRICTION_KINDS,
  LIVE_SLOW_MODE_MAX_SEC,
} from '@runway-live/domain/live';
import { createdAt, id, updatedAt } from '../db/columns';
import { coupons } from '../modules/coupons/tables';
import { looks } from '../modules/looks/tables';
import { events } from '../modules/show/tables';
import { products } from '../modules/products/tables';
import { users } from '../modules/users/tables';

/**
 * The show whose room a row belongs to: a marketplace event's id or a web event's (decision
 * 0044). No foreign key can name two tables: a show's deletion deletes its rooms' rows by the
 * `delete_live_rows` trigger on both (migration 0026), as the cascade did.
 */
const liveEventRef = () => uuid('event_id').notNull();

/**
 * The live chat (decision live-protocol): every message is stored before it is broadcast.
 * A deleted message keeps its row (deletedAt, deletedBy); a shadow-muted author's message
 * (`shadow`) reached only their own sockets and is shown to no one else.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    eventId: liveEventRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    text: text('text').notNull(),
    authorRole: text('author_role', { enum: LIVE_AUTHOR_ROLES }).notNull().default('viewer'),
    shadow: boolean('shadow').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The history in order (created_at, id), and the chat-message counter.
    index('chat_messages_event_created_idx').on(t.eventId, t.createdAt, t.id),
    check(
      'chat_messages_text_length',
      sql`char_length(${t.text}) <= ${sql.raw(String(LIVE_MESSAGE_MAX))}`,
    ),
  ],
);

/**
 * The live room of a show: what every server process reads, so several processes serve one
 * room (chat on/off stays the event's own `chat_enabled`): slow mode, the blocked words, the
 * pinned message, the highlighted products (at most LIVE_HIGHLIGHTED_MAX), the sold-out
 * marks, the pinned look, and the peak of viewers. Written under its row lock.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    eventId: uuid('event_id').primaryKey(),
    slowModeSec: integer('slow_mode_sec').notNull().default(0),
    blockedWords: text('blocked_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinnedMessageId: uuid('pinned_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    highlightedProductIds: uuid('highlighted_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    soldOutProductIds: uuid('sold_out_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    pinnedLookId: uuid('pinned_look_id').references(() => looks.id, { onDelete: 'set null' }),
    peakViewers: integer('peak_viewers').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'live_rooms_slow_mode_range',
      sql`${t.slowModeSec} BETWEEN 0 AND ${sql.raw(String(LIVE_SLOW_MODE_MAX_SEC))}`,
    ),
    check(
      'live_rooms_highlighted_max',
      sql`cardinality(${t.highlightedProductIds}) <= ${sql.raw(String(LIVE_HIGHLIGHTED_MAX))}`,
    ),
    check(
      'live_rooms_blocked_words_max',
      sql`cardinality(${t.blockedWords}) <= ${sql.raw(String(LIVE_BLOCKED_WORDS_MAX))}`,
    ),
  ],
);

/**
 * When each account last posted in a show's chat: slow mode's clock. The post's upsert
 * takes the row lock, so two quick messages of one account (two sockets, two processes)
 * are decided one after the other.
 */
export const liveChatPosters = pgTable(
  'live_chat_posters',
  {
    eventId: liveEventRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * The chat restrictions standing now: a mute or a shadow-mute in one show (scope = the
 * event), a block from every show of a designer (scope = the designer). Lifting one deletes
 * its row; live_moderation_actions keeps the history.
 */
export const liveRestrictions = pgTable(
  'live_restrictions',
  {
    id: id(),
    kind: text('kind', { enum: LIVE_RESTRICTION_KINDS }).notNull(),
    /** The event (mute, shadow_mute) or the designer (block). */
    scopeId: uuid('scope_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_restrictions_key').on(t.kind, t.scopeId, t.userId)],
);

/** Every moderation action with who and when (delete, mute, block, slow mode, words, pins). */
export const liveModerationActions = pgTable(
  'live_moderation_actions',
  {
    id: id(),
    eventId: liveEventRef(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.createdAt)],
);

/**
 * Who watched (API.md, attribution and viewer data): one row per viewer of a show, the
 * account or the anonymous viewer's random id, however often it joins; `leftAt` null while
 * any of its sockets is in the room (`connections` counts them).
 */
export const liveViewerSessions = pgTable(
  'live_viewer_sessions',
  {
    id: id(),
    eventId: liveEventRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerId: uuid('viewer_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while any of the viewer's sockets is in the room; else when the last one left. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The viewer's sockets in the room now: a join adds one, a leave takes one away. */
    connections: integer('connections').notNull().default(0),
  },
  (t) => [
    index().on(t.eventId, t.leftAt),
    check('live_viewer_sessions_who', sql`${t.userId} IS NOT NULL OR ${t.viewerId} IS NOT NULL`),
    // One row per viewer of a show, however often it joins (issue 27).
    uniqueIndex('live_viewer_sessions_event_user_key').on(t.eventId, t.userId),
    uniqueIndex('live_viewer_sessions_event_viewer_key').on(t.eventId, t.viewerId),
  ],
);

/** The post-show timeline for the reports: status changes, pushes, pins, sold-out marks, peaks. */
export const liveTimeline = pgTable(
  'live_timeline',
  {
    id: id(),
    eventId: liveEventRef(),
    kind: text('kind', {
      enum: ['status', 'push', 'pin_look', 'sold_out', 'pin_message', 'peak'],
    }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.createdAt)],
);

/**
 * Every product pushed during a show: such a product is archived, not deleted, when its
 * designer deletes it later (the show's record keeps what was on screen and sold).
 */
export const livePushedProducts = pgTable(
  'live_pushed_products',
  {
    eventId: liveEventRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    firstPushedAt: timestamp('first_pushed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.productId] }), index().on(t.productId)],
);

/**
 * The codes hosts pushed live (issue 32, decision 0052): one row per push, with its window
 * (null minutes: the show's live window; else its first N minutes) and when it was withdrawn
 * or replaced by the next push. The room's code is the show's push not closed; the checkout
 * holds a pushed code to its last push's window. Marketplace shows only: coupons name those.
 */
export const liveCodePushes = pgTable(
  'live_code_pushes',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    windowMinutes: integer('window_minutes'),
    pushedBy: uuid('pushed_by').references(() => users.id, { onDelete: 'set null' }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('live_code_pushes_event_idx').on(t.eventId, t.pushedAt),
    index('live_code_pushes_coupon_idx').on(t.couponId, t.pushedAt),
    check(
      'live_code_pushes_window_range',
      sql`${t.windowMinutes} IS NULL OR ${t.windowMinutes} >= 1`,
    ),
  ],
);
