import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  colorListQuerySchema,
  colorListResponseSchema,
  colorResponseSchema,
  createColorRequestSchema,
  idParamsSchema,
  successResponseSchema,
  updateColorRequestSchema,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { errorResponses } from '../../resources/routeSchemas';
import { REFERENCE_ACCESS } from '../reference/access';
import { createColor, deleteColor, getColor, listColors, updateColor } from './service';
import { dataAnswer } from '../../resources/sharedAnswers';

const tags = ['reference data'];

/** /api/v2/colors: designers read; admin and staff write (section 3, Reference data). */
export const colorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/colors',
    {
      config: { access: REFERENCE_ACCESS.read },
      schema: {
        tags,
        summary: 'Colours page by page; search on name and hex',
        querystring: colorListQuerySchema,
        response: { 200: colorListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => dataAnswer(await listColors(ctx, request.query, request.referenceVersion)),
  );

  app.get(
    '/api/v2/colors/:id',
    {
      config: { access: REFERENCE_ACCESS.read },
      schema: {
        tags,
        summary: 'One colour',
        params: idParamsSchema,
        response: { 200: colorResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getColor(ctx, request.params.id) }),
  );

  app.post(
    '/api/v2/colors',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Add a colour; its name is stored capitalised (409 when taken)',
        body: createColorRequestSchema,
        response: { 201: colorResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const data = await createColor(ctx, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/v2/colors/:id',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Change a colour; one that products use keeps its name (409 with the count)',
        params: idParamsSchema,
        body: updateColorRequestSchema,
        response: { 200: colorResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateColor(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v2/colors/:id',
    {
      config: { access: REFERENCE_ACCESS.write },
      schema: {
        tags,
        summary: 'Delete a colour no product uses (409 with the count otherwise)',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await deleteColor(ctx, request.params.id);
      return { success: true as const };
    },
  );
};
