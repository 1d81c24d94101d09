import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sizeChartListQuerySchema,
  sizeChartListResponseSchema,
  sizeChartResponseSchema,
  createSizeChartRequestSchema,
  idParamsSchema,
  successResponseSchema,
  updateSizeChartRequestSchema,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { errorResponses } from '../../resources/routeSchemas';
import { REFERENCE_ACCESS } from '../reference/access';
import {
  createSizeChart,
  deleteSizeChart,
  getSizeChart,
  listSizeCharts,
  updateSizeChart,
} from './service';
import { dataAnswer } from '../../resources/sharedAnswers';

const tags = ['reference data'];

/** /api/v2/size-charts: designers read; admin and staff write (section 3, Reference data). */
export const sizeChartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/size-charts',
    {
      config: { access: REFERENCE_ACCESS.read },
      schema: {
        tags,
        summary: 'Size charts page by page; search on key and name',
        querystring: sizeChartListQuerySchema,
        response: { 200: sizeChartListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      dataAnswer(await listSizeCharts(ctx, request.query, request.referenceVersion)),
  );

  app.get(
    '/api/v2/size-charts/:id',
    {
      config: { access: REFERENCE_ACCESS.read },
      schema: {
        tags,
        summary: 'One size chart',
        params: idParamsSchema,
        response: { 200: sizeChartResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSizeChart(ctx, request.params.id),
    }),
  );

  app.post(
    '/api/v2/size-charts',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Add a size chart with its sizes in order (409 when the key is taken)',
        body: createSizeChartRequestSchema,
        response: { 201: sizeChartResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const data = await createSizeChart(ctx, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/v2/size-charts/:id',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary:
          'Change a size chart; sizes that products use stay (409 with the count); a new key follows into its categories',
        params: idParamsSchema,
        body: updateSizeChartRequestSchema,
        response: { 200: sizeChartResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSizeChart(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v2/size-charts/:id',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Delete a size chart no category or product uses (409 with the count otherwise)',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await deleteSizeChart(ctx, request.params.id);
      return { success: true as const };
    },
  );
};
