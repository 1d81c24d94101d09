import { type SQL } from 'drizzle-orm';
import { eventMessages } from '@runway-live/domain/api';
import { events, looks, products } from '../../db/schema';
import { byIdRepository } from '../../resources/byIdRepository';
import type { Queries } from '../../resources/transaction';
import { showMembers } from '../show/members';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
/** An event row with its show's product and look ids in the event's order. */
export type EventWithShow = EventRow & { productIds: string[]; lookIds: string[] };

/** The single-row writes of an event (insert, update by id). */
export const eventRows = byIdRepository(events);

/**
 * An event's members (show/members.ts): the products and looks whose `eventId` is the event
 * (decision 0012), in the event's order (`event_position`, set by the event's writes), then
 * those given the event since by their own eventId, oldest first.
 */
const eventMembership = { owner: 'eventId', position: 'eventPosition' } as const;

export const eventProducts = showMembers({
  table: products,
  show: events,
  showTableName: 'events',
  name: products.productName,
  membership: eventMembership,
  field: 'productIds',
  messages: {
    unknown: eventMessages.productUnknown,
    inAnother: eventMessages.productInAnotherEvent,
    inEnded: eventMessages.inEndedEvent,
  },
});

export const eventLooks = showMembers({
  table: looks,
  show: events,
  showTableName: 'events',
  name: looks.name,
  membership: eventMembership,
  field: 'lookIds',
  messages: {
    unknown: eventMessages.lookUnknown,
    inAnother: eventMessages.lookInAnotherEvent,
    inEnded: eventMessages.inEndedEvent,
  },
});

/** The columns of an event as the API reads it: the row and its show's ids. */
export const eventColumns = {
  id: events.id,
  designerId: events.designerId,
  containerId: events.containerId,
  title: events.title,
  description: events.description,
  coverImage: events.coverImage,
  scheduledAt: events.scheduledAt,
  timeZone: events.timeZone,
  durationMinutes: events.durationMinutes,
  streamUrl: events.streamUrl,
  replayUrl: events.replayUrl,
  chatEnabled: events.chatEnabled,
  rehearsal: events.rehearsal,
  status: events.status,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  productIds: eventProducts.idsColumn('product_ids'),
  lookIds: eventLooks.idsColumn('look_ids'),
};

export async function findEvent(db: Queries, where: SQL): Promise<EventWithShow | null> {
  const [row] = await db.select(eventColumns).from(events).where(where);
  return row ?? null;
}

/**
 * The event's row, locked (FOR UPDATE) until the transaction ends, so lifecycle moves and
 * show writes to one event run one after another, each reading what the one before left.
 * Its own statement, read before anything else of the event. Null when no row matched.
 */
export async function lockEvent(db: Queries, where: SQL): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(where).for('update');
  return row ?? null;
}

/** Deletes the event; its products and looks stay, in no event. */
export async function deleteEventRow(db: Queries, id: string): Promise<void> {
  await eventProducts.set(db, id, []);
  await eventLooks.set(db, id, []);
  await eventRows.delete(db, id);
}

/**
 * The event's products, in the show's order: what "the event's products" means for the
 * carousel times and the live pushes (decision 0012).
 */
export const eventProductIds = eventProducts.idsOf;
