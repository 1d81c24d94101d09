import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createEventRequestSchema,
  EVENT_CALENDAR_MAX_DAYS,
  EVENT_CALENDAR_MAX_ITEMS,
  eventCalendarQuerySchema,
  eventCalendarResponseSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  updateEventRequestSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import { errorResponses } from '../../resources/routeSchemas';
import {
  createEvent,
  deleteEvent,
  eventCalendar,
  getEvent,
  listEvents,
  updateEvent,
} from './service';

const tags = ['events'];

/**
 * /api/v2/events: every console role; a designer sees and changes only their own events
 * (another designer's id is a 404), admin and staff all of them. Creating declares the
 * subscription gate (402); scheduling and going live (PATCH with status scheduled or live)
 * need the designer's payment account first (403, code payment-account-required), then the
 * subscription (402), checked by the service since they depend on the body.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Before the CRUD routes' /:id, so "calendar" is never read as an id.
  app.get(
    '/api/v2/events/calendar',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'The events starting in a range (a month or week view), by start',
        description: `from and to (ISO 8601 instants, to exclusive, at most ${EVENT_CALENDAR_MAX_DAYS} days apart) are required; filters designerId, containerId, status. At most ${EVENT_CALENDAR_MAX_ITEMS} items, by start; total counts every match. A designer sees their own events only.`,
        querystring: eventCalendarQuerySchema,
        response: { 200: eventCalendarResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await eventCalendar(ctx, requireUser(request), request.query),
    }),
  );

  crudRoutes(app, {
    path: '/api/v2/events',
    tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: {
      listQuery: eventListQuerySchema,
      list: eventListResponseSchema,
      one: eventResponseSchema,
      create: createEventRequestSchema,
      update: updateEventRequestSchema,
    },
    gates: { create: 'subscription' },
    list: {
      summary: 'Events page by page; search on the title',
      description:
        'Filters: status, from/to (the start: from inclusive, to exclusive, ISO 8601 instants), designerId, containerId, rehearsal=true|false. Default order: scheduledAt:desc. Each event carries productIds and lookIds in the show’s order.',
      read: (query, request) => listEvents(ctx, requireUser(request), query),
    },
    get: {
      summary: 'One event (404 for another designer’s)',
      read: (id, request) => getEvent(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add an event (a draft)',
      description:
        'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). containerId must be a Fashion Week (400); productIds and lookIds the designer’s own (400 naming the first that is not); one in another event is a 409 unless move is true, and one in an ended event is always a 409 (its record and replay keep it).',
      conflict: true,
      write: (body, request) => createEvent(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change an event’s fields, show, or status (its lifecycle)',
      description:
        'status: draft → scheduled → live → ended, draft | scheduled → cancelled; any other move is 409 naming both states. Scheduling needs a start in the future (400). Scheduling and going live need the designer’s payment account (403, code payment-account-required), then an active subscription when the plan costs something (402); admin and staff are never gated. productIds and lookIds replace the show’s ordered lists.',
      conflict: true,
      responses: { 402: apiErrorSchema },
      write: (id, body, request) =>
        updateEvent(
          ctx,
          { user: requireUser(request), designer: request.sessionDesigner },
          id,
          body,
        ),
    },
    delete: {
      summary: 'Delete a draft or cancelled event (409 otherwise); its products and looks stay',
      conflict: true,
      write: (id, request) => deleteEvent(ctx, requireUser(request), id),
    },
  });
};
