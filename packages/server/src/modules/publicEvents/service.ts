import { eq } from 'drizzle-orm';
import { isUuid } from '@runway-live/domain/access';
import { httpOriginOf } from '@runway-live/domain/schemas';
import { events } from '../../db/schema';
import { roomAccess } from '../../live/rooms/access';
import { LiveRefusal } from '../../live/rooms/refusal';
import { cspSources } from '../../plugins/csp';
import type { Queries } from '../../resources/transaction';

/**
 * The origins the live viewer page (/video/event/:event_id) plays a show from: its stream
 * and replay, each read by the domain's address rule, for a show the page shows anyone (the
 * live room's rule, as GET /api/v2/public/events/:id reads it). Nothing for any other id.
 */
export async function viewerPageMedia(db: Queries, id: string): Promise<string[]> {
  if (!isUuid(id)) return [];
  try {
    await roomAccess(db, null, id);
  } catch (error) {
    if (error instanceof LiveRefusal) return [];
    throw error;
  }
  const [row] = await db
    .select({ streamUrl: events.streamUrl, replayUrl: events.replayUrl })
    .from(events)
    .where(eq(events.id, id));
  return row ? cspSources([row.streamUrl, row.replayUrl], httpOriginOf) : [];
}
