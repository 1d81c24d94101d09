import { and, eq, sql, type SQL } from 'drizzle-orm';
import { webEventMessages } from '@runway-live/domain/schemas';
import { webEventGroups, webEvents, webProducts } from '../../db/schema';
import { byIdRepository } from '../../resources/byIdRepository';
import type { Queries } from '../../resources/transaction';
import { showMembers } from '../show/members';

export type WebEventRow = typeof webEvents.$inferSelect;
export type NewWebEventRow = typeof webEvents.$inferInsert;
/** A web event row with its web product ids in the web event's order. */
export type WebEventWithProducts = Omit<WebEventRow, 'groupPosition'> & { productIds: string[] };

/** The single-row writes of a web event (insert, update by id). */
export const webEventRows = byIdRepository(webEvents);

/**
 * A web event's members (show/members.ts): the web products whose `webEventId` is it, in
 * its order (`web_event_position`, set by its writes; one given it by its own webEventId is
 * placed last), then by age: what the player shows.
 */
export const webEventMembers = showMembers({
  table: webProducts,
  show: webEvents,
  showTableName: 'web_events',
  name: webProducts.name,
  membership: { owner: 'webEventId', position: 'webEventPosition' },
  field: 'productIds',
  messages: {
    unknown: webEventMessages.productUnknown,
    inAnother: webEventMessages.productInAnotherEvent,
    inEnded: webEventMessages.productInEndedEvent,
  },
});

/** The player's order of a web event's products. */
export const webProductOrder = webEventMembers.order;

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
  productIds: webEventMembers.idsColumn('product_ids'),
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
