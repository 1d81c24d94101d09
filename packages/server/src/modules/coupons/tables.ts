import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from '../../db/columns';
import { events } from '../show/tables';
import { users } from '../users/tables';

/** Coupons, created now so the coupons capability adds routes, not tables. */

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
    value: money('value').notNull(),
    minOrderAmount: money('min_order_amount').notNull().default(0),
    maxUses: integer('max_uses'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    designerId: uuid('designer_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'inactive', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);
