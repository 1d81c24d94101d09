import { DASHBOARD_PATH } from '@runway-live/domain/access';
import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiMessages,
  paymentLinkQuerySchema,
  paymentLinkResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { confirmPayment } from '../orders/payment';
import { ApiError } from '../../errors';
import {
  accountUpdateOf,
  readStripeEvent,
  orderPaymentOf,
  subscriptionEventOf,
} from '../../providers/payments/stripeEvents';
import { applySubscriptionEvent } from '../subscription/events';
import { requireUser } from '../../plugins/auth';
import {
  onboardingSecretOf,
  verifyOnboardingToken,
} from '../../providers/payments/localOnboardingToken';
import { dashboardPage, invalidLinkPage, onboardingPage } from './localPages';
import { completeLocalOnboarding, paymentLink, recordOnboarded } from './service';

const accountParams = z.object({ accountId: z.string().regex(/^acct_local_\w+$/) });
/** The onboarding link's token, in its query and in the form the page posts back. */
const tokenFields = z.object({ token: z.string().max(1000).optional() });

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API_ROUTES.paymentConnect,
    {
      config: { access: ['admin', 'designer'] },
      schema: {
        tags: ['payments'],
        summary:
          "The designer's payment account: connectUri while onboarding, uri (dashboard) once set up; one account per designer, however many calls arrive at once; 502 when the provider cannot be reached",
        querystring: paymentLinkQuerySchema,
        response: {
          200: paymentLinkResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await paymentLink(ctx, requireUser(request), request.query.designerId)),
    }),
  );

  if (ctx.payments.name === 'local') {
    // The onboarding page is a plain HTML form, so its scope reads urlencoded bodies. Both
    // the page and its completion need the link's signed token (localOnboardingToken.ts):
    // without it anyone could mark any designer's account as set up, cross-origin too.
    const refuse = (reply: FastifyReply) =>
      reply
        .code(403)
        .type('text/html')
        .send(invalidLinkPage(apiMessages.paymentSetupLinkInvalid, ctx.config.consoleUrl));
    const validToken = (accountId: string, token: string | undefined) =>
      verifyOnboardingToken(onboardingSecretOf(ctx.config), accountId, token);

    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await scope.register(formbody);
      scope.get(
        '/payments/local/onboard/:accountId',
        { schema: { hide: true, params: accountParams, querystring: tokenFields } },
        async (request, reply) => {
          const { accountId } = request.params;
          const { token } = request.query;
          if (!token || !(await validToken(accountId, token))) return refuse(reply);
          return reply.type('text/html').send(onboardingPage(accountId, token));
        },
      );
      scope.post(
        '/payments/local/onboard/:accountId',
        { schema: { hide: true, params: accountParams, body: tokenFields.optional() } },
        async (request, reply) => {
          const { accountId } = request.params;
          if (!(await validToken(accountId, request.body?.token))) return refuse(reply);
          const outcome = await completeLocalOnboarding(
            ctx,
            accountId,
            await ctx.payments.loginLink(accountId),
          );
          if (outcome === 'unknown') throw new ApiError(404, apiMessages.notFound);
          if (outcome === 'already-onboarded') return refuse(reply);
          return reply.redirect(`${ctx.config.consoleUrl}${DASHBOARD_PATH}`, 303);
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
        {
          schema: {
            tags: ['payments'],
            summary:
              "Stripe webhook: Connect's account.updated, and Billing's checkout.session.completed, invoice.paid, invoice.payment_failed, customer.subscription.updated and customer.subscription.deleted (each event applied once)",
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          let event;
          try {
            event = readStripeEvent(request.body as Buffer, String(signature ?? ''), webhookSecret);
          } catch {
            throw new ApiError(400, apiMessages.invalidSignature);
          }
          const subscriptionEvent = subscriptionEventOf(event);
          if (subscriptionEvent) {
            const outcome = await applySubscriptionEvent(
              ctx.database.db,
              'stripe',
              subscriptionEvent,
            );
            if (outcome === 'not-the-plan') {
              // Recorded as an invoice, but it activates nothing: someone should look.
              request.log.warn(
                { eventId: event.id, type: event.type },
                "a paid invoice that does not pay for the designer's plan was not applied",
              );
            }
          }
          const orderPayment = orderPaymentOf(event);
          // A shopper's checkout paid: applied once, however often it is delivered.
          if (orderPayment) await confirmPayment(ctx, orderPayment);
          const update = accountUpdateOf(event);
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
