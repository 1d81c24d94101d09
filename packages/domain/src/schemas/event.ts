import * as z from 'zod';
import { messages } from '../messages';
import {
  DEFAULT_EVENT_TIME_ZONE,
  instantField,
  instantToZonedTime,
  LOCAL_DATE_TIME,
  parseInstant,
  timeZoneField,
  zonedTimeToInstant,
} from './eventTime';
import { lookMoveSchema } from './look';
import { TEXT_LIMITS } from './textLimits';
import { optionalUploadedImageName } from './uploadedImage';
import { textField } from './validators';
import { isHttpUrl } from './webAddress';
import { objectIdField } from './objectId';

const LIMIT = TEXT_LIMITS.event;

/**
 * A live show (API.md, events row; spec 2.3 Events): a designer's event with its start (a
 * UTC instant and the time zone it was entered in), duration, stream and replay, chat, an
 * optional container (Fashion Week), its products and looks (the products and looks whose
 * `eventId` is the event, in the event's order), and a rehearsal flag (a private test show:
 * the whole live machinery, never listed publicly, notifying no one, in no report).
 */

export const EVENT_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How the console names each status. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/**
 * The lifecycle (API.md): draft → scheduled → live → ended, and draft | scheduled →
 * cancelled. Read it through `eventTransitionRefusal`; the console offers the actions
 * `EVENT_TRANSITIONS[status]` lists.
 */
export const EVENT_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  draft: ['scheduled', 'cancelled'],
  scheduled: ['live', 'cancelled'],
  live: ['ended'],
  ended: [],
  cancelled: [],
};

/**
 * The one rule of the event lifecycle: null when an event may go from `from` to `to`, else
 * the 409 message naming both states ("An event cannot go from ended to live.").
 */
export function eventTransitionRefusal(from: EventStatus, to: EventStatus): string | null {
  return EVENT_TRANSITIONS[from].includes(to) ? null : `An event cannot go from ${from} to ${to}.`;
}

/**
 * The transitions that start a show for an audience: scheduling and going live need the
 * designer's payment account, then an active subscription (API.md, gates).
 */
export const GATED_EVENT_STATUSES: readonly EventStatus[] = ['scheduled', 'live'];

/** The statuses in which an event may be deleted (an announced show is cancelled instead). */
export const DELETABLE_EVENT_STATUSES: readonly EventStatus[] = ['draft', 'cancelled'];

/**
 * Whether a designer's payment account is set up: its provider object holds a loginLink
 * (spec section 3), the same rule as the console's banner.
 */
export function hasPaymentAccount(designer: {
  payment: { loginLink: string | null } | null | undefined;
}): boolean {
  return Boolean(designer.payment?.loginLink);
}

/** The shortest and longest show, in minutes (the column is an integer). */
export const EVENT_DURATION_RANGE = { min: 1, max: 1440 } as const;
export const DEFAULT_EVENT_DURATION = 60;

/** How many products and looks an event names at most. */
export const EVENT_PRODUCTS_MAX = 500;
export const EVENT_LOOKS_MAX = 100;

export const STREAM_URL_MESSAGE = 'Must be an http(s) address of an HLS (.m3u8) or MP4 stream';

/** A playback address (HLS or MP4) over http(s), or empty. */
function streamUrlField() {
  return textField(STREAM_URL_MESSAGE)
    .trim()
    .max(LIMIT.url)
    .refine((text) => text === '' || isHttpUrl(text), {
      error: STREAM_URL_MESSAGE,
    });
}

/**
 * An ordered list of ids, each once: an event's products and looks, a web event's products,
 * a web event group's web events. `holder` starts the too-many message.
 */
export const orderedIdList = (max: number, what: string, holder = 'An event') =>
  z
    .array(objectIdField())
    .max(max, { error: `${holder} names at most ${max} ${what}` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: `A ${what.slice(0, -1)} is listed twice`,
    });

const durationField = () =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number of minutes' })
    .min(EVENT_DURATION_RANGE.min, { error: `Must be at least ${EVENT_DURATION_RANGE.min} minute` })
    .max(EVENT_DURATION_RANGE.max, {
      error: `Must be at most ${EVENT_DURATION_RANGE.max} minutes (24 hours)`,
    });

/**
 * The fields the console's form and the API share; the create's defaults are no PATCH's
 * (a left-out field is left as it is), as for looks.
 */
function sharedFields(forPatch: boolean) {
  // Typed by the schema itself, so the form's input keeps each field's type.
  const withDefault = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);
  return {
    designerId: z.uuid({ error: 'Designer Id is invalid' }).optional(),
    containerId: withDefault(objectIdField().nullable(), null),
    title: textField(messages.required)
      .trim()
      .min(1, { error: messages.required })
      .max(LIMIT.title),
    description: withDefault(textField('Must be text').trim().max(LIMIT.description), ''),
    coverImage: withDefault(optionalUploadedImageName(), ''),
    timeZone: withDefault(timeZoneField(), DEFAULT_EVENT_TIME_ZONE),
    durationMinutes: withDefault(durationField(), DEFAULT_EVENT_DURATION),
    streamUrl: withDefault(streamUrlField(), ''),
    replayUrl: withDefault(streamUrlField(), ''),
    chatEnabled: withDefault(z.boolean({ error: 'Must be true or false' }), true),
    rehearsal: withDefault(z.boolean({ error: 'Must be true or false' }), false),
    /** The show's products, in order: products of the event's designer. */
    productIds: withDefault(orderedIdList(EVENT_PRODUCTS_MAX, 'products'), []),
    /** The show's looks, in order: looks of the event's designer. */
    lookIds: withDefault(orderedIdList(EVENT_LOOKS_MAX, 'looks'), []),
  };
}

/**
 * POST /api/v2/events: an event starts as a draft. `scheduledAt` is an ISO 8601 instant
 * (any offset, answered in UTC with Z) or null; `timeZone` the IANA zone it was entered in.
 * A product or look that is in another event moves only when the call says `move: true`
 * (409 naming it otherwise), as a look's products do.
 */
export const eventCreateSchema = z.object({
  ...sharedFields(false),
  scheduledAt: instantField().nullable().default(null),
  move: lookMoveSchema,
});
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/**
 * PATCH /api/v2/events/:id: the fields it names (a left-out field stays as it is), and
 * `status` to move the event through its lifecycle (409 for a move it does not allow).
 * `productIds` and `lookIds` replace the show's whole ordered lists.
 */
export const eventPatchSchema = z
  .object({
    ...sharedFields(true),
    scheduledAt: instantField().nullable(),
    status: z.enum(EVENT_STATUSES, { error: `Must be one of ${EVENT_STATUSES.join(', ')}` }),
    move: lookMoveSchema,
  })
  .partial();
export type EventPatchInput = z.input<typeof eventPatchSchema>;
export type EventPatch = z.output<typeof eventPatchSchema>;

export const LOCAL_DATE_TIME_MESSAGE = 'Must be a date and time';

/** A form's wall-clock start ('yyyy-MM-ddTHH:mm', or empty for none), as its input holds it. */
export function localStartField() {
  return textField(LOCAL_DATE_TIME_MESSAGE)
    .trim()
    .refine((text) => text === '' || LOCAL_DATE_TIME.test(text), {
      error: LOCAL_DATE_TIME_MESSAGE,
    })
    .default('');
}

/** The wall-clock start names a time that exists in the chosen zone (the forms' refinement). */
export function checkLocalStart(
  form: { scheduledLocal: string; timeZone: string },
  context: z.RefinementCtx,
): void {
  if (form.scheduledLocal !== '' && !zonedTimeToInstant(form.scheduledLocal, form.timeZone)) {
    context.addIssue({
      code: 'custom',
      path: ['scheduledLocal'],
      message: LOCAL_DATE_TIME_MESSAGE,
    });
  }
}

/**
 * The event form of the console: the start as the wall-clock time its date-time input
 * holds ('yyyy-MM-ddTHH:mm', empty for none) in the chosen `timeZone`; `eventRequestOf`
 * turns it into the API's instant.
 */
export const eventFormSchema = z
  .object({
    ...sharedFields(false),
    scheduledLocal: localStartField(),
  })
  .superRefine(checkLocalStart);
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** The API's body for the form's values: the wall-clock start read in the chosen zone. */
export function eventRequestOf<Form extends { scheduledLocal: string; timeZone: string }>(
  form: Form,
): Omit<Form, 'scheduledLocal'> & { scheduledAt: string | null } {
  const { scheduledLocal, ...fields } = form;
  const instant = scheduledLocal === '' ? null : zonedTimeToInstant(scheduledLocal, form.timeZone);
  return { ...fields, scheduledAt: instant ? instant.toISOString() : null };
}

/** The form's start for an event's instant: its wall-clock time in the event's zone. */
export function eventLocalStartOf(event: { scheduledAt: string | null; timeZone: string }): string {
  const instant = event.scheduledAt === null ? null : parseInstant(event.scheduledAt);
  return instant ? instantToZonedTime(instant, event.timeZone) : '';
}
