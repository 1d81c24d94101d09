import * as z from 'zod';
import { EVENT_STATUSES, eventCreateSchema, eventPatchSchema } from '../schemas/event';
import { instantField } from '../schemas/eventTime';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';
import { objectIdField } from '../schemas/objectId';

/**
 * /api/v2/events (API.md, events row). Designers see and change their own events; admin
 * and staff see all and name the designer when they create one.
 */

export const eventSortFields = [
  'scheduledAt',
  'title',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type EventSortField = (typeof eventSortFields)[number];

const id = () => objectIdField().optional();
const status = () =>
  z.enum(EVENT_STATUSES, { error: `Must be one of ${EVENT_STATUSES.join(', ')}` }).optional();

/**
 * The range filters of the list and the calendar: events whose start is at or after `from`
 * and before `to` (ISO 8601 instants, any offset). An event without a start is in no range.
 */
const rangeFilters = {
  from: instantField().optional(),
  to: instantField().optional(),
};

/**
 * GET /api/v2/events: search on the title; filters status, from/to (the start), designerId
 * (admin and staff; a designer's list is their own whatever it says), containerId and
 * rehearsal. The default order is the start, latest first (events without one first).
 */
export const eventListQuerySchema = listQuerySchema(eventSortFields, {
  designerId: id(),
  containerId: id(),
  status: status(),
  ...rangeFilters,
  rehearsal: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .transform((text) => text === 'true')
    .optional(),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export type EventListFilter = z.output<typeof eventListQuerySchema>;

/** The longest range the calendar answers: a month's grid of six weeks, and some. */
export const EVENT_CALENDAR_MAX_DAYS = 45;
/** The most events one calendar answer carries (`total` says how many matched). */
export const EVENT_CALENDAR_MAX_ITEMS = 500;

export const calendarRangeMessage = `to: Must be after from and at most ${EVENT_CALENDAR_MAX_DAYS} days after it`;

/**
 * GET /api/v2/events/calendar: the events that start in [from, to) (both required, at most
 * EVENT_CALENDAR_MAX_DAYS apart), by start, with the fields a month or week view shows.
 */
export const eventCalendarQuerySchema = z
  .object({
    from: instantField(),
    to: instantField(),
    designerId: id(),
    containerId: id(),
    status: status(),
  })
  .refine(
    ({ from, to }) => {
      const span = Date.parse(to) - Date.parse(from);
      return span > 0 && span <= EVENT_CALENDAR_MAX_DAYS * 86_400_000;
    },
    { error: calendarRangeMessage, path: ['to'] },
  );
export type EventCalendarQuery = z.input<typeof eventCalendarQuerySchema>;
export type EventCalendarFilter = z.output<typeof eventCalendarQuerySchema>;

export const apiEventSchema = z.object({
  designerId: z.string(),
  /** The designer's brand, in list items (the list names the designer; the detail does not). */
  designerBrand: z.string().optional(),
  containerId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  /** The start, a UTC instant (ISO 8601 with Z); null until it is set. */
  scheduledAt: z.string().nullable(),
  /** The IANA time zone the start was entered in: the console shows it in this zone. */
  timeZone: z.string(),
  durationMinutes: z.number(),
  streamUrl: z.string(),
  replayUrl: z.string(),
  chatEnabled: z.boolean(),
  rehearsal: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  /** The show's products and looks, in the event's order. */
  productIds: z.array(z.string()),
  lookIds: z.array(z.string()),
  ...objectMetaFields,
});
export type ApiEvent = z.infer<typeof apiEventSchema>;

/** One event of the calendar: what a month or week view shows. */
export const apiCalendarEventSchema = apiEventSchema
  .pick({
    title: true,
    status: true,
    timeZone: true,
    durationMinutes: true,
    designerId: true,
    containerId: true,
    rehearsal: true,
  })
  .extend({
    _id: z.string(),
    scheduledAt: z.string(),
    designerBrand: z.string(),
  });
export type ApiCalendarEvent = z.infer<typeof apiCalendarEventSchema>;

export const eventCalendarResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(apiCalendarEventSchema),
    /** How many events matched; above items.length when the answer was cut at the maximum. */
    total: z.number().int().min(0),
  }),
});
export type EventCalendarResponse = z.infer<typeof eventCalendarResponseSchema>;

export const eventListResponseSchema = listResponseSchema(apiEventSchema);
export const eventResponseSchema = dataResponseSchema(apiEventSchema);
export const createEventRequestSchema = eventCreateSchema;
export const updateEventRequestSchema = eventPatchSchema;
