import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eventMessages } from '@runway-live/domain/api';
import { type EventStatus } from '@runway-live/domain/schemas';
import { events, looks, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { byIdRepository } from '../../resources/byIdRepository';
import { setOrderedMembers } from '../../resources/orderedMembers';
import type { Queries } from '../../resources/transaction';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
/** An event row with its show's product and look ids in the event's order. */
export type EventWithShow = EventRow & { productIds: string[]; lookIds: string[] };

/** The single-row writes of an event (insert, update by id). */
export const eventRows = byIdRepository(events);

/**
 * The show's products and looks are the products and looks whose `eventId` is the event
 * (decision 0012): in the event's order (`event_position`, set by the event's writes), then
 * those given the event since by their own eventId, oldest first.
 */
const showOrder = (table: typeof products | typeof looks): SQL[] => [
  sql`${table.eventPosition} asc nulls last`,
  sql`${table.createdAt} asc`,
  sql`${table.id} asc`,
];

/**
 * The ids of `table`'s rows in the event, in order, as an array column of an event query.
 * The event's id is written qualified: drizzle leaves a one-table query's columns
 * unqualified, and a bare "id" in the subquery would be the product's.
 */
const showIdsColumn = (table: typeof products | typeof looks, name: string) =>
  sql<string[]>`array(
    select ${table.id} from ${table}
    where ${table.eventId} = ${sql.identifier('events')}.${sql.identifier('id')}
    order by ${sql.join(showOrder(table), sql`, `)})`.as(name);

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
  productIds: showIdsColumn(products, 'product_ids'),
  lookIds: showIdsColumn(looks, 'look_ids'),
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

type ShowTable = typeof products | typeof looks;

/** A show's products and looks carry its id and their place in it. */
const SHOW_MEMBERSHIP = { owner: 'eventId', position: 'eventPosition' } as const;

/**
 * Of `ids`, those that are rows of the designer in `table` (products or looks), locked (FOR
 * UPDATE, in id order) until the transaction ends: two events claiming one product run one
 * after the other, so the second sees it in the first's event (a 409, not a silent move).
 */
export async function ownRows(
  db: Queries,
  table: ShowTable,
  designerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.designerId, designerId), inArray(table.id, [...ids])))
    .orderBy(asc(table.id))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

/**
 * Of `ids`, the first row of `table` that is in an event other than `eventId` (null: in
 * any event), of `status` when named, and it with that event's title.
 */
export async function firstInAnotherEvent(
  db: Queries,
  table: ShowTable,
  name: AnyPgColumn,
  eventId: string | null,
  ids: readonly string[],
  status?: EventStatus,
): Promise<{ name: string; eventTitle: string } | null> {
  if (ids.length === 0) return null;
  const [row] = await db
    .select({ name: sql<string>`${name}`, eventTitle: events.title })
    .from(table)
    .innerJoin(events, eq(events.id, table.eventId))
    .where(
      and(
        inArray(table.id, [...ids]),
        isNotNull(table.eventId),
        eventId === null ? undefined : ne(table.eventId, eventId),
        status === undefined ? undefined : eq(events.status, status),
      ),
    )
    .orderBy(asc(table.id))
    .limit(1);
  return row ?? null;
}

/**
 * Refuses to take any of `ids` out of an ended event (a 409 naming it and the event, move
 * or not): the show's record, its carousel times and its replay keep what it showed (issue
 * 27). `into` is the event they would join (null: none). Read in the caller's transaction.
 */
export async function refuseLeavingEndedEvent(
  db: Queries,
  table: ShowTable,
  into: string | null,
  ids: readonly string[],
  field: 'productIds' | 'lookIds' | 'eventId',
): Promise<void> {
  const name = table === products ? products.productName : looks.name;
  const ended = await firstInAnotherEvent(db, table, name, into, ids, 'ended');
  if (ended)
    throw new ApiError(409, eventMessages.inEndedEvent(field, ended.name, ended.eventTitle));
}

/**
 * Makes `ids`, in this order, the event's whole list in `table`: the event's other rows
 * leave it, the listed ones join it at their place (resources/orderedMembers.ts). In the
 * caller's transaction, under the event's lock.
 */
export function setShowRows(
  db: Queries,
  table: ShowTable,
  eventId: string,
  ids: readonly string[],
): Promise<void> {
  return table === products
    ? setOrderedMembers(db, products, SHOW_MEMBERSHIP, eventId, ids)
    : setOrderedMembers(db, looks, SHOW_MEMBERSHIP, eventId, ids);
}

/** Deletes the event; its products and looks stay, in no event. */
export async function deleteEventRow(db: Queries, id: string): Promise<void> {
  await setShowRows(db, products, id, []);
  await setShowRows(db, looks, id, []);
  await db.delete(events).where(eq(events.id, id));
}

/**
 * The event's products, in the show's order: what "the event's products" means for the
 * carousel times and the live pushes (decision 0012).
 */
export async function eventProductIds(db: Queries, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.eventId, eventId))
    .orderBy(...showOrder(products));
  return rows.map((row) => row.id);
}
