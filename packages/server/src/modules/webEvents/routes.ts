import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webEventContract } from '@runway-live/domain/api';
import { WEB_EVENT_LIFECYCLE } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { showRoutes } from '../show/routes';
import { webEventService } from './service';

const tags = ['web events'];

/**
 * /api/v2/web-events: a show's routes (show/routes.ts), publishing and going live the gated
 * moves.
 */
export const webEventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  showRoutes(app, ctx, {
    path: '/api/v2/web-events',
    tags,
    noun: 'web event',
    article: 'a',
    lifecycle: WEB_EVENT_LIFECYCLE,
    members: 'web products',
    contract: webEventContract,
    describe: {
      list: 'Filters: status, designerId, containerId, groupId. Default order: scheduledAt:desc. Each web event carries productIds in the player’s order and embed.allowedOrigins.',
      create:
        'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). containerId must be a Fashion Week, groupId a group of the designer (400; it joins last); productIds web products of the designer (400 naming the first that is not); one in another web event is a 409 unless move is true, one in an ended web event always. embed.allowedOrigins: http(s) origins, no path.',
      update: {
        summary: 'Change a web event’s fields, products, group or status (its lifecycle)',
        description:
          'status: draft → published → live → ended; any other move is 409 naming both states. Publishing and going live need the designer’s payment account (403, code payment-account-required), then an active subscription when the plan costs something (402); admin and staff are never gated. productIds replaces the ordered list; groupId moves it (last in the new group; null takes it out).',
      },
    },
    service: webEventService,
  });
};
