import * as z from 'zod';
import {
  checkLocalStart,
  localStartField,
  orderedIdList,
  showCreateFields,
  showDefaults,
  showFields,
  showLocalStartOf,
  showPatchFields,
  showRequestOf,
} from '../show/fields';
import { showLifecycle } from '../show/lifecycle';

/**
 * A live show (API.md, events row; spec 2.3 Events): a designer's marketplace event, a
 * show (show/fields.ts: start, duration, stream and replay, chat, an optional Fashion Week)
 * that adds its products and looks (the products and looks whose `eventId` is the event,
 * in the event's order) and a rehearsal flag (a private test show: the whole live
 * machinery, never listed publicly, notifying no one, in no report).
 */

export const EVENT_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * The lifecycle (API.md): draft → scheduled → live → ended, and draft | scheduled →
 * cancelled. Scheduling and going live need the designer's payment account, then an active
 * subscription (API.md, gates); a draft or cancelled event may be deleted (an announced show
 * is cancelled instead).
 */
export const EVENT_LIFECYCLE = showLifecycle({
  noun: 'An event',
  statuses: EVENT_STATUSES,
  labels: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    live: 'Live',
    ended: 'Ended',
    cancelled: 'Cancelled',
  },
  transitions: {
    draft: ['scheduled', 'cancelled'],
    scheduled: ['live', 'cancelled'],
    live: ['ended'],
    ended: [],
    cancelled: [],
  },
  gated: ['scheduled', 'live'],
  deletable: ['draft', 'cancelled'],
});

/** How the console names each status. */
export const EVENT_STATUS_LABELS = EVENT_LIFECYCLE.labels;
/** The moves the console offers from each status. */
export const EVENT_TRANSITIONS = EVENT_LIFECYCLE.transitions;
/** Null when an event may go from `from` to `to`, else the 409 naming both states. */
export const eventTransitionRefusal = EVENT_LIFECYCLE.refusal;
export const GATED_EVENT_STATUSES = EVENT_LIFECYCLE.gated;
export const DELETABLE_EVENT_STATUSES = EVENT_LIFECYCLE.deletable;

/** How many products and looks an event names at most. */
export const EVENT_PRODUCTS_MAX = 500;
export const EVENT_LOOKS_MAX = 100;

/** What an event adds to a show's fields. */
function eventFields(forPatch: boolean) {
  const withDefault = showDefaults(forPatch);
  return {
    ...showFields(forPatch),
    rehearsal: withDefault(z.boolean({ error: 'Must be true or false' }), false),
    /** The show's products, in order: products of the event's designer. */
    productIds: withDefault(orderedIdList(EVENT_PRODUCTS_MAX, 'products'), []),
    /** The show's looks, in order: looks of the event's designer. */
    lookIds: withDefault(orderedIdList(EVENT_LOOKS_MAX, 'looks'), []),
  };
}

/**
 * POST /api/v2/events: an event starts as a draft. A product or look that is in another
 * event moves only when the call says `move: true` (409 naming it otherwise), as a look's
 * products do.
 */
export const eventCreateSchema = z.object({ ...eventFields(false), ...showCreateFields() });
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/**
 * PATCH /api/v2/events/:id: the fields it names (a left-out field stays as it is), and
 * `status` to move the event through its lifecycle (409 for a move it does not allow).
 * `productIds` and `lookIds` replace the show's whole ordered lists.
 */
export const eventPatchSchema = z
  .object({ ...eventFields(true), ...showPatchFields(EVENT_LIFECYCLE) })
  .partial();
export type EventPatchInput = z.input<typeof eventPatchSchema>;
export type EventPatch = z.output<typeof eventPatchSchema>;

/**
 * The event form of the console: the start as the wall-clock time its date-time input
 * holds ('yyyy-MM-ddTHH:mm', empty for none) in the chosen `timeZone`; `eventRequestOf`
 * turns it into the API's instant.
 */
export const eventFormSchema = z
  .object({ ...eventFields(false), scheduledLocal: localStartField() })
  .superRefine(checkLocalStart);
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** The show's form rules under the names the event form has always used. */
export { showRequestOf as eventRequestOf, showLocalStartOf as eventLocalStartOf };
