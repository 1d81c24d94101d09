import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  apiSubscriptionSchema,
  dataResponseSchema,
  subscriptionCheckoutRequestSchema,
  subscriptionCheckoutResponseSchema,
  subscriptionMessages,
  subscriptionResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { designers, subscriptionInvoices } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { verifyCheckout, type LocalCheckout } from '../../providers/payments/localCheckoutToken';
import { onboardingSecretOf } from '../../providers/payments/localOnboardingToken';
import type { SubscriptionEvent } from '../../providers/payments/types';
import { lockDesigners } from '../../resources/designerLock';
import type { Transaction } from '../../resources/transaction';
import { applySubscriptionEventIn } from './events';
import { checkoutPage, invalidCheckoutPage } from './localCheckoutPages';
import { setCancelAtPeriodEnd, startCheckout, subscriptionOf } from './service';

const DESIGNER = ['designer'] as const;
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  // The payment provider could not be reached (issue 27).
  502: apiErrorSchema,
};

/**
 * The events Stripe sends when a Checkout Session for a subscription is paid: the session
 * completed (the subscription exists) and its first invoice paid, for one month. Their ids
 * come from the session's, so confirming the same session again applies nothing twice.
 */
export function localCheckoutEvents(checkout: LocalCheckout, now: Date): SubscriptionEvent[] {
  const key = localKeyOf(checkout.sessionId);
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
      checkoutSessionId: checkout.sessionId,
    },
    {
      ...common,
      eventId: `evt_local_${key}_invoice`,
      type: 'invoice.paid',
      kind: 'paid',
      periodEnd,
      invoice: {
        id: localInvoiceId(checkout.sessionId),
        amount: checkout.amount,
        currency: checkout.currency,
        periodStart: now,
        periodEnd,
        url: null,
      },
    },
  ];
}

/** What a local session's ids are made from: the session id's random part. */
const localKeyOf = (sessionId: string) => sessionId.replace(/^cs_local_/, '');
/** The invoice a local session's payment records. */
const localInvoiceId = (sessionId: string) => `in_local_${localKeyOf(sessionId)}`;

/**
 * Where a local checkout session stands, read under the designer's payments lock: 'open'
 * while it is the designer's open checkout, 'paid' once its invoice is recorded, else
 * 'replaced' (a newer checkout expired it).
 */
async function localCheckoutState(
  tx: Transaction,
  checkout: LocalCheckout,
): Promise<'open' | 'paid' | 'replaced'> {
  await lockDesigners(tx, [checkout.designerId], 'payments');
  const [paid] = await tx
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.provider, 'local'),
        eq(subscriptionInvoices.providerInvoiceId, localInvoiceId(checkout.sessionId)),
      ),
    );
  if (paid) return 'paid';
  const [designer] = await tx
    .select({ open: designers.subscriptionCheckoutId })
    .from(designers)
    .where(eq(designers.userId, checkout.designerId));
  return designer?.open === checkout.sessionId ? 'open' : 'replaced';
}

export const subscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    API_PATHS.subscription,
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
    API_ROUTES.subscriptionCheckout,
    {
      config: { access: DESIGNER },
      schema: {
        tags: ['subscription'],
        summary:
          "Starts a checkout of the designer's plan at the payment provider and answers its page's url; back at /subscription?checkout=done&from=<returnPath> once paid. One open checkout per designer: a new one expires the earlier session (409 if that one was paid meanwhile, or the plan is active); 502 when the provider cannot be reached",
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

  for (const [path, cancel] of [
    [API_ROUTES.subscriptionCancel, true],
    [API_ROUTES.subscriptionResume, false],
  ] as const) {
    app.post(
      path,
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
    const refuse = (
      reply: FastifyReply,
      status: 403 | 409 = 403,
      message: string = subscriptionMessages.checkoutLinkInvalid,
    ) =>
      reply
        .code(status)
        .type('text/html')
        .send(invalidCheckoutPage(message, ctx.config.consoleUrl));
    const replaced = (reply: FastifyReply) =>
      refuse(reply, 409, subscriptionMessages.checkoutReplaced);

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
          const state = await ctx.database.db.transaction((tx) => localCheckoutState(tx, checkout));
          if (state === 'paid') return refuse(reply);
          if (state === 'replaced') return replaced(reply);
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
          // Only the designer's open checkout is paid, once; a second click on Pay finds
          // it paid and goes on as the first did.
          const state = await ctx.database.db.transaction(async (tx) => {
            const found = await localCheckoutState(tx, checkout);
            if (found !== 'open') return found;
            for (const event of localCheckoutEvents(checkout, new Date())) {
              await applySubscriptionEventIn(tx, 'local', event);
            }
            return 'paid';
          });
          if (state === 'replaced') return replaced(reply);
          return reply.redirect(checkout.successUrl, 303);
        },
      );
    });
  }
};
