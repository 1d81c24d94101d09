import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  createCategoryRequestSchema,
  idParamsSchema,
  successResponseSchema,
  updateCategoryRequestSchema,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { errorResponses } from '../../resources/routeSchemas';
import { REFERENCE_ACCESS } from '../reference/access';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service';
import { dataAnswer } from '../../resources/sharedAnswers';

const tags = ['reference data'];

/** /api/v2/categories: designers read; admin and staff write (section 3, Reference data). */
export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/categories',
    {
      config: { access: REFERENCE_ACCESS.read },
      schema: {
        tags,
        summary:
          'Categories page by page; search on gender, type, category and sub-category; filter by gender, type and size (chart key)',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      dataAnswer(await listCategories(ctx, request.query, request.referenceVersion)),
  );

  app.get(
    '/api/v2/categories/:id',
    {
      config: { access: REFERENCE_ACCESS.read },
      schema: {
        tags,
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categoryResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategory(ctx, request.params.id),
    }),
  );

  app.post(
    '/api/v2/categories',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Add a category; its size chart must exist (400) and its categoryId be free (409)',
        body: createCategoryRequestSchema,
        response: { 201: categoryResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const data = await createCategory(ctx, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/v2/categories/:id',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary:
          'Change a category; one that products use keeps its categoryId and size chart (409 with the count)',
        params: idParamsSchema,
        body: updateCategoryRequestSchema,
        response: { 200: categoryResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCategory(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v2/categories/:id',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Delete a category no product uses (409 with the count otherwise)',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await deleteCategory(ctx, request.params.id);
      return { success: true as const };
    },
  );
};
