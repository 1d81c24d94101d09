import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  appendLookProductsRequestSchema,
  createLookRequestSchema,
  idParamsSchema,
  lookListQuerySchema,
  lookListResponseSchema,
  lookResponseSchema,
  setLookProductsRequestSchema,
  updateLookRequestSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes } from '../../resources/crudRoutes';
import { errorResponses } from '../../resources/routeSchemas';
import {
  appendProductsToLook,
  createLook,
  deleteLook,
  getLook,
  listLooks,
  setProductsOfLook,
  updateLook,
} from './service';

const tags = ['looks'];

/**
 * /api/v2/looks: every console role; a designer sees and changes only their own looks
 * (another designer's id is a 404), admin and staff all of them. A look's products are the
 * products whose lookId is the look, in the look's order. Never gated by payments (API.md).
 */
export const lookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  crudRoutes(app, {
    path: API_PATHS.looks,
    tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: {
      listQuery: lookListQuerySchema,
      list: lookListResponseSchema,
      one: lookResponseSchema,
      create: createLookRequestSchema,
      update: updateLookRequestSchema,
    },
    list: {
      summary: 'Looks page by page; search on the name',
      description:
        'Filters: designerId, eventId, status. Each look carries productIds (in order) and productCount.',
      read: (query, request) => listLooks(ctx, requireUser(request), query),
    },
    get: {
      summary: 'One look (404 for another designer’s)',
      read: (id, request) => getLook(ctx, requireUser(request), id),
    },
    create: {
      summary: 'Add a look',
      description:
        'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). The eventId must be an event of the look’s designer (400).',
      write: (body, request) => createLook(ctx, requireUser(request), body),
    },
    update: {
      summary: 'Change a look’s name, description, images, event or status',
      write: (id, body, request) => updateLook(ctx, requireUser(request), id, body),
    },
    delete: {
      summary: 'Delete a look; its products stay, without a look',
      write: (id, request) => deleteLook(ctx, requireUser(request), id),
    },
  });

  app.put(
    API_ROUTES.lookProducts,
    {
      config: { access: CONSOLE_ROLES, catalogueWrite: true },
      schema: {
        tags,
        summary: 'Set the look’s whole product list, in order (add, remove, reorder)',
        description:
          'One transaction: products left out leave the look (their lookId becomes null), the listed ones join it in this order. Every id must be a product of the look’s designer (400 naming the id). A product in another look is a 409 naming that look unless move is true.',
        params: idParamsSchema,
        body: setLookProductsRequestSchema,
        response: { 200: lookResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setProductsOfLook(ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    API_ROUTES.lookProducts,
    {
      config: { access: CONSOLE_ROLES, catalogueWrite: true },
      schema: {
        tags,
        summary: 'Add products after the look’s own, atomically',
        description:
          'One transaction holding the look’s lock, so concurrent adds all land. A product already in the look keeps its place. Every id must be a product of the look’s designer (400 naming the id); a product in another look is a 409 naming that look unless move is true.',
        params: idParamsSchema,
        body: appendLookProductsRequestSchema,
        response: { 200: lookResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appendProductsToLook(ctx, requireUser(request), request.params.id, request.body),
    }),
  );
};
