import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  playerEventAcceptedSchema,
  publicWebEventGroupResponseSchema,
  publicWebEventResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { playerEventSchema } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { perIp, sharedPerIp } from '../../plugins/rateLimits';
import { ipBucket } from '../auth/limits';
import { errorResponses } from '../../resources/routeSchemas';
import { getPublicWebEvent, getPublicWebEventGroup, recordPlayerEvent } from './service';

const tags = ['player'];

/**
 * The embeddable player's public calls (CONTRACTS.md, issue 22): no token, the API key as
 * on every call, rate limited per IP (the two reads share one bucket). The reads answer
 * exactly the player's schemas; the reports are counted, never trusted for more.
 */
export const publicPlayerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const reads = sharedPerIp('player-reads', ctx.config.publicReadRateLimit);
  // Viewer ids are the player's own random ids: the ones a web event has not counted yet
  // are limited per IP, so one address counts as the few viewers it is.
  const newViewers = ipBucket(app, ctx.config.playerViewerRateLimit, '1 hour');

  app.get(
    API_ROUTES.publicWebEvent,
    {
      config: { access: 'public', rateLimits: [reads] },
      schema: {
        tags,
        summary: 'A published, live or ended web event as the player shows it',
        description:
          'Its title, description, status, poster, stream, replay and captions addresses, brand name, active web products in order (name, price, currency, first image, buy link) and carousel times. A draft or unknown id is a 404. Rate limited per IP (429).',
        params: idParamsSchema,
        response: {
          200: publicWebEventResponseSchema,
          ...errorResponses(400, 404),
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublicWebEvent(ctx, request.params.id),
    }),
  );

  app.get(
    API_ROUTES.publicWebEventGroup,
    {
      config: { access: 'public', rateLimits: [reads] },
      schema: {
        tags,
        summary: 'A web event group as the player plays it: its public web events, in order',
        description:
          'Drafts are left out; a group with no published, live or ended web event is a 404, as an unknown one is. Rate limited per IP (429).',
        params: idParamsSchema,
        response: {
          200: publicWebEventGroupResponseSchema,
          ...errorResponses(400, 404),
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublicWebEventGroup(ctx, request.params.id),
    }),
  );

  app.post(
    API_ROUTES.playerEvents,
    {
      config: { access: 'public', rateLimits: [perIp(ctx.config.playerEventRateLimit)] },
      schema: {
        tags,
        summary: 'The player reports a view session (start, heartbeat, end) or a product click',
        description:
          'Anonymous: viewerId is a random uuid the player keeps. Counted per web event and viewer (and product), with the server’s clock; never trusted for anything but counting. A draft or unknown web event, or a product it does not show, is a 404. Rate limited per IP (429), and so are the viewer ids a web event has not counted yet (PLAYER_VIEWER_RATE_LIMIT per hour).',
        body: playerEventSchema,
        response: {
          202: playerEventAcceptedSchema,
          ...errorResponses(400, 404),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await recordPlayerEvent(ctx, request.body, () => newViewers(request));
      return reply.status(202).send({ success: true as const });
    },
  );
};
