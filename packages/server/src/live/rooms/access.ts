import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import { liveMessages, type LiveRoomRole } from '@runway-live/domain/live';
import { embedOriginOf, type EventStatus } from '@runway-live/domain/schemas';
import type { DesignerRow, UserRow } from '../../db/schema';
import { roomShowOf, type RoomShow } from '../../modules/show/room';
import { mayHost } from '../../resources/ownership';
import type { Queries } from '../../resources/transaction';
import { LiveRefusal } from './refusal';

/** Who may be in a show's room, and as what (decision live-protocol). */

/**
 * The live rooms' reads and writes (decision live-protocol). Everything a room shows comes
 * from the database, never from one process's memory, so several server processes serve
 * one room: the socket (live/socket.ts) parses, authorises with `roomAccess`, calls these,
 * and broadcasts what they answer.
 */

/** The statuses in which a show's room is open to everyone (a rehearsal never is). */
const PUBLIC_STATUSES: readonly EventStatus[] = ['scheduled', 'live', 'ended'];
/** The statuses in which the chat takes messages. */
export const CHAT_STATUSES: readonly EventStatus[] = ['scheduled', 'live'];

const LIVE_EVENT_FIELDS = ['id', 'designerId', 'status', 'rehearsal', 'chatEnabled'] as const;
export type LiveEvent = Pick<RoomShow, (typeof LIVE_EVENT_FIELDS)[number]>;

/** A signed-in caller: the account and its designer profile, as the database has them now. */
export type RoomCaller = {
  user: UserRow;
  designer: Pick<DesignerRow, 'applicationStatus'> | null;
};

/** The caller's role in a show's room: the one rule of who hosts (resources/ownership.ts). */
export function roomRoleOf(
  caller: RoomCaller | null,
  event: Pick<LiveEvent, 'designerId'>,
): LiveRoomRole {
  if (!caller) return 'anonymous';
  const { user, designer } = caller;
  if (!mayHost(user, designer, event.designerId)) return 'viewer';
  return isAdminOrStaff(effectiveRole(user)) ? 'moderator' : 'host';
}

export const isHostRole = (role: LiveRoomRole) => role === 'host' || role === 'moderator';

/** Where a socket comes from: its handshake's Origin and Host, and the console's origins. */
export type RoomOrigin = {
  origin: string | undefined;
  host: string | undefined;
  consoleOrigins: readonly string[];
};

/**
 * Whether a page on `from.origin` may be in a room whose show allows `allowed` (a web event's
 * embed origins; decision 0044): the server's own pages (the player, the viewer page: the
 * Origin's host is the Host called), the console's, and the allowed ones. The player framed
 * elsewhere is already refused by its page's frame-ancestors; this refuses a page elsewhere
 * that opens the socket itself. A client that sends no Origin is not a browser's page: the
 * rule is the browser's, as CORS is.
 */
export function originAllowed(from: RoomOrigin, allowed: readonly string[]): boolean {
  if (!from.origin) return true;
  if (from.consoleOrigins.includes(from.origin)) return true;
  if (allowed.some((origin) => embedOriginOf(origin) === from.origin)) return true;
  try {
    return from.host !== undefined && new URL(from.origin).host === from.host;
  } catch {
    return false;
  }
}

/**
 * The event and the caller's role in its room. Viewers see a scheduled, live or ended
 * public show; a draft, a cancelled show or a rehearsal is a not-found to all but its
 * designer, admin and staff (as another designer's event is a 404 on the API). A web event's
 * room also refuses a page on an origin its embed does not allow (`from`, on joining).
 */
export async function roomAccess(
  db: Queries,
  caller: RoomCaller | null,
  eventId: string,
  from?: RoomOrigin,
): Promise<{ event: LiveEvent; role: LiveRoomRole }> {
  // The show's fields through the show module's seam, whatever kind of show has the room.
  const show = await roomShowOf(db, eventId, [...LIVE_EVENT_FIELDS, 'kind', 'allowedOrigins']);
  const role = accessRoleOf(caller, show);
  const { kind, allowedOrigins, ...event } = show!;
  if (from && kind === 'webEvent' && !originAllowed(from, allowedOrigins)) {
    throw new LiveRefusal('forbidden', liveMessages.originNotAllowed);
  }
  return { event, role };
}

/** roomAccess's rule on a show already read (null: there is none): the role, or a not-found. */
export function accessRoleOf(caller: RoomCaller | null, event: LiveEvent | null): LiveRoomRole {
  if (!event) throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  const role = roomRoleOf(caller, event);
  if (!isHostRole(role) && (event.rehearsal || !PUBLIC_STATUSES.includes(event.status))) {
    throw new LiveRefusal('not-found', liveMessages.eventNotFound);
  }
  return role;
}

/** Who did a host's write (stored with it). */
export type Actor = Pick<UserRow, 'id' | 'roles'>;
