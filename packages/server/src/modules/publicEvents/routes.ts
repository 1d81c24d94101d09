import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  publicEventResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { perIp } from '../../plugins/rateLimits';
import { errorResponses } from '../../resources/routeSchemas';
import { publicEventOf } from './service';

/**
 * GET /api/v2/public/events/:id: a show as the live viewer page (/video/event/:event_id)
 * shows it, for anyone (the API key stays required; limited per IP). Who may watch is the
 * live room's rule (live/rooms/access roomAccess, read as an anonymous viewer): a scheduled,
 * live or ended show that is not a rehearsal; anything else is a 404.
 */
export const publicEventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    API_ROUTES.publicEvent,
    {
      config: { access: 'public', rateLimits: [perIp(ctx.config.publicReadRateLimit)] },
      schema: {
        tags: ['live'],
        summary: 'A public show for the live viewer page',
        params: idParamsSchema,
        response: { 200: publicEventResponseSchema, ...errorResponses(404), 429: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publicEventOf(ctx.database.db, request.params.id),
    }),
  );
};
