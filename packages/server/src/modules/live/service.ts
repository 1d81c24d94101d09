import { type LiveMessage, type LiveSummary } from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { roomAccess } from '../../live/rooms/access';
import { liveSummaryOf } from '../../live/rooms/counters';
import { deleteMessage, messageHistory } from '../../live/rooms/messages';
import { LiveRefusal } from '../../live/rooms/refusal';
import type { Queries } from '../../resources/transaction';
import { hostedRoomShow } from '../show/room';

/**
 * The live rooms' API (API.md "Live"): what the socket does, over HTTP. The rooms' rules
 * are live/rooms'; this adds the API's: a live refusal is an API error, and a console
 * route's show is one the caller manages (the show module's hostedRoomShow: another
 * designer's is a 404).
 */

/** A live refusal of a shared rule, as the API answers it. */
function apiErrorOf(error: unknown): unknown {
  if (!(error instanceof LiveRefusal)) return error;
  return new ApiError(error.code === 'not-found' ? 404 : 400, error.message);
}

/**
 * GET /api/v2/events/:id/messages: the history of a show the viewer may watch (the room's
 * rule, `roomAccess`), as they may see it.
 */
export async function chatHistory(
  db: Queries,
  viewer: UserRow | null,
  eventId: string,
  query: { after?: string | undefined; limit: number },
): Promise<{ items: LiveMessage[]; hasMore: boolean }> {
  try {
    await roomAccess(db, viewer, eventId);
    return await messageHistory(db, viewer, eventId, query);
  } catch (error) {
    throw apiErrorOf(error);
  }
}

/** GET /api/v2/events/:id/live-summary: a show the caller manages. */
export async function liveSummary(
  db: Queries,
  user: UserRow,
  eventId: string,
): Promise<LiveSummary> {
  await hostedRoomShow(db, user, eventId);
  return liveSummaryOf(db, eventId);
}

/** DELETE /api/v2/events/:id/messages/:messageId: a message of a show the caller manages. */
export async function deleteChatMessage(
  ctx: AppContext,
  user: UserRow,
  eventId: string,
  messageId: string,
): Promise<void> {
  await hostedRoomShow(ctx.database.db, user, eventId);
  try {
    await deleteMessage(ctx, user, eventId, messageId);
  } catch (error) {
    throw apiErrorOf(error);
  }
}
