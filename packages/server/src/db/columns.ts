import { bigint, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/**
 * The columns every table is made of: ids are UUID v7 (time-ordered, so indexes stay
 * compact; the API shows them as `_id`), times with their zone, money as numeric(12,2) read
 * as a JS number. Nested shapes the console sends whole (addresses, colour variants, status
 * history) are jsonb.
 */

export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Money as whole minor units (cents), as every computation keeps it (the domain's money
 * rule converts at the API's edge): the orders, checkouts and their figures.
 */
export const minorMoney = (name: string) => bigint(name, { mode: 'number' });
