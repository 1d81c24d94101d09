import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLookRequestSchema,
  idParamsSchema,
  lookListQuerySchema,
  lookListResponseSchema,
  lookResponseSchema,
  setLookProductsRequestSchema,
  successResponseSchema,
  updateLookRequestSchema,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../resources/routeSchemas';
import {
  createLook,
  deleteLook,
  getLook,
  listLooks,
  setProductsOfLook,
  updateLook,
} from './service';
import { dataAnswer } from '../../resources/sharedAnswers';

const tags = ['looks'];

/**
 * /api/v2/looks: every console role; a designer sees and changes only their own looks
 * (another designer's id is a 404), admin and staff all of them. A look's products are the
 * products whose lookId is the look, in the look's order. Never gated by payments (API.md).
 */
export const lookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/looks',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Looks page by page; search on the name',
        description:
          'Filters: designerId, eventId, status. Each look carries productIds (in order) and productCount.',
        querystring: lookListQuerySchema,
        response: { 200: lookListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => dataAnswer(await listLooks(ctx, requireUser(request), request.query)),
  );

  app.get(
    '/api/v2/looks/:id',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'One look (404 for another designer’s)',
        params: idParamsSchema,
        response: { 200: lookResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getLook(ctx, requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/v2/looks',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Add a look',
        description:
          'A designer’s designerId is their own (another is 403); admin and staff must name a designer (400). The eventId must be an event of the look’s designer (400).',
        body: createLookRequestSchema,
        response: { 201: lookResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const data = await createLook(ctx, requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/v2/looks/:id',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Change a look’s name, description, images, event or status',
        params: idParamsSchema,
        body: updateLookRequestSchema,
        response: { 200: lookResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateLook(ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/v2/looks/:id/products',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Set the look’s whole product list, in order (add, remove, reorder)',
        description:
          'One transaction: products left out leave the look (their lookId becomes null), the listed ones join it in this order. Every id must be a product of the look’s designer (400 naming the id).',
        params: idParamsSchema,
        body: setLookProductsRequestSchema,
        response: { 200: lookResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setProductsOfLook(ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v2/looks/:id',
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary: 'Delete a look; its products stay, without a look',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteLook(ctx, requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
};
