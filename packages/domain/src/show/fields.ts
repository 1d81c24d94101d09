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
} from '../schemas/eventTime';
import { lookMoveSchema } from '../schemas/look';
import { designerIdField, objectIdField } from '../schemas/objectId';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { optionalUploadedImageName } from '../schemas/uploadedImage';
import { textField } from '../schemas/validators';
import { isHttpUrl } from '../schemas/webAddress';
import type { ShowLifecycle } from './lifecycle';

/**
 * The fields every show has, a marketplace event and a web event alike (decision 0024):
 * its designer, an optional Fashion Week, title, description, cover, start (a UTC instant
 * and the zone it was entered in), duration, stream and replay, and chat. Each kind adds its
 * own (an event's rehearsal flag, products and looks; a web event's group, captions, embed
 * origins and web products) beside these.
 */

const LIMIT = TEXT_LIMITS.event;

/** The shortest and longest show, in minutes (the column is an integer). */
export const EVENT_DURATION_RANGE = { min: 1, max: 1440 } as const;
export const DEFAULT_EVENT_DURATION = 60;

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
 * A field with the create's default, or without one for a PATCH (a left-out field is left
 * as it is). Typed by the schema itself, so a form's input keeps each field's type.
 */
export const showDefaults =
  (forPatch: boolean) =>
  <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);

/** The fields every show's create, PATCH and console form share, with their rules. */
export function showFields(forPatch: boolean) {
  const withDefault = showDefaults(forPatch);
  return {
    designerId: designerIdField().optional(),
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
  };
}

/**
 * What a show's create adds to its fields: `scheduledAt`, an ISO 8601 instant (any offset,
 * answered in UTC with Z) or null, and `move`, the call's word that a product already in
 * another show may move (409 naming it otherwise).
 */
export const showCreateFields = () => ({
  scheduledAt: instantField().nullable().default(null),
  move: lookMoveSchema,
});

/** A show's status, one of its lifecycle's. */
export const showStatusField = <Status extends string>(lifecycle: ShowLifecycle<Status>) =>
  z.enum(lifecycle.statuses, { error: `Must be one of ${lifecycle.statuses.join(', ')}` });

/**
 * What a show's PATCH adds to its fields (all of them optional there): the start, `status`
 * to move it through its lifecycle (409 for a move it does not allow), and `move`.
 */
export const showPatchFields = <Status extends string>(lifecycle: ShowLifecycle<Status>) => ({
  scheduledAt: instantField().nullable(),
  status: showStatusField(lifecycle),
  move: lookMoveSchema,
});

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

/** The API's body for a show form's values: the wall-clock start read in the chosen zone. */
export function showRequestOf<Form extends { scheduledLocal: string; timeZone: string }>(
  form: Form,
): Omit<Form, 'scheduledLocal'> & { scheduledAt: string | null } {
  const { scheduledLocal, ...fields } = form;
  const instant = scheduledLocal === '' ? null : zonedTimeToInstant(scheduledLocal, form.timeZone);
  return { ...fields, scheduledAt: instant ? instant.toISOString() : null };
}

/** A show form's start for a show's instant: its wall-clock time in the show's zone. */
export function showLocalStartOf(show: { scheduledAt: string | null; timeZone: string }): string {
  const instant = show.scheduledAt === null ? null : parseInstant(show.scheduledAt);
  return instant ? instantToZonedTime(instant, show.timeZone) : '';
}
