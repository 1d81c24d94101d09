import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  IMPORT_DOWNLOADS,
  IMPORT_LIMITS,
  importErrorResponseSchema,
  importMessages,
  importQuerySchema,
  importRequestSchema,
  importResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { ImportRejected } from './rejections';
import { importProducts } from './service';
import { allowedValuesCsv, templateCsv } from './templates';

const tags = ['import'];

/**
 * The route's raw body limit: 20 MB of products, sealed in the envelope (base64 of the
 * AES ciphertext: 4/3 of it, plus the JSON around it). The 20 MB themselves are checked
 * on the opened body, so a plain and an enveloped import have the same limit.
 */
const ENVELOPED_BODY_LIMIT = Math.ceil((IMPORT_LIMITS.bodyBytes * 4) / 3) + 64 * 1024;
const csvFile = z.string().describe('text/csv');

/**
 * The bulk CSV import (API.md, Import; issue 13): every console role. A designer imports
 * only their own products; admin and staff name an existing designer on every product.
 */
export const importRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/v2/import',
    {
      bodyLimit: ENVELOPED_BODY_LIMIT,
      config: {
        access: CONSOLE_ROLES,
        catalogueWrite: true,
        bodyTooLargeMessage: importMessages.bodyTooLarge,
      },
      schema: {
        tags,
        summary: 'Import products: all of them in one transaction, or none',
        description: `\`products\` is the JSON text of the importer's list of products. Every product is checked again with the importer's rules on the live reference data; then all are written in one transaction, upserted by (designer, product code), variants matched by SKU, or nothing is (400 lists the refused products with their first reasons). \`?dryRun=true\` answers the same counts and per-product changes without writing. A designer's products carry their own id; admin and staff name an existing designer. Imports of one designer run one at a time. The 400 lists the first ${IMPORT_LIMITS.rejectionsReported} refused products and counts them all (\`rejectedCount\`). Limits: ${IMPORT_LIMITS.bodyBytes / 1024 / 1024} MB body, ${IMPORT_LIMITS.variantRows} variant rows, ${IMPORT_LIMITS.products} products (413).`,
        querystring: importQuerySchema,
        body: importRequestSchema,
        response: {
          200: importResponseSchema,
          ...errorResponses(),
          400: z.union([importErrorResponseSchema, apiErrorSchema]),
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await importProducts(
          ctx,
          requireUser(request),
          request.body.products,
          request.query.dryRun,
        );
      } catch (error) {
        if (!(error instanceof ImportRejected)) throw error;
        return reply.status(400).send({
          success: false as const,
          message: error.message,
          rejected: error.rejected,
          rejectedCount: error.rejectedCount,
        });
      }
    },
  );

  app.get(
    IMPORT_DOWNLOADS.template,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'The import template: the CSV header and sample lines on the live reference data',
        response: { 200: csvFile, ...errorResponses() },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'products-template', await templateCsv(ctx, requireUser(request))),
  );

  app.get(
    IMPORT_DOWNLOADS.allowedValues,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary:
          'The allowed values of the import: the designers by brand and id (admin and staff: all of them; a designer: themselves), categories with their ids and size charts, colours, the date format, the flags',
        response: { 200: csvFile, ...errorResponses() },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'products-allowed-values', await allowedValuesCsv(ctx, requireUser(request))),
  );
};
