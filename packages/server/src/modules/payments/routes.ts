import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiMessages,
  paymentLinkQuerySchema,
  paymentLinkResponseSchema,
} from '@runway-live/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { readStripeAccountUpdate } from '../../providers/payments/stripe';
import { requireUser } from '../../plugins/auth';
import { dashboardPage, onboardingPage } from './localPages';
import { paymentLink, recordOnboarded } from './service';

const accountParams = z.object({ accountId: z.string().regex(/^acct_local_\w+$/) });

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v2/auth/stripe',
    {
      config: { access: ['admin', 'designer'] },
      schema: {
        tags: ['payments'],
        summary:
          "The designer's payment account: connectUri while onboarding, uri (dashboard) once set up",
        querystring: paymentLinkQuerySchema,
        response: {
          200: paymentLinkResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await paymentLink(ctx, requireUser(request), request.query.designerId)),
    }),
  );

  if (ctx.payments.name === 'local') {
    // The onboarding page is a plain HTML form, so its scope reads urlencoded bodies.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await scope.register(formbody);
      scope.get(
        '/payments/local/onboard/:accountId',
        { schema: { hide: true, params: accountParams } },
        async (request, reply) =>
          reply.type('text/html').send(onboardingPage(request.params.accountId)),
      );
      scope.post(
        '/payments/local/onboard/:accountId',
        { schema: { hide: true, params: accountParams } },
        async (request, reply) => {
          const { accountId } = request.params;
          const known = await recordOnboarded(
            ctx,
            accountId,
            await ctx.payments.loginLink(accountId),
          );
          if (!known) throw new ApiError(404, apiMessages.notFound);
          return reply.redirect(`${ctx.config.consoleUrl}/dashboard`, 303);
        },
      );
      scope.get(
        '/payments/local/dashboard/:accountId',
        { schema: { hide: true, params: accountParams } },
        async (request, reply) =>
          reply
            .type('text/html')
            .send(dashboardPage(request.params.accountId, ctx.config.consoleUrl)),
      );
    });
  }

  const webhookSecret = ctx.config.stripe?.webhookSecret;
  if (webhookSecret) {
    // Stripe signs the raw bytes: this scope keeps the body as a Buffer.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      scope.post(
        '/webhooks/stripe',
        { schema: { tags: ['payments'], summary: 'Stripe Connect account.updated webhook' } },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          let update;
          try {
            update = readStripeAccountUpdate(
              request.body as Buffer,
              String(signature ?? ''),
              webhookSecret,
            );
          } catch {
            throw new ApiError(400, apiMessages.invalidSignature);
          }
          if (update?.onboarded) {
            await recordOnboarded(
              ctx,
              update.accountId,
              'https://connect.stripe.com/express_login',
            );
          }
          return { received: true };
        },
      );
    });
  }
};
