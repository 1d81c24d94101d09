import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProductRequestSchema,
  deleteProductResponseSchema,
  idParamsSchema,
  IMPORT_DOWNLOADS,
  productExportQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  updateProductRequestSchema,
} from '@runway-live/domain';
import * as z from 'zod';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { csvAttachment } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { exportProducts } from './export';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service';
import { dataAnswer } from '../../resources/sharedAnswers';

const tags = ['products'];

/**
 * /api/v2/products: every console role; a designer sees and changes only their own
 * products (another designer's id is a 404), admin and staff all of them. Never gated by
 * payments (API.md).
 */
export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/products',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Products page by page; search on name, code and brand',
        description:
          'Filters: designerId, eventId, lookId, categoryId, status, stock=in|out (in: some colour × size has a quantity above zero).',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => dataAnswer(await listProducts(ctx, requireUser(request), request.query)),
  );

  app.get(
    IMPORT_DOWNLOADS.export,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Export products as the import’s CSV, streamed',
        description:
          'The products the list’s filters select (or `ids`, comma-separated), one line per colour × size in the import’s columns: importing the file unchanged changes nothing. A designer exports only their own products. Cells a spreadsheet would run as formulas are written with a leading apostrophe, which the import takes off.',
        querystring: productExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvAttachment('products'))
        .send(
          // A stream of the CSV text: the 200 schema documents it, the stream bypasses it.
          exportProducts(ctx, requireUser(request), request.query) as unknown as string,
        ),
  );

  app.get(
    '/api/v2/products/:id',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'One product (404 for another designer’s)',
        params: idParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProduct(ctx, requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/v2/products',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Add a product',
        description:
          'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). The category’s gender, superCategory, category and subCategory are copied from the category. 409 names a product code or SKU the designer already uses.',
        body: createProductRequestSchema,
        response: { 201: productResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const data = await createProduct(ctx, requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/v2/products/:id',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Change a product; the merged product is checked with the same rules',
        params: idParamsSchema,
        body: updateProductRequestSchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateProduct(ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v2/products/:id',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Delete a product; one that is in an order is archived instead',
        description:
          'Answers `{ success: true }` when the product is deleted, or `{ success: true, archived: true, message }` when it is in an order: it is then archived (status "archived") instead, and the message says so.',
        params: idParamsSchema,
        response: { 200: deleteProductResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => deleteProduct(ctx, requireUser(request), request.params.id),
  );
};
