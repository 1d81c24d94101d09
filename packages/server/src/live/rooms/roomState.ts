import type {
  LiveChatSettings,
  LiveCode,
  LivePinnedMessage,
  LiveProducts,
  LiveStatus,
} from '@runway-live/domain/live';
import { batchLoader } from '../../auth/batchLoader';
import type { Queries } from '../../resources/transaction';
import { codeOf } from './codes';
import { pinnedOf } from './messages';
import { productsOf } from './products';
import { chatSettingsOf, statusOf } from './status';

/** What every join is sent, whoever joins: the room as it is now. */
export type RoomState = {
  status: LiveStatus;
  products: LiveProducts;
  chatSettings: LiveChatSettings;
  pinned: LivePinnedMessage;
  code: LiveCode;
};

/** The room's state, read now: five reads, one after another. */
export async function readRoomState(db: Queries, eventId: string): Promise<RoomState> {
  return {
    status: await statusOf(db, eventId),
    products: await productsOf(db, eventId),
    chatSettings: await chatSettingsOf(db, eventId),
    pinned: await pinnedOf(db, eventId),
    code: await codeOf(db, eventId),
  };
}

/**
 * The room's state for the joins of one turn, read once per room (issue 31: a show opening
 * to 10 000 viewers at once read the same five rows for each of them). Every join asks after
 * it has entered the room's socket.io room and opened its viewer session, and the one read
 * starts on the next turn, after all of its askers did: a change after that read reaches
 * them as the room's broadcast, as it did with a read each. `shared` false (the live layer
 * `joinStateShared` off, for `pnpm bench live`) reads it for each join.
 */
export function roomStateReader(
  db: Queries,
  shared: boolean,
): (eventId: string) => Promise<RoomState> {
  if (!shared) return (eventId) => readRoomState(db, eventId);
  const load = batchLoader(async (eventIds: string[]) => {
    const states = await Promise.all(
      eventIds.map(async (eventId) => [eventId, await readRoomState(db, eventId)] as const),
    );
    return new Map(states);
  });
  return async (eventId) => (await load(eventId))!;
}
