import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  miscellaneousQuerySchema,
  miscellaneousResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { sizeChartMap } from '@runway-live/domain/reference';
import type { AppContext } from '../../context';
import { perIp } from '../../plugins/rateLimits';
import { catalogueFromDatabase } from './catalogue';

/**
 * GET /api/miscellaneous: the reference data the console keeps (categories, colours, size
 * charts, and sizes by chart key), from the same tables the categories, colors and
 * size-charts resources write. The spec's db=1 ("server data") is accepted; without it the
 * answer is the same, so what the console keeps never differs from what admins edit.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API_ROUTES.referenceData,
    {
      // Public, so limited per IP as the other public reads are (PUBLIC_READ_RATE_LIMIT).
      config: { access: 'public', rateLimits: [perIp(ctx.config.publicReadRateLimit)] },
      schema: {
        tags: ['reference'],
        summary: 'Categories, colours and size charts from the reference tables (db=1 or not)',
        querystring: miscellaneousQuerySchema,
        response: { 200: miscellaneousResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async () => {
      const catalogue = await catalogueFromDatabase(ctx.database.db);
      return {
        success: true as const,
        data: { ...catalogue, sizes: sizeChartMap(catalogue.sizeCharts) },
      };
    },
  );
};
