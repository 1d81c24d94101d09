import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
} from '@runway-live/domain/api';
import { createdAt, id, updatedAt } from '../../db/columns';
import { events } from '../show/tables';
import { users } from '../users/tables';

/**
 * Notifications (issue 33, decision 0046): what admin and staff compose, its deliveries one
 * per recipient × channel under a unique idempotency key, the in-app inbox with its read
 * state per account, and the shoppers who asked to be reminded of a show.
 */

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A console path or an app deep link (the domain's isNotificationLink). */
    link: text('link'),
    audience: text('audience', { enum: NOTIFICATION_AUDIENCES }).notNull(),
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The show of a `reminders` audience. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The designer of a `buyers` audience. */
    designerId: uuid('designer_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('UTC'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('draft'),
    /**
     * While `sending`: until when the process that claimed it holds it. A process that died
     * mid-send leaves it to be claimed again after this (its deliveries' keys keep what it
     * sent from going twice).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The show whose going live made it (the reminders' notice): one per show. */
    goLiveOf: uuid('go_live_of').references(() => events.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The scheduler's look for due rows: scheduled by their time, sending by their lease.
    index('notifications_due_idx').on(t.status, t.scheduledAt),
    index('notifications_created_idx').on(t.createdAt, t.id),
    uniqueIndex('notifications_go_live_key').on(t.goLiveOf),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * One recipient × channel of a notification. `idempotency_key` is
 * `${notificationId}:${recipient}:${channel}` (recipient an account id, or an e-mail for a
 * visitor's reminder): it is written before the send, so a retry of the notification finds
 * it and sends that one no more; a push provider gets it too, to drop a repeat of its own.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** pending (claimed, not yet sent), sent or failed. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_key').on(t.idempotencyKey),
    index().on(t.notificationId, t.status),
  ],
);

/** The in-app inbox: one row per account and notification, with its read state. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inbox_items_user_notification_key').on(t.userId, t.notificationId),
    index('inbox_items_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * "Remind me" on an upcoming show: a signed-in shopper, or a visitor's e-mail (verified by
 * a link before it counts). `notified_at` is set when the show's going-live notice went out.
 */
export const showReminders = pgTable(
  'show_reminders',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    verifyToken: text('verify_token'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('show_reminders_user_key').on(t.eventId, t.userId),
    uniqueIndex('show_reminders_email_key').on(t.eventId, t.email),
  ],
);
