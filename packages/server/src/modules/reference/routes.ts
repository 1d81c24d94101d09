import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  DEFAULT_CATALOGUE,
  miscellaneousQuerySchema,
  miscellaneousResponseSchema,
  sizeChartMap,
  type Catalogue,
} from '@runway-live/domain';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { categories, colors, sizeCharts } from '../../db/schema';

async function catalogueFromDatabase(db: Database): Promise<Catalogue> {
  const [categoryRows, colorRows, chartRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.categoryId)),
    db.select().from(colors).orderBy(asc(colors.name)),
    db.select().from(sizeCharts).orderBy(asc(sizeCharts.key)),
  ]);
  return { categories: categoryRows, colors: colorRows, sizeCharts: chartRows };
}

/**
 * GET /api/miscellaneous: the reference data the console keeps (categories, colours, size
 * charts, and sizes by chart key). With db=1 it is the marketplace's database; without,
 * the built-in default catalogue of the domain package.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/miscellaneous',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Categories, colours and size charts (db=1: from the database)',
        querystring: miscellaneousQuerySchema,
        response: { 200: miscellaneousResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const catalogue =
        request.query.db === '1' ? await catalogueFromDatabase(ctx.database.db) : DEFAULT_CATALOGUE;
      return {
        success: true as const,
        data: { ...catalogue, sizes: sizeChartMap(catalogue.sizeCharts) },
      };
    },
  );
};
