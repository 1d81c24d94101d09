import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  API_ROUTES,
  apiErrorSchema,
  apiMessages,
  idParamsSchema,
} from '@runway-live/domain/api';
import {
  checkoutMessages,
  checkoutRequestSchema,
  checkoutResponseSchema,
  orderTransferResponseSchema,
} from '@runway-live/domain/checkout';
import { minorToMajor } from '@runway-live/domain/money';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { ADMIN } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { perAccount } from '../../plugins/rateLimits';
import { errorResponses } from '../../resources/routeSchemas';
import { startCheckout } from './checkout';
import { transferOrder } from './transfers';

const tags = ['checkout'];

/**
 * The order calls beside the checkout (issue 29): the buyer apps' one-designer shorthand
 * (POST /api/v2/orders, the checkout service itself with one designer required) and an
 * admin's retry of a designer order's failed transfer (decision 0034).
 */
export const orderOpsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API_PATHS.orders,
    {
      config: { access: ['user'], rateLimits: [perAccount(ctx.config.checkoutRateLimit)] },
      schema: {
        tags,
        summary:
          "The buyer apps' shorthand for a checkout of one designer's items: the same request and answer as POST /api/v2/checkout (one order). A cart with several designers' items is a 400 naming them, and nothing is held",
        body: checkoutRequestSchema,
        response: {
          201: checkoutResponseSchema,
          ...errorResponses(400, 409),
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await startCheckout(ctx, requireUser(request), request.body, new Date(), {
        oneDesigner: true,
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    API_ROUTES.orderTransfer,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          "Admin: makes a paid order's transfer to its designer when it failed at payment (the order's transferFailure). Idempotent: a transfer made already is answered (outcome 'already') and never made twice, also when two retries come at once. A refusal by the provider is recorded on the order and answered 502; an order not paid (or refunded) is 409",
        params: idParamsSchema,
        response: {
          200: orderTransferResponseSchema,
          ...errorResponses(400, 404, 409),
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await transferOrder(ctx, request.params.id);
      switch (outcome.kind) {
        case 'unknown':
          throw new ApiError(404, apiMessages.notFound);
        case 'not-transferable':
          throw new ApiError(409, checkoutMessages.transferNotPaid(outcome.status));
        case 'failed':
          throw new ApiError(502, checkoutMessages.transferFailed(outcome.message));
        default:
          return {
            success: true as const,
            data: {
              orderId: request.params.id,
              outcome: outcome.kind,
              transfer: { ...outcome.transfer, amount: minorToMajor(outcome.transfer.amount) },
            },
          };
      }
    },
  );
};
