import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { webEventMessages, type WebEventStatus } from '@runway-live/domain/schemas';
import { webEventGroups, webEvents, webProducts } from '../../db/schema';
import { ApiError } from '../../errors';
import { byIdRepository } from '../../resources/byIdRepository';
import { setOrderedMembers } from '../../resources/orderedMembers';
import type { Queries } from '../../resources/transaction';

export type WebEventRow = typeof webEvents.$inferSelect;
export type NewWebEventRow = typeof webEvents.$inferInsert;
/** A web event row with its web product ids in the web event's order. */
export type WebEventWithProducts = Omit<WebEventRow, 'groupPosition'> & { productIds: string[] };

/** The single-row writes of a web event (insert, update by id). */
export const webEventRows = byIdRepository(webEvents);

/**
 * A web event's products in its order (`web_event_position`, set by its writes; one given
 * it by its own webEventId is placed last), then by age: what the player shows.
 */
export const webProductOrder: SQL[] = [
  sql`${webProducts.webEventPosition} asc nulls last`,
  sql`${webProducts.createdAt} asc`,
  sql`${webProducts.id} asc`,
];

/** The web event's product ids, in order, as an array column of a web event query. */
const productIdsColumn = sql<string[]>`array(
    select ${webProducts.id} from ${webProducts}
    where ${webProducts.webEventId} = ${sql.identifier('web_events')}.${sql.identifier('id')}
    order by ${sql.join(webProductOrder, sql`, `)})`.as('product_ids');

/** The columns of a web event as the API reads it. */
export const webEventColumns = {
  id: webEvents.id,
  designerId: webEvents.designerId,
  containerId: webEvents.containerId,
  groupId: webEvents.groupId,
  title: webEvents.title,
  description: webEvents.description,
  coverImage: webEvents.coverImage,
  scheduledAt: webEvents.scheduledAt,
  timeZone: webEvents.timeZone,
  durationMinutes: webEvents.durationMinutes,
  streamUrl: webEvents.streamUrl,
  replayUrl: webEvents.replayUrl,
  captionsUrl: webEvents.captionsUrl,
  chatEnabled: webEvents.chatEnabled,
  embed: webEvents.embed,
  status: webEvents.status,
  createdAt: webEvents.createdAt,
  updatedAt: webEvents.updatedAt,
  productIds: productIdsColumn,
};

export async function findWebEvent(db: Queries, where: SQL): Promise<WebEventWithProducts | null> {
  const [row] = await db.select(webEventColumns).from(webEvents).where(where);
  return row ?? null;
}

/**
 * The web event's row, locked (FOR UPDATE) until the transaction ends: lifecycle moves and
 * product writes of one web event run one after another. Locks go group → web event →
 * web product in every write, so two writes never wait for each other in a circle.
 */
export async function lockWebEvent(db: Queries, where: SQL): Promise<WebEventRow | null> {
  const [row] = await db.select().from(webEvents).where(where).for('update');
  return row ?? null;
}

/** The designer's group, locked (it comes before its web events in the lock order). */
export async function lockGroupOf(
  db: Queries,
  designerId: string,
  groupId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: webEventGroups.id })
    .from(webEventGroups)
    .where(and(eq(webEventGroups.id, groupId), eq(webEventGroups.designerId, designerId)))
    .for('update');
  return row ?? null;
}

/** Puts the web event last in the group (under the group's lock). */
export async function appendToGroup(db: Queries, webEventId: string, groupId: string) {
  await db
    .update(webEvents)
    .set({
      groupId,
      groupPosition: sql`(select coalesce(max(${webEvents.groupPosition}), 0) + 1 from ${webEvents} where ${webEvents.groupId} = ${groupId})`,
      updatedAt: new Date(),
    })
    .where(eq(webEvents.id, webEventId));
}

/** Takes the web event out of its group. */
export async function leaveGroup(db: Queries, webEventId: string) {
  await db
    .update(webEvents)
    .set({ groupId: null, groupPosition: null, updatedAt: new Date() })
    .where(eq(webEvents.id, webEventId));
}

/**
 * Of `ids`, those that are web products of the designer, locked (FOR UPDATE, in id order):
 * two web events claiming one web product run one after the other, so the second sees it
 * in the first's web event (a 409, not a silent move).
 */
export async function ownWebProducts(
  db: Queries,
  designerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: webProducts.id })
    .from(webProducts)
    .where(and(eq(webProducts.designerId, designerId), inArray(webProducts.id, [...ids])))
    .orderBy(asc(webProducts.id))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

/**
 * Of `ids`, the first web product in a web event other than `webEventId` (null: in any),
 * of `status` when named, and that web event's title.
 */
export async function firstInAnotherWebEvent(
  db: Queries,
  webEventId: string | null,
  ids: readonly string[],
  status?: WebEventStatus,
): Promise<{ name: string; webEventTitle: string } | null> {
  if (ids.length === 0) return null;
  const [row] = await db
    .select({ name: webProducts.name, webEventTitle: webEvents.title })
    .from(webProducts)
    .innerJoin(webEvents, eq(webEvents.id, webProducts.webEventId))
    .where(
      and(
        inArray(webProducts.id, [...ids]),
        isNotNull(webProducts.webEventId),
        webEventId === null ? undefined : ne(webProducts.webEventId, webEventId),
        status === undefined ? undefined : eq(webEvents.status, status),
      ),
    )
    .orderBy(asc(webProducts.id))
    .limit(1);
  return row ?? null;
}

/**
 * Refuses to take any of `ids` out of an ended web event (a 409 naming it and the web
 * event, move or not): its replay and carousel times keep what it showed (issue 27).
 * `into` is the web event they would join (null: none).
 */
export async function refuseLeavingEndedWebEvent(
  db: Queries,
  into: string | null,
  ids: readonly string[],
  field: 'productIds' | 'webEventId',
): Promise<void> {
  const ended = await firstInAnotherWebEvent(db, into, ids, 'ended');
  if (ended) {
    throw new ApiError(
      409,
      webEventMessages.productInEndedEvent(field, ended.name, ended.webEventTitle),
    );
  }
}

const PRODUCT_MEMBERSHIP = { owner: 'webEventId', position: 'webEventPosition' } as const;

/** Makes `ids`, in this order, the web event's whole product list (under its lock). */
export function setWebEventProducts(
  db: Queries,
  webEventId: string,
  ids: readonly string[],
): Promise<void> {
  return setOrderedMembers(db, webProducts, PRODUCT_MEMBERSHIP, webEventId, ids);
}

/** The web event's products with their names, in order (the carousel's products). */
export async function webEventProducts(
  db: Queries,
  webEventId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: webProducts.id, name: webProducts.name })
    .from(webProducts)
    .where(eq(webProducts.webEventId, webEventId))
    .orderBy(...webProductOrder);
}
