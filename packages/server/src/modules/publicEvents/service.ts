import { isUuid } from '@runway-live/domain/access';
import { apiMessages, type PublicEvent, type PublicEventStatus } from '@runway-live/domain/api';
import { httpOriginOf } from '@runway-live/domain/schemas';
import { ApiError } from '../../errors';
import { roomAccess } from '../../live/rooms/access';
import { LiveRefusal } from '../../live/rooms/refusal';
import { cspSources } from '../../plugins/csp';
import type { Queries } from '../../resources/transaction';
import { roomShowOf, type RoomShowField } from '../show/room';

/**
 * What anyone may see of a show (issue 23): who may watch is the live room's rule
 * (live/rooms/access roomAccess, read as an anonymous viewer): a scheduled, live or ended
 * show that is not a rehearsal. The show is read through the show module's seam.
 */

/** The show's `fields` if anyone may watch it, else null. */
async function publicShow<const Field extends RoomShowField>(
  db: Queries,
  id: string,
  fields: readonly Field[],
) {
  try {
    await roomAccess(db, null, id);
  } catch (error) {
    if (error instanceof LiveRefusal) return null;
    throw error;
  }
  // A marketplace event's page: a web event is shown by the player (modules/publicPlayer).
  const show = await roomShowOf(db, id, [...fields, 'kind']);
  return show?.kind === 'event' ? show : null;
}

const orNull = (text: string) => (text === '' ? null : text);

/** GET /api/v2/public/events/:id's data: a show the viewer page shows anyone, else a 404. */
export async function publicEventOf(db: Queries, id: string): Promise<PublicEvent> {
  const show = await publicShow(db, id, [
    'id',
    'title',
    'description',
    'status',
    'scheduledAt',
    'coverImage',
    'streamUrl',
    'replayUrl',
    'chatEnabled',
    'brandName',
  ]);
  if (!show) throw new ApiError(404, apiMessages.notFound);
  return {
    _id: show.id,
    title: show.title,
    description: show.description,
    // roomAccess let only the public statuses through.
    status: show.status as PublicEventStatus,
    scheduledAt: show.scheduledAt ? show.scheduledAt.toISOString() : null,
    posterUrl: orNull(show.coverImage),
    streamUrl: orNull(show.streamUrl),
    replayUrl: orNull(show.replayUrl),
    chatEnabled: show.chatEnabled,
    brandName: show.brandName ?? '',
  };
}

/**
 * The origins the live viewer page (/video/event/:event_id) plays a show from: its stream
 * and replay, each read by the domain's address rule, for a show the page shows anyone.
 * Nothing for any other id.
 */
export async function viewerPageMedia(db: Queries, id: string): Promise<string[]> {
  if (!isUuid(id)) return [];
  const show = await publicShow(db, id, ['streamUrl', 'replayUrl']);
  return show ? cspSources([show.streamUrl, show.replayUrl], httpOriginOf) : [];
}
