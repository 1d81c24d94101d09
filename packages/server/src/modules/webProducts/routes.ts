import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebProductRequestSchema,
  updateWebProductRequestSchema,
  webProductListQuerySchema,
  webProductListResponseSchema,
  webProductResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import {
  createWebProduct,
  deleteWebProduct,
  getWebProduct,
  listWebProducts,
  updateWebProduct,
} from './service';

const tags = ['web products'];

/**
 * /api/v2/web-products: every console role; a designer sees and changes only their own
 * web products (another designer's id is a 404), admin and staff all. Never gated, as
 * products are not.
 */
export const webProductRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  crudRoutes(app, {
    path: '/api/v2/web-products',
    tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: {
      listQuery: webProductListQuerySchema,
      list: webProductListResponseSchema,
      one: webProductResponseSchema,
      create: createWebProductRequestSchema,
      update: updateWebProductRequestSchema,
    },
    list: {
      summary: 'Web products page by page; search on the name',
      description:
        'Filters: designerId, webEventId (in the web event’s order unless sort says otherwise), status. Default order: createdAt:desc.',
      read: (query, request) => listWebProducts(ctx, requireUser(request), query),
    },
    get: {
      summary: 'One web product (404 for another designer’s)',
      read: (id, request) => getWebProduct(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add a web product',
      description:
        'price in the currency’s major unit (numeric(12,2)), currency ISO 4217, externalUrl http(s) only, images upload names. A webEventId (a web event of the designer, else 400) puts it last in that web event.',
      write: (body, request) => createWebProduct(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change a web product’s fields or its web event',
      description:
        'A new webEventId puts it last in that web event; taking it out of another web event needs move: true (409 naming it otherwise); null takes it out. It never leaves an ended web event (409).',
      conflict: true,
      write: (id, body, request) => updateWebProduct(ctx, requireUser(request), id, body),
    },
    delete: {
      summary: 'Delete a web product (it leaves its web event and its carousel times)',
      write: (id, request) => deleteWebProduct(ctx, requireUser(request), id),
    },
  });
};
