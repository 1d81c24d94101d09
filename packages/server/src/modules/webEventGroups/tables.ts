import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { designerRef } from '../users/tables';

/**
 * A designer's web event groups. The group's web events and their order are the web events
 * whose `groupId` is the group, by `groupPosition` (resources/orderedMembers.ts), so a web
 * event is in one group at most and the list cannot disagree with the web events.
 */
export const webEventGroups = pgTable(
  'web_event_groups',
  {
    id: id(),
    designerId: designerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('web_event_groups_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('web_event_groups_created_idx').on(t.createdAt, t.id),
  ],
);
