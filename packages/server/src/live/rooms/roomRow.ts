import { eq } from 'drizzle-orm';
import { liveRooms } from '../../db/schema';
import type { Queries, Transaction } from '../../resources/transaction';

/** The room's row (live_rooms): its settings and what is pinned and highlighted. */

type RoomRow = typeof liveRooms.$inferSelect;

const EMPTY_ROOM = (eventId: string): RoomRow => ({
  eventId,
  slowModeSec: 0,
  blockedWords: [],
  pinnedMessageId: null,
  highlightedProductIds: [],
  soldOutProductIds: [],
  pinnedLookId: null,
  peakViewers: 0,
  updatedAt: new Date(0),
});

export async function readRoom(db: Queries, eventId: string): Promise<RoomRow> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.eventId, eventId));
  return row ?? EMPTY_ROOM(eventId);
}

/**
 * The room's row, made if it is not there yet, and locked until the transaction ends: the
 * host's writes to one room run one after the other, each reading what the last left.
 */
export async function lockRoom(tx: Transaction, eventId: string): Promise<RoomRow> {
  await tx.insert(liveRooms).values({ eventId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(liveRooms)
    .where(eq(liveRooms.eventId, eventId))
    .for('update');
  return row!;
}
