import { liveMessages } from '@runway-live/domain/live';
import type { EventStatus } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { LiveRefusal } from '../../live/rooms/refusal';
import { updateEvent } from '../events/service';
import { updateWebEvent } from '../webEvents/service';
import { roomShowOf, webEventStatusOf } from './room';
import type { Caller } from './service';

/**
 * A room host's change to its show (the socket's change_status and chat_enabled): by the
 * same rule as the show's PATCH, whichever kind it is (decision 0044). A web event's status
 * is named as its room reads it (scheduled is published) and answered the same way.
 */
export async function updateRoomShow(
  ctx: AppContext,
  caller: Caller,
  id: string,
  patch: { status?: EventStatus; chatEnabled?: boolean },
): Promise<{ status: EventStatus }> {
  const show = await roomShowOf(ctx.database.db, id, ['kind']);
  if (!show) throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  if (show.kind === 'event') {
    const event = await updateEvent(ctx, caller, id, patch);
    return { status: event.status };
  }
  const { status, ...fields } = patch;
  const webStatus = status === undefined ? undefined : webEventStatusOf(status);
  if (webStatus === null) {
    throw new LiveRefusal('invalid-payload', liveMessages.webEventNotCancelled);
  }
  const updated = await updateWebEvent(ctx, caller, id, {
    ...fields,
    ...(webStatus === undefined ? {} : { status: webStatus }),
  });
  return { status: updated.status === 'published' ? 'scheduled' : updated.status };
}
