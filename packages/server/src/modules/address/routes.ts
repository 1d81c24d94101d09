import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  validateAddressRequestSchema,
  validateAddressResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { isUnitedStates } from '@runway-live/domain/reference';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { perIp } from '../../plugins/rateLimits';

/**
 * POST /api/v2/order/validate_address: the carrier's street-level check, for the United
 * States only (section 4). Public behind the API key because the designer application
 * verifies its address before the account exists; limited per IP.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API_ROUTES.validateAddress,
    {
      config: { access: 'public', rateLimits: [perIp(60)] },
      schema: {
        tags: ['address'],
        summary: 'Validate a United States address (ValidAddress / Ambiguous / NoCandidates)',
        body: validateAddressRequestSchema,
        response: {
          200: validateAddressResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!isUnitedStates(request.body.country)) {
        throw new ApiError(400, 'country: Address validation covers the United States only.');
      }
      const result = await ctx.addresses.validate(request.body);
      return { success: true as const, carrier: ctx.addresses.carrier, ...result };
    },
  );
};
