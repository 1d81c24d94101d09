import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  apiMessages,
  idParamsSchema,
  publicEventResponseSchema,
  type PublicEvent,
  type PublicEventStatus,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, events } from '../../db/schema';
import { ApiError } from '../../errors';
import { roomAccess } from '../../live/rooms/access';
import { LiveRefusal } from '../../live/rooms/refusal';
import { errorResponses } from '../../resources/routeSchemas';

const orNull = (text: string) => (text === '' ? null : text);

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
    '/api/v2/public/events/:id',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['live'],
        summary: 'A public show for the live viewer page',
        params: idParamsSchema,
        response: { 200: publicEventResponseSchema, ...errorResponses(404), 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { db } = ctx.database;
      try {
        await roomAccess(db, null, request.params.id);
      } catch (error) {
        if (error instanceof LiveRefusal) throw new ApiError(404, apiMessages.notFound);
        throw error;
      }
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          description: events.description,
          status: events.status,
          scheduledAt: events.scheduledAt,
          coverImage: events.coverImage,
          streamUrl: events.streamUrl,
          replayUrl: events.replayUrl,
          chatEnabled: events.chatEnabled,
          brandName: designers.brandName,
        })
        .from(events)
        .leftJoin(designers, eq(designers.userId, events.designerId))
        .where(eq(events.id, request.params.id));
      if (!row) throw new ApiError(404, apiMessages.notFound);
      const data: PublicEvent = {
        _id: row.id,
        title: row.title,
        description: row.description,
        // roomAccess let only the public statuses through.
        status: row.status as PublicEventStatus,
        scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
        posterUrl: orNull(row.coverImage),
        streamUrl: orNull(row.streamUrl),
        replayUrl: orNull(row.replayUrl),
        chatEnabled: row.chatEnabled,
        brandName: row.brandName ?? '',
      };
      return { success: true as const, data };
    },
  );
};
