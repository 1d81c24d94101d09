import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EventStatus, WebEventStatus } from '@runway-live/domain/schemas';
import { designers, events, webEvents, webProducts } from '../../db/schema';
import type { Queries } from '../../resources/transaction';
import { eventLooks, eventProducts } from '../events/repository';
import { webEventMembers } from '../webEvents/repository';
import { ownedShow, type User } from './service';

/**
 * What a live room and its public page read of their show (decisions 0024, 0044): the seam
 * between the live rooms (live/rooms/*, modules/publicEvents) and the kinds of show. The
 * rooms name the show fields they need; this file alone knows which table holds the show.
 * A room's id is its show's: a marketplace event's, else a web event's. In a room a web
 * event's statuses read as an event's (published is the room's scheduled: open, not live; a
 * web event has no rehearsal), so the rooms' access, status and chat settings stay as they are.
 */
const roomShowColumns = {
  id: events.id,
  designerId: events.designerId,
  title: events.title,
  description: events.description,
  coverImage: events.coverImage,
  status: events.status,
  rehearsal: events.rehearsal,
  chatEnabled: events.chatEnabled,
  scheduledAt: events.scheduledAt,
  streamUrl: events.streamUrl,
  replayUrl: events.replayUrl,
  /** The brand of the show's designer (its public page names it); null when none is set. */
  brandName: designers.brandName,
};

/** A web event's columns under the room's names (`status` and `rehearsal` read below). */
const webShowColumns = {
  ...roomShowColumns,
  id: webEvents.id,
  designerId: webEvents.designerId,
  title: webEvents.title,
  description: webEvents.description,
  coverImage: webEvents.coverImage,
  status: webEvents.status,
  rehearsal: sql<boolean>`false`,
  chatEnabled: webEvents.chatEnabled,
  scheduledAt: webEvents.scheduledAt,
  streamUrl: webEvents.streamUrl,
  replayUrl: webEvents.replayUrl,
  embed: webEvents.embed,
};

/** A web event's status as its room reads it. */
const ROOM_STATUS_OF: Record<WebEventStatus, EventStatus> = {
  draft: 'draft',
  published: 'scheduled',
  live: 'live',
  ended: 'ended',
};

/** A room's status move as its web event's lifecycle names it (cancelled has none). */
export const webEventStatusOf = (status: EventStatus): WebEventStatus | null =>
  status === 'scheduled' ? 'published' : status === 'cancelled' ? null : status;

type EventRow = typeof events.$inferSelect;
export type RoomShow = {
  [Field in Exclude<keyof typeof roomShowColumns, 'brandName'>]: EventRow[Field];
} & {
  brandName: string | null;
  /** Which kind of show has the room. */
  kind: 'event' | 'webEvent';
  /** The origins whose pages may show the room (a web event's embed); none for an event. */
  allowedOrigins: string[];
};
export type RoomShowField = keyof RoomShow;

/** The show's `fields` (only those: a room's reads are frequent), or null when there is none. */
export async function roomShowOf<const Field extends RoomShowField>(
  db: Queries,
  id: string,
  fields: readonly Field[],
): Promise<Pick<RoomShow, Field> | null> {
  const read = fields.filter(
    (field): field is Field & keyof typeof roomShowColumns =>
      field !== 'kind' && field !== 'allowedOrigins',
  );
  const joined = fields.includes('brandName' as Field);
  const columns = Object.fromEntries(read.map((field) => [field, roomShowColumns[field]]));
  const query = db
    .select({ ...columns, found: sql<number>`1` })
    .from(events)
    .$dynamic();
  if (joined) query.leftJoin(designers, eq(designers.userId, events.designerId));
  const [row] = await query.where(eq(events.id, id));
  if (row) {
    const { found: _found, ...show } = row;
    return { ...show, kind: 'event', allowedOrigins: [] } as unknown as Pick<RoomShow, Field>;
  }
  const webColumns = Object.fromEntries(read.map((field) => [field, webShowColumns[field]]));
  const webQuery = db
    .select({ ...webColumns, embed: webEvents.embed, webStatus: webEvents.status })
    .from(webEvents)
    .$dynamic();
  if (joined) webQuery.leftJoin(designers, eq(designers.userId, webEvents.designerId));
  const [web] = await webQuery.where(eq(webEvents.id, id));
  if (!web) return null;
  const { embed, webStatus, ...show } = web;
  const room: Record<string, unknown> = { ...show, kind: 'webEvent' };
  if (read.includes('status' as never)) room.status = ROOM_STATUS_OF[webStatus as WebEventStatus];
  if (fields.includes('allowedOrigins' as Field)) room.allowedOrigins = embed.allowedOrigins;
  return room as Pick<RoomShow, Field>;
}

/**
 * The show's members a room pushes and pins (show/members.ts): a marketplace event's
 * products and looks; a web event's web products (it has no looks).
 */
export const roomMembers = {
  products: {
    /** Of `ids`, those in the show, each with its kind, locked as `inShow` locks them. */
    inShow: async (
      db: Queries,
      showId: string,
      ids: readonly string[],
    ): Promise<Map<string, 'product' | 'webProduct'>> => {
      const found = new Map<string, 'product' | 'webProduct'>();
      for (const id of await eventProducts.inShow(db, showId, ids)) found.set(id, 'product');
      for (const id of await webEventMembers.inShow(db, showId, ids)) found.set(id, 'webProduct');
      return found;
    },
    /** Of `ids`, the active web products, as a room shows a product. */
    shownWebProducts: (db: Queries, ids: readonly string[]) =>
      db
        .select({
          id: webProducts.id,
          productName: webProducts.name,
          productPrice: webProducts.price,
          images: webProducts.images,
          currency: webProducts.currency,
        })
        .from(webProducts)
        .where(and(inArray(webProducts.id, [...ids]), eq(webProducts.status, 'active'))),
  },
  looks: eventLooks,
};

/**
 * The show a room's host calls about (its summary, a message's deletion): the user's to
 * manage (its designer, admin or staff), else a 404, as another designer's show is on the
 * API.
 */
export async function hostedRoomShow(db: Queries, user: User, id: string): Promise<void> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  const table = event ? events : webEvents;
  await ownedShow(db, table, user, id, async (db, where) => {
    const [row] = await db.select({ id: table.id }).from(table).where(where);
    return row ?? null;
  });
}

/** The show fields a chat message reads (live/rooms/chatPosting.ts). */
const chatShowColumns = {
  id: events.id,
  designerId: events.designerId,
  status: events.status,
  rehearsal: events.rehearsal,
  chatEnabled: events.chatEnabled,
};

/**
 * A chat message's read of its show, by the placeholder `id`: to `.prepare()` once, or run
 * as built (decision 0042). An event's, else a web event's read as its room reads it
 * (decision 0044): one statement, one round trip.
 */
export function chatShowRead(db: Queries) {
  return db
    .select(chatShowColumns)
    .from(events)
    .where(eq(events.id, sql.placeholder('id')))
    .unionAll(
      db
        .select({
          id: webEvents.id,
          designerId: webEvents.designerId,
          status:
            sql<EventStatus>`case ${webEvents.status} when 'published' then 'scheduled' else ${webEvents.status} end`.as(
              'status',
            ),
          rehearsal: sql<boolean>`false`.as('rehearsal'),
          chatEnabled: webEvents.chatEnabled,
        })
        .from(webEvents)
        .where(eq(webEvents.id, sql.placeholder('id'))),
    );
}
