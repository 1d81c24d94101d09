import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  successResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import {
  LIVE_HISTORY_LIMIT_MAX,
  liveDeleteMessagePayloadSchema,
  liveHistoryQuerySchema,
  liveHistoryResponseSchema,
  liveSummaryResponseSchema,
} from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import type { RoomCaller } from '../../live/rooms/access';
import { CONSOLE_ROLES } from '../../plugins/access';
import { bearerToken, requireUser } from '../../plugins/auth';
import { perIp } from '../../plugins/rateLimits';
import { errorResponses } from '../../resources/routeSchemas';
import { chatHistory, deleteChatMessage, liveSummary } from './service';

const tags = ['live'];
const path = API_ROUTES.eventMessages;

/**
 * The live chat's history and its deletion (API.md "Live", decision live-protocol).
 * GET is public (viewers may be anonymous): a scheduled, live or ended public show's
 * history for anyone; a draft, a cancelled show or a rehearsal only for its designer, admin
 * and staff (a token, when sent, is read; a bad one reads as anonymous, as on the socket).
 */
export const liveMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    path,
    {
      // Public, so limited per IP as the player's reads are (PUBLIC_READ_RATE_LIMIT).
      config: { access: 'public', rateLimits: [perIp(ctx.config.publicReadRateLimit)] },
      schema: {
        tags,
        summary: 'A show’s chat history, oldest first',
        description: `Without after: the latest limit messages (hasMore: older ones exist). With after=<messageId>: the limit messages after it (hasMore: more follow), for a client that reconnected. limit ≤ ${LIVE_HISTORY_LIMIT_MAX}. Deleted messages are left out; a shadow-muted author sees their own. A draft, cancelled or rehearsal show is a 404 but to its designer, admin and staff. Rate limited per IP (429).`,
        params: idParamsSchema,
        querystring: liveHistoryQuerySchema,
        response: {
          200: liveHistoryResponseSchema,
          ...errorResponses(400, 404),
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      let caller: RoomCaller | null = null;
      if (token) {
        caller = await ctx.sessionCheck
          .claimsOf(token)
          .then((claims) => ctx.sessionCheck.rowOf(claims))
          .catch(() => null);
      }
      return {
        success: true as const,
        data: await chatHistory(ctx.database.db, caller, request.params.id, request.query),
      };
    },
  );

  app.get(
    API_ROUTES.eventLiveSummary,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'A show’s live summary: duration, audience, messages and pushes',
        description:
          'The event’s designer, admin and staff (another designer’s event is a 404). When it went live and ended, how long it ran, its peak and unique viewers, its chat messages (shadow-muted ones left out), its pushes and the products it put on screen. Before the show the figures are 0 and the times null.',
        params: idParamsSchema,
        response: { 200: liveSummaryResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        success: true as const,
        data: await liveSummary(ctx.database.db, user, request.params.id),
      };
    },
  );

  app.delete(
    `${path}/:messageId`,
    {
      config: { access: CONSOLE_ROLES, catalogueWrite: true },
      schema: {
        tags,
        summary: 'Delete a chat message for everyone (the socket’s delete_message)',
        description:
          'The event’s designer, admin and staff (another designer’s event is a 404). The message keeps its row with deletedAt and deletedBy; the action is stored; the room is sent message_deleted.',
        params: idParamsSchema.extend({
          messageId: liveDeleteMessagePayloadSchema.shape.messageId,
        }),
        response: { 200: successResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, messageId } = request.params;
      await deleteChatMessage(ctx, requireUser(request), id, messageId);
      return { success: true as const };
    },
  );
};
