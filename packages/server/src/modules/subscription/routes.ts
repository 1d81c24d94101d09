import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  dataResponseSchema,
  apiSubscriptionSchema,
  subscriptionCheckoutRequestSchema,
  subscriptionCheckoutResponseSchema,
  subscriptionMessages,
  subscriptionResponseSchema,
} from '@runway-live/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { designers } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { verifyCheckout, type LocalCheckout } from '../../providers/payments/localCheckoutToken';
import { onboardingSecretOf } from '../../providers/payments/localOnboardingToken';
import type { SubscriptionEvent } from '../../providers/payments/types';
import { applySubscriptionEvent } from './events';
import { checkoutPage, invalidCheckoutPage } from './localCheckoutPages';
import { setCancelAtPeriodEnd, startCheckout, subscriptionOf } from './service';

const DESIGNER = ['designer'] as const;
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The events Stripe sends when a Checkout Session for a subscription is paid: the session
 * completed (the subscription exists) and its first invoice paid, for one month. Their ids
 * come from the session's, so confirming the same session again applies nothing twice.
 */
export function localCheckoutEvents(checkout: LocalCheckout, now: Date): SubscriptionEvent[] {
  const key = checkout.sessionId.replace(/^cs_local_/, '');
  const subscriptionId = `sub_local_${key}`;
  const periodEnd = new Date(now.getTime());
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  const common = {
    customerId: checkout.customerId,
    subscriptionId,
    designerId: checkout.designerId,
  };
  return [
    {
      ...common,
      eventId: `evt_local_${key}_checkout`,
      type: 'checkout.session.completed',
      kind: 'started',
    },
    {
      ...common,
      eventId: `evt_local_${key}_invoice`,
      type: 'invoice.paid',
      kind: 'paid',
      periodEnd,
      invoice: {
        id: `in_local_${key}`,
        amount: checkout.amount,
        currency: checkout.currency,
        periodStart: now,
        periodEnd,
        url: null,
      },
    },
  ];
}

export const subscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v2/subscription',
    {
      config: { access: DESIGNER },
      schema: {
        tags: ['subscription'],
        summary:
          "The signed-in designer's subscription: the plan (the amount the admin set), its status, the current period's end and the invoices so far",
        response: { 200: subscriptionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptionOf(ctx, requireUser(request)),
    }),
  );

  app.post(
    '/api/v2/subscription/checkout',
    {
      config: { access: DESIGNER },
      schema: {
        tags: ['subscription'],
        summary:
          "Starts a checkout of the designer's plan at the payment provider and answers its page's url; back at /subscription?checkout=done&from=<returnPath> once paid",
        body: subscriptionCheckoutRequestSchema.optional(),
        response: {
          200: subscriptionCheckoutResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      url: await startCheckout(ctx, requireUser(request), request.body?.returnPath),
    }),
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/v2/subscription/${action}`,
      {
        config: { access: DESIGNER },
        schema: {
          tags: ['subscription'],
          summary: cancel
            ? 'Ends the subscription at the close of its current period (it stays active until then)'
            : 'Undoes a cancellation: the subscription renews at the close of its period',
          response: {
            200: dataResponseSchema(apiSubscriptionSchema).extend({ message: z.string() }),
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: cancel ? subscriptionMessages.cancelled : subscriptionMessages.resumed,
        data: await setCancelAtPeriodEnd(ctx, requireUser(request), cancel),
      }),
    );
  }

  if (ctx.payments.name === 'local') {
    // The local provider's checkout page: a plain HTML form, like the connect onboarding.
    const secret = onboardingSecretOf(ctx.config);
    const sessionParams = z.object({ sessionId: z.string().regex(/^cs_local_[0-9a-f]{16}$/) });
    const tokenFields = z.object({ token: z.string().max(8000).optional() });
    const refuse = (reply: FastifyReply) =>
      reply
        .code(403)
        .type('text/html')
        .send(invalidCheckoutPage(subscriptionMessages.checkoutLinkInvalid, ctx.config.consoleUrl));

    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await scope.register(formbody);
      scope.get(
        '/payments/local/checkout/:sessionId',
        { schema: { hide: true, params: sessionParams, querystring: tokenFields } },
        async (request, reply) => {
          const { sessionId } = request.params;
          const { token } = request.query;
          const checkout = await verifyCheckout(secret, sessionId, token);
          if (!checkout || !token) return refuse(reply);
          const [designer] = await ctx.database.db
            .select({ brandName: designers.brandName })
            .from(designers)
            .where(eq(designers.userId, checkout.designerId));
          return reply.type('text/html').send(
            checkoutPage({
              sessionId,
              token,
              amount: checkout.amount,
              currency: checkout.currency,
              brandName: designer?.brandName ?? '',
              cancelUrl: checkout.cancelUrl,
            }),
          );
        },
      );
      scope.post(
        '/payments/local/checkout/:sessionId',
        { schema: { hide: true, params: sessionParams, body: tokenFields.optional() } },
        async (request, reply) => {
          const checkout = await verifyCheckout(
            secret,
            request.params.sessionId,
            request.body?.token,
          );
          if (!checkout) return refuse(reply);
          for (const event of localCheckoutEvents(checkout, new Date())) {
            await applySubscriptionEvent(ctx.database.db, 'local', event);
          }
          return reply.redirect(checkout.successUrl, 303);
        },
      );
    });
  }
};
