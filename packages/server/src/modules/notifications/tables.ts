import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** Notifications, created now so the notifications capability adds routes, not tables. */

export const notifications = pgTable('notifications', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  audience: text('audience', { enum: ['all', 'designers', 'users', 'selected'] }).notNull(),
  userIds: uuid('user_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  status: text('status', { enum: ['draft', 'scheduled', 'sent'] })
    .notNull()
    .default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
