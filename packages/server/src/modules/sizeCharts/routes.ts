import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSizeChartRequestSchema,
  sizeChartListQuerySchema,
  sizeChartListResponseSchema,
  sizeChartResponseSchema,
  updateSizeChartRequestSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { crudRoutes } from '../../resources/crudRoutes';
import { REFERENCE_ACCESS } from '../reference/access';
import {
  createSizeChart,
  deleteSizeChart,
  getSizeChart,
  listSizeCharts,
  updateSizeChart,
} from './service';

/** /api/v2/size-charts: designers read; admin and staff write (section 3, Reference data). */
export const sizeChartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path: '/api/v2/size-charts',
    tags: ['reference data'],
    access: REFERENCE_ACCESS,
    schemas: {
      listQuery: sizeChartListQuerySchema,
      list: sizeChartListResponseSchema,
      one: sizeChartResponseSchema,
      create: createSizeChartRequestSchema,
      update: updateSizeChartRequestSchema,
    },
    list: {
      summary: 'Size charts page by page; search on key and name',
      read: (query, request) => listSizeCharts(ctx, query, request.referenceVersion),
    },
    get: { summary: 'One size chart', read: (id) => getSizeChart(ctx, id) },
    create: {
      summary: 'Add a size chart with its sizes in order (409 when the key is taken)',
      conflict: true,
      write: (body) => createSizeChart(ctx, body),
    },
    update: {
      summary:
        'Change a size chart; sizes that products use stay (409 with the count); a new key follows into its categories',
      conflict: true,
      write: (id, body) => updateSizeChart(ctx, id, body),
    },
    delete: {
      summary: 'Delete a size chart no category or product uses (409 with the count otherwise)',
      conflict: true,
      write: (id) => deleteSizeChart(ctx, id),
    },
  });
};
