import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  designerListQuerySchema,
  designerListResponseSchema,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { ADMIN_OR_STAFF } from '../../plugins/access';
import { listDesigners } from './service';
import { dataAnswer } from '../../resources/sharedAnswers';

export const designerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/designers',
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags: ['designers'],
        summary:
          'Admin and staff: designers page by page; search on brand, name and e-mail, filter by applicationStatus',
        querystring: designerListQuerySchema,
        response: {
          200: designerListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => dataAnswer(await listDesigners(ctx, request.query)),
  );
};
