import * as z from 'zod';
import { messages } from '../messages';
import { isProductDate } from './product';
import { TEXT_LIMITS } from './textLimits';
import { optionalUploadedImageName } from './uploadedImage';
import { textField } from './validators';

const LIMIT = TEXT_LIMITS.container;

/**
 * A Fashion Week (API.md, containers row): a title, a description, a cover image, a city,
 * its first and last days as calendar dates ('yyyy-MM-dd', no time and no zone: a week
 * in New York runs from its first day to its last wherever it is read), and a status.
 * Admin and staff write them; everyone signed in sees the published ones.
 */

export const CONTAINER_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/** The form's and the API's messages (invented wording: the spec shows none). */
export const containerMessages = {
  statusInvalid: 'Must be draft, published or archived',
  dateInvalid: 'Must be a date (yyyy-MM-dd)',
  endBeforeStart: 'The end date must be on or after the start date',
  /** DELETE of a Fashion Week that still holds shows (409): they would lose their week. */
  hasEvents: (events: number, webEvents: number) => {
    const parts = [
      events > 0 ? `${events} ${events === 1 ? 'event' : 'events'}` : null,
      webEvents > 0 ? `${webEvents} ${webEvents === 1 ? 'web event' : 'web events'}` : null,
    ].filter((part) => part !== null);
    return `This Fashion Week holds ${parts.join(' and ')}, so it cannot be deleted. Move them to another Fashion Week, or archive it instead.`;
  },
} as const;

/**
 * A first or last day: 'yyyy-MM-dd' naming a real day, in the years a product's dates take
 * (PRODUCT_DATE_YEARS: a year like 0026 is a typo, and PostgreSQL and JavaScript read such
 * years apart). Blank is 'This field is required'.
 */
function calendarDate() {
  return textField(containerMessages.dateInvalid)
    .trim()
    .min(1, { error: messages.required })
    .refine((value) => value === '' || isProductDate(value), {
      error: containerMessages.dateInvalid,
    });
}

function containerFields(forPatch: boolean) {
  const withDefault = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);
  return z.object({
    title: textField(messages.required)
      .trim()
      .min(1, { error: messages.required })
      .max(LIMIT.title),
    description: withDefault(textField('Must be text').trim().max(LIMIT.description), ''),
    coverImage: withDefault(optionalUploadedImageName(), ''),
    city: textField(messages.required).trim().min(1, { error: messages.required }).max(LIMIT.city),
    startDate: calendarDate(),
    endDate: calendarDate(),
    status: withDefault(
      z.enum(CONTAINER_STATUSES, { error: containerMessages.statusInvalid }),
      'draft',
    ),
  });
}

type DateRange = { startDate?: string | undefined; endDate?: string | undefined };

/**
 * The end is on or after the start (a one-day week starts and ends the same day). Calendar
 * dates compare as text. Said under endDate, the field to change.
 */
function endNotBeforeStart(range: DateRange): boolean {
  return (
    range.startDate === undefined || range.endDate === undefined || range.endDate >= range.startDate
  );
}
const dateOrder = { error: containerMessages.endBeforeStart, path: ['endDate'] };

/** The Fashion Week form and POST /api/v2/containers. */
export const containerFormSchema = containerFields(false).refine(endNotBeforeStart, dateOrder);
export type ContainerFormInput = z.input<typeof containerFormSchema>;
export type ContainerFormValues = z.output<typeof containerFormSchema>;

/**
 * PATCH /api/v2/containers/:id: any of the fields; a left-out field stays as it is. When
 * both dates are named they are checked here; when one is, the server checks it against
 * the stored other under the row's lock.
 */
export const containerPatchSchema = containerFields(true)
  .partial()
  .refine(endNotBeforeStart, dateOrder);
export type ContainerPatch = z.output<typeof containerPatchSchema>;

/** A 'yyyy-MM-dd' calendar date's day in `zone`, of an instant. */
function calendarDateIn(instant: Date, zone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    // An unknown zone name: the instant's day in UTC, where the API answers it.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Whether an event's day falls outside its Fashion Week's days: a warning the console
 * shows beside the event, never a refusal (issue 21). The event's day is its start's
 * calendar date in the event's time zone (`zone`, an IANA name such as 'America/New_York'),
 * so a show at 23:00 in New York on the week's last day is inside it, though it is the
 * next day in UTC. An event with no start yet is not outside. `eventStart` is an instant:
 * a Date, or an API timestamp (ISO 8601 with its offset).
 */
export function eventOutsideContainer(
  eventStart: Date | string | null | undefined,
  zone: string,
  container: { startDate: string; endDate: string },
): boolean {
  if (eventStart === null || eventStart === undefined) return false;
  const instant = typeof eventStart === 'string' ? new Date(Date.parse(eventStart)) : eventStart;
  if (Number.isNaN(instant.getTime())) return false;
  const day = calendarDateIn(instant, zone);
  return day < container.startDate || day > container.endDate;
}
