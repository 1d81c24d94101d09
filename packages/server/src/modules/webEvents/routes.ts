import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createWebEventRequestSchema,
  updateWebEventRequestSchema,
  webEventListQuerySchema,
  webEventListResponseSchema,
  webEventResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import {
  createWebEvent,
  deleteWebEvent,
  getWebEvent,
  listWebEvents,
  updateWebEvent,
} from './service';

const tags = ['web events'];

/**
 * /api/v2/web-events: every console role; a designer sees and changes only their own web
 * events (another designer's id is a 404), admin and staff all of them. Creating declares
 * the subscription gate (402), as events do; publishing and going live need the payment
 * account first (403, code payment-account-required), then the subscription (402).
 */
export const webEventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path: '/api/v2/web-events',
    tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: {
      listQuery: webEventListQuerySchema,
      list: webEventListResponseSchema,
      one: webEventResponseSchema,
      create: createWebEventRequestSchema,
      update: updateWebEventRequestSchema,
    },
    gates: { create: 'subscription' },
    list: {
      summary: 'Web events page by page; search on the title',
      description:
        'Filters: status, designerId, containerId, groupId. Default order: scheduledAt:desc. Each web event carries productIds in the player’s order and embed.allowedOrigins.',
      read: (query, request) => listWebEvents(ctx, requireUser(request), query),
    },
    get: {
      summary: 'One web event (404 for another designer’s)',
      read: (id, request) => getWebEvent(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add a web event (a draft)',
      description:
        'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). containerId must be a Fashion Week, groupId a group of the designer (400; it joins last); productIds web products of the designer (400 naming the first that is not); one in another web event is a 409 unless move is true, one in an ended web event always. embed.allowedOrigins: http(s) origins, no path.',
      conflict: true,
      write: (body, request) => createWebEvent(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change a web event’s fields, products, group or status (its lifecycle)',
      description:
        'status: draft → published → live → ended; any other move is 409 naming both states. Publishing and going live need the designer’s payment account (403, code payment-account-required), then an active subscription when the plan costs something (402); admin and staff are never gated. productIds replaces the ordered list; groupId moves it (last in the new group; null takes it out).',
      conflict: true,
      responses: { 402: apiErrorSchema },
      write: (id, body, request) =>
        updateWebEvent(
          ctx,
          { user: requireUser(request), designer: request.sessionDesigner },
          id,
          body,
        ),
    },
    delete: {
      summary: 'Delete a draft or ended web event (409 otherwise); its web products stay',
      conflict: true,
      write: (id, request) => deleteWebEvent(ctx, requireUser(request), id),
    },
  });
};
