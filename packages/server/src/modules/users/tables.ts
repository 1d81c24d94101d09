import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '@runway-live/domain/api';
import { createdAt, id, updatedAt } from '../../db/columns';

export const designerRef = () =>
  uuid('designer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roles: text('roles').array().notNull(),
    subRoles: text('sub_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mobileNumber: text('mobile_number').notNull().default(''),
    about: text('about').notNull().default(''),
    profile: text('profile').notNull().default(''),
    country: text('country').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    // Bumped by a password change or reset: tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);
/** An account as the database holds it (secrets included): the one name for a user row. */
export type UserRow = typeof users.$inferSelect;
