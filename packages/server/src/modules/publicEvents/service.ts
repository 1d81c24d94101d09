import { eq } from 'drizzle-orm';
import { apiMessages, type PublicEvent, type PublicEventStatus } from '@runway-live/domain/api';
import { httpOriginOf } from '@runway-live/domain/schemas';
import { isUuid } from '@runway-live/domain/access';
import { designers, events } from '../../db/schema';
import { ApiError } from '../../errors';
import { roomAccess } from '../../live/rooms/access';
import { LiveRefusal } from '../../live/rooms/refusal';
import { cspSources } from '../../plugins/csp';
import type { Queries } from '../../resources/transaction';

const orNull = (text: string) => (text === '' ? null : text);

/** Whether anyone may watch the show: the live room's rule, read as an anonymous viewer. */
async function isPublicShow(db: Queries, id: string): Promise<boolean> {
  try {
    await roomAccess(db, null, id);
    return true;
  } catch (error) {
    if (error instanceof LiveRefusal) return false;
    throw error;
  }
}

/**
 * GET /api/v2/public/events/:id: the show as the live viewer page shows it, when anyone may
 * watch it (a scheduled, live or ended show that is not a rehearsal); otherwise a 404.
 */
export async function publicEventOf(db: Queries, id: string): Promise<PublicEvent> {
  if (!(await isPublicShow(db, id))) throw new ApiError(404, apiMessages.notFound);
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      status: events.status,
      scheduledAt: events.scheduledAt,
      coverImage: events.coverImage,
      streamUrl: events.streamUrl,
      replayUrl: events.replayUrl,
      chatEnabled: events.chatEnabled,
      brandName: designers.brandName,
    })
    .from(events)
    .leftJoin(designers, eq(designers.userId, events.designerId))
    .where(eq(events.id, id));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    // isPublicShow let only the public statuses through.
    status: row.status as PublicEventStatus,
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    posterUrl: orNull(row.coverImage),
    streamUrl: orNull(row.streamUrl),
    replayUrl: orNull(row.replayUrl),
    chatEnabled: row.chatEnabled,
    brandName: row.brandName ?? '',
  };
}

/**
 * The origins the live viewer page (/video/event/:event_id) plays a show from: its stream
 * and replay, each read by the domain's address rule, for a show the page shows anyone (the
 * live room's rule, as GET /api/v2/public/events/:id reads it). Nothing for any other id.
 */
export async function viewerPageMedia(db: Queries, id: string): Promise<string[]> {
  if (!isUuid(id) || !(await isPublicShow(db, id))) return [];
  const [row] = await db
    .select({ streamUrl: events.streamUrl, replayUrl: events.replayUrl })
    .from(events)
    .where(eq(events.id, id));
  return row ? cspSources([row.streamUrl, row.replayUrl], httpOriginOf) : [];
}
