import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COUPON_FUNDERS,
  COUPON_SCOPES,
  COUPON_SET_STATUSES,
  COUPON_TYPES,
} from '@runway-live/domain/coupons';
import { createdAt, id, minorMoney, updatedAt } from '../../db/columns';
import { checkouts } from '../orders/tables';
import { events } from '../show/tables';
import { users } from '../users/tables';

/*
 * Coupons (issue 32; decision 0039). Money is whole minor units. `used_count` is the uses
 * that count now (held by a pending checkout or paid): a checkout adds one with a
 * conditional UPDATE under the row's lock, in the transaction that holds its stock, and
 * expiry or cancellation gives it back. The checks are the last line: a count never goes
 * below 0 or above its limit.
 */

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Unique regardless of case: stored upper case (checked). */
    code: text('code').notNull(),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    /** The percentage off (type percent), 1–100. */
    percentOff: integer('percent_off'),
    /** The amount off (type fixed), minor units. */
    amountOff: minorMoney('amount_off'),
    /** On the eligible items' goods, minor units. */
    minOrderAmount: minorMoney('min_order_amount').notNull().default(0),
    maxUses: integer('max_uses'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    scope: text('scope', { enum: COUPON_SCOPES }).notNull().default('all'),
    /** The designer it belongs to (scope designer or event); null for a marketplace-wide one. */
    designerId: uuid('designer_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    fundedBy: text('funded_by', { enum: COUPON_FUNDERS }).notNull().default('marketplace'),
    liveWindowMinutes: integer('live_window_minutes'),
    /** What was set; `expired` is derived from ends_at (couponStatus). */
    status: text('status', { enum: COUPON_SET_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_designer_idx').on(t.designerId, t.createdAt),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_value_range',
      sql`(${t.type} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100 AND ${t.amountOff} IS NULL) OR (${t.type} = 'fixed' AND ${t.amountOff} > 0 AND ${t.percentOff} IS NULL)`,
    ),
    check(
      'coupons_uses_range',
      sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}) AND ${t.minOrderAmount} >= 0`,
    ),
  ],
);

/** A coupon's bulk codes: each its own code, status and uses (single use by default). */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: COUPON_SET_STATUSES }).notNull().default('active'),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_codes_code_key').on(t.code),
    index('coupon_codes_coupon_idx').on(t.couponId, t.createdAt, t.id),
    check('coupon_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupon_codes_uses_range', sql`${t.usedCount} >= 0 AND ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/**
 * One use of a coupon: by a checkout (at most one code per checkout), its code, its buyer
 * and the discount it gave. `released_at` is set when the use was given back (the hold
 * expired, or every order of the checkout was cancelled); a buyer's uses that count are
 * those not released.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id').references(() => couponCodes.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    discount: minorMoney('discount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_checkout_key').on(t.checkoutId),
    index('coupon_redemptions_buyer_idx')
      .on(t.couponId, t.buyerId)
      .where(sql`${t.releasedAt} IS NULL`),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.createdAt),
  ],
);
