import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  dashboardSummaryQuerySchema,
  dashboardSummaryResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { dashboardDesk } from './desk';
import { dashboardSummary } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API_PATHS.dashboardSummary,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags: ['dashboard'],
        summary:
          "The dashboard's counts: marketplace-wide (designers, pending applications, users, events, products, orders) for admin and staff; a designer's own events, products and orders. Beside them the desk: sales today, over 7 and 30 days in the zone `tz` (UTC by default), shows on air with their live counters, the next shows, the latest orders and what needs doing, each to-do with the list query it counts",
        querystring: dashboardSummaryQuerySchema,
        response: {
          200: dashboardSummaryResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [summary, desk] = await Promise.all([
        dashboardSummary(ctx, user),
        dashboardDesk(ctx, user, Date.now(), request.query.tz),
      ]);
      return { success: true as const, summary, desk };
    },
  );
};
