import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { CONTAINER_STATUSES } from '@runway-live/domain/schemas';
import { createdAt, id, updatedAt } from '../../db/columns';

/**
 * The Fashion Weeks. Their first and last days are calendar dates ('yyyy-MM-dd', no zone),
 * the last on or after the first.
 */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    city: text('city').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: CONTAINER_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.startDate), check('containers_dates', sql`${t.endDate} >= ${t.startDate}`)],
);
