import * as z from 'zod/mini';
import { messages } from '../messages';

/**
 * What the embeddable player reports (POST /api/v2/public/player-events, issue 22): a view
 * session (start, a heartbeat every PLAYER_HEARTBEAT_SEC, end) and product clicks, for the
 * reports. Anonymous: `viewerId` is a random uuid the player keeps in localStorage. Bounded
 * (ids are uuids, `at` an ISO instant) and never trusted for anything but counting.
 *
 * zod/mini: the player page sends these within its budget (see ../api/player).
 */

/** How often the player says a session is still open, in seconds. */
export const PLAYER_HEARTBEAT_SEC = 30;

export const PLAYER_EVENT_TYPES = [
  'session-start',
  'heartbeat',
  'session-end',
  'product-click',
] as const;
export type PlayerEventType = (typeof PLAYER_EVENT_TYPES)[number];

const idField = () => z.uuid({ error: messages.idInvalid });

const sessionFields = {
  webEventId: idField(),
  viewerId: idField(),
  /** When the viewer's browser says it happened (UTC, e.g. '2026-11-25T04:30:00.000Z'). */
  at: z.optional(z.iso.datetime({ error: 'Must be an ISO 8601 UTC instant' })),
};

const sessionEvent = <Type extends 'session-start' | 'heartbeat' | 'session-end'>(type: Type) =>
  z.strictObject({ type: z.literal(type), ...sessionFields });

export const playerEventSchema = z.discriminatedUnion('type', [
  sessionEvent('session-start'),
  sessionEvent('heartbeat'),
  sessionEvent('session-end'),
  z.strictObject({
    type: z.literal('product-click'),
    webEventId: idField(),
    viewerId: idField(),
    productId: idField(),
  }),
]);
export type PlayerEvent = z.infer<typeof playerEventSchema>;
export type PlayerEventInput = z.input<typeof playerEventSchema>;
