import { eq, sql } from 'drizzle-orm';
import { designers, events } from '../../db/schema';
import type { Queries } from '../../resources/transaction';
import { eventLooks, eventProducts } from '../events/repository';
import { ownedShow, type User } from './service';

/**
 * What a live room and its public page read of their show (decision 0024): the seam between
 * the live rooms (live/rooms/*, modules/publicEvents) and the kinds of show. The rooms name
 * the show fields they need; this file alone knows which table holds the show. Marketplace
 * events have rooms today; when web events get theirs (the live issue after issue 28), their
 * table is read here and the rooms' access, status and chat settings stay as they are.
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

type EventRow = typeof events.$inferSelect;
export type RoomShow = {
  [Field in Exclude<keyof typeof roomShowColumns, 'brandName'>]: EventRow[Field];
} & {
  brandName: string | null;
};
export type RoomShowField = keyof RoomShow;

/** The show's `fields` (only those: a room's reads are frequent), or null when there is none. */
export async function roomShowOf<const Field extends RoomShowField>(
  db: Queries,
  id: string,
  fields: readonly Field[],
): Promise<Pick<RoomShow, Field> | null> {
  const columns = Object.fromEntries(fields.map((field) => [field, roomShowColumns[field]]));
  const query = db.select(columns).from(events).$dynamic();
  if (fields.includes('brandName' as Field)) {
    query.leftJoin(designers, eq(designers.userId, events.designerId));
  }
  const [row] = await query.where(eq(events.id, id));
  return (row as Pick<RoomShow, Field> | undefined) ?? null;
}

/**
 * The show's members a room pushes and pins (show/members.ts): a marketplace event's
 * products and looks.
 */
export const roomMembers = { products: eventProducts, looks: eventLooks };

/**
 * The show a room's host calls about (its summary, a message's deletion): the user's to
 * manage (its designer, admin or staff), else a 404, as another designer's show is on the
 * API.
 */
export async function hostedRoomShow(db: Queries, user: User, id: string): Promise<void> {
  await ownedShow(db, events, user, id, async (db, where) => {
    const [row] = await db.select({ id: events.id }).from(events).where(where);
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
 * as built (decision 0042).
 */
export function chatShowRead(db: Queries) {
  return db
    .select(chatShowColumns)
    .from(events)
    .where(eq(events.id, sql.placeholder('id')));
}
