import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LOOK_STATUSES } from '@runway-live/domain/schemas';
import { createdAt, id, updatedAt } from '../../db/columns';
import { events } from '../show/tables';
import { designerRef } from '../users/tables';

export const looks = pgTable(
  'looks',
  {
    id: id(),
    designerId: designerRef(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The look's place in its event's order (1 first); null outside an event. */
    eventPosition: integer('event_position'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: LOOK_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The look list (GET /api/v2/looks) in its default order (newest first, id the
    // tie-breaker): a designer's page, and admin and staff's unfiltered one.
    index('looks_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('looks_created_idx').on(t.createdAt, t.id),
    index().on(t.eventId),
  ],
);
