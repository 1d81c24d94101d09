import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  createProductRequestSchema,
  deleteProductResponseSchema,
  IMPORT_DOWNLOADS,
  productBulkRequestSchema,
  productBulkResponseSchema,
  productExportQuerySchema,
  productExportRequestSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  updateProductRequestSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import * as z from 'zod';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { exportProducts } from './export';
import {
  bulkProducts,
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from './service';

const tags = ['products'];

const EXPORT_NOTES =
  'A designer exports only their own products. The file starts with a UTF-8 byte-order mark (Excel keeps accents). Cells a spreadsheet would run as formulas are written with a leading apostrophe, which the import takes off.';

/**
 * /api/v2/products: every console role; a designer sees and changes only their own
 * products (another designer's id is a 404), admin and staff all of them. Never gated by
 * payments (API.md).
 */
export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path: API_PATHS.products,
    tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: {
      listQuery: productListQuerySchema,
      list: productListResponseSchema,
      one: productResponseSchema,
      create: createProductRequestSchema,
      update: updateProductRequestSchema,
      deleted: deleteProductResponseSchema,
    },
    list: {
      summary: 'Products page by page; search on name, code and brand',
      description:
        'Filters: designerId, eventId, lookId, categoryId, status, stock=in|out (in: some colour × size has a quantity above zero).',
      read: (query, request) => listProducts(ctx, requireUser(request), query),
    },
    get: {
      summary:
        'One product (404 for another designer’s); each size answers quantity (on hand) and available (on hand less holds)',
      read: (id, request) => getProduct(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add a product',
      description:
        'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). The category’s gender, superCategory, category and subCategory are copied from the category. 409 names a product code or SKU the designer already uses.',
      conflict: true,
      write: (body, request) => createProduct(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change a product; the merged product is checked with the same rules',
      description:
        'A size’s quantity is what is on hand; `available` (answered beside it) is that less the units shoppers’ checkouts hold. A quantity below what is held (or a held size left out) is a 409 naming the SKU: holds are never shortened silently (decision 0034).',
      conflict: true,
      write: (id, body, request) => updateProduct(ctx, requireUser(request), id, body),
    },
    delete: {
      summary: 'Delete a product; one that is in an order is archived instead',
      description:
        'Answers `{ success: true }` when the product is deleted, or `{ success: true, archived: true, message }` when it is in an order: it is then archived (status "archived") instead, and the message says so.',
      write: (id, request) => deleteProduct(ctx, requireUser(request), id),
    },
  });

  app.get(
    IMPORT_DOWNLOADS.export,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Export products as the import’s CSV, streamed',
        description: `The products the list’s filters select, one line per colour × size in the import’s columns: importing the file unchanged changes nothing. ${EXPORT_NOTES}`,
        querystring: productExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'products', exportProducts(ctx, requireUser(request), request.query)),
  );

  app.post(
    IMPORT_DOWNLOADS.export,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Export the selected products as the import’s CSV, streamed',
        description: `The products whose \`ids\` the body lists (up to 1 000: more than a URL holds), as the GET’s CSV. ${EXPORT_NOTES}`,
        body: productExportRequestSchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'products',
        // No filter but the selection: the list's empty search.
        exportProducts(ctx, requireUser(request), { search: '' }, request.body.ids),
      ),
  );

  app.post(
    API_ROUTES.productsBulk,
    {
      config: { access: CONSOLE_ROLES, catalogueWrite: true },
      schema: {
        tags,
        summary: 'Set the status of, or delete, many products at once: all or nothing',
        description:
          'One transaction. `{ ids, action: "status", status }` sets their status; `{ ids, action: "delete" }` deletes them, archiving instead those in an order (as DELETE does). One id that is not a product the caller may change refuses the whole call (404). Answers how many were changed (`done`) and how many a delete archived instead (`archived`).',
        body: productBulkRequestSchema,
        response: { 200: productBulkResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bulkProducts(ctx, requireUser(request), request.body),
    }),
  );
};
