import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, dashboardSummaryResponseSchema } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { dashboardSummary } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/dashboard/summary',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags: ['dashboard'],
        summary:
          "The dashboard's counts: marketplace-wide (designers, pending applications, users, events, products, orders) for admin and staff; a designer's own events, products and orders",
        response: {
          200: dashboardSummaryResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      summary: await dashboardSummary(ctx, requireUser(request)),
    }),
  );
};
