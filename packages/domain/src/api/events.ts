import * as z from 'zod';
import { EVENT_LIFECYCLE, eventCreateSchema, eventPatchSchema } from '../schemas/event';
import { instantField } from '../schemas/eventTime';
import {
  apiShowSchema,
  showFilters,
  showListQuerySchema,
  showSortFields,
  type ShowSortField,
} from '../show/api';
import { dataResponseSchema } from './common';
import { listResponseSchema } from './lists';

/**
 * /api/v2/events (API.md, events row). Designers see and change their own events; admin
 * and staff see all and name the designer when they create one.
 */

export const eventSortFields = showSortFields;
export type EventSortField = ShowSortField;

/**
 * The range filters of the list and the calendar: events whose start is at or after `from`
 * and before `to` (ISO 8601 instants, any offset). An event without a start is in no range.
 */
const rangeFilters = {
  from: instantField().optional(),
  to: instantField().optional(),
};

/**
 * GET /api/v2/events: search on the title; the show's filters (status, designerId,
 * containerId), from/to (the start) and rehearsal. The default order is the start, latest
 * first (events without one first).
 */
export const eventListQuerySchema = showListQuerySchema(EVENT_LIFECYCLE, {
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
    ...showFilters(EVENT_LIFECYCLE),
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

/** An event: a show with its rehearsal flag and its looks, in the event's order. */
export const apiEventSchema = apiShowSchema(EVENT_LIFECYCLE).extend({
  rehearsal: z.boolean(),
  lookIds: z.array(z.string()),
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

/** The events' contract: what the server's routes take and answer and the console reads. */
export const eventContract = {
  listQuery: eventListQuerySchema,
  list: eventListResponseSchema,
  one: eventResponseSchema,
  create: createEventRequestSchema,
  update: updateEventRequestSchema,
};
