import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  EVENT_CALENDAR_MAX_DAYS,
  EVENT_CALENDAR_MAX_ITEMS,
  eventCalendarQuerySchema,
  eventCalendarResponseSchema,
  eventContract,
  API_ROUTES,
} from '@runway-live/domain/api';
import { EVENT_LIFECYCLE } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../resources/routeSchemas';
import { showRoutes } from '../show/routes';
import { eventCalendar, eventService } from './service';

const tags = ['events'];

/**
 * /api/v2/events: a show's routes (show/routes.ts), scheduling and going live (PATCH with
 * status scheduled or live) the gated moves, and the calendar.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Before the CRUD routes' /:id, so "calendar" is never read as an id.
  app.get(
    API_ROUTES.eventsCalendar,
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

  showRoutes(app, ctx, {
    path: API_PATHS.events,
    tags,
    noun: 'event',
    article: 'an',
    lifecycle: EVENT_LIFECYCLE,
    members: 'products and looks',
    contract: eventContract,
    describe: {
      list: 'Filters: status, from/to (the start: from inclusive, to exclusive, ISO 8601 instants), designerId, containerId, rehearsal=true|false. Default order: scheduledAt:desc. Each event carries productIds and lookIds in the show’s order.',
      create:
        'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). containerId must be a Fashion Week (400); productIds and lookIds the designer’s own (400 naming the first that is not); one in another event is a 409 unless move is true, and one in an ended event is always a 409 (its record and replay keep it).',
      update: {
        summary: 'Change an event’s fields, show, or status (its lifecycle)',
        description:
          'status: draft → scheduled → live → ended, draft | scheduled → cancelled; any other move is 409 naming both states. Scheduling needs a start in the future (400). Scheduling and going live need the designer’s payment account (403, code payment-account-required), then an active subscription when the plan costs something (402); admin and staff are never gated. productIds and lookIds replace the show’s ordered lists.',
      },
    },
    service: eventService,
  });
};
