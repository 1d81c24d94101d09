import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { API_PATHS, apiErrorSchema, idParamsSchema } from '@runway-live/domain/api';
import {
  cartEventSchema,
  checkoutMessages,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutReturnUrl,
  myOrderResponseSchema,
  myOrdersQuerySchema,
  myOrdersResponseSchema,
  publicProductResponseSchema,
  publicProductsQuerySchema,
  publicProductsResponseSchema,
} from '@runway-live/domain/checkout';
import { apiMessages } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { cartEvents, checkouts, designers, events, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { foreignKeyViolation } from '../../plugins/foreignKeyViolations';
import { perAccount, perIp } from '../../plugins/rateLimits';
import { verifyLinkToken } from '../../providers/payments/linkTokens';
import { onboardingSecretOf } from '../../providers/payments/localOnboardingToken';
import { errorResponses } from '../../resources/routeSchemas';
import { startCheckout } from './checkout';
import {
  orderCheckoutDonePage,
  orderCheckoutInvalidPage,
  orderCheckoutPage,
} from './localPaymentPages';
import { confirmPayment, expireCheckout, sweepExpiredCheckouts } from './payment';
import { listMyOrders, myOrder, publicProducts } from './service';

const SHOPPER = ['user'] as const;
const tags = ['checkout'];

/**
 * A shopper's checkout and orders (issue 29, API.md "Checkout"): POST /api/v2/checkout
 * (role user), their own orders, the products as viewers choose them, the cart events the
 * viewer page reports, the local provider's payment page, and the sweeper that expires
 * holds (decision 0030).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API_PATHS.checkout,
    {
      config: { access: SHOPPER, rateLimits: [perAccount(ctx.config.checkoutRateLimit)] },
      schema: {
        tags,
        summary:
          "Checks out a shopper's cart: every line priced by the server (a price from the client is a 400), one order per designer sharing one checkoutId and one payment, the stock of every line held until CHECKOUT_HOLD_MINUTES have passed (orders pending, then expired). A line that cannot be sold is a 409 naming it (sold out, not on sale, not until the show starts) and nothing is held; 502 when the payment provider cannot be reached (nothing stays held)",
        body: checkoutRequestSchema,
        response: {
          201: checkoutResponseSchema,
          ...errorResponses(400, 409),
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await startCheckout(ctx, requireUser(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    API_PATHS.myOrders,
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "The caller's own orders, newest first; search on the order number, filter by status. Money in major units with currency",
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyOrders(ctx, requireUser(request), request.query),
    }),
  );

  app.get(
    `${API_PATHS.myOrders}/:id`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "One of the caller's own orders (anyone else's is a 404)",
        params: idParamsSchema,
        response: { 200: myOrderResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await myOrder(ctx, requireUser(request), request.params.id),
    }),
  );

  const publicRead = {
    access: 'public' as const,
    rateLimits: [perIp(ctx.config.publicReadRateLimit)],
  };
  app.get(
    API_PATHS.publicProducts,
    {
      config: publicRead,
      schema: {
        tags,
        summary:
          "Products as the viewer page's cart shows them (ids=a,b, at most 20): each size with what is left now (on hand less the checkouts' holds) and whether it can be bought; drafts and unknown ids are left out",
        querystring: publicProductsQuerySchema,
        response: { 200: publicProductsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publicProducts(ctx.database.db, request.query.ids),
    }),
  );

  app.get(
    `${API_PATHS.publicProducts}/:id`,
    {
      config: publicRead,
      schema: {
        tags,
        summary:
          'A product as the viewer\'s product dialog shows it: colours, sizes with what is left ("2 left", "Sold out") and its sale state; a draft is a 404',
        params: idParamsSchema,
        response: {
          200: publicProductResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const [product] = await publicProducts(ctx.database.db, [request.params.id]);
      if (!product) throw new ApiError(404, apiMessages.notFound);
      return { success: true as const, data: product };
    },
  );

  app.post(
    API_PATHS.cartEvents,
    {
      config: { access: 'public', rateLimits: [perIp(ctx.config.playerEventRateLimit)] },
      schema: {
        tags,
        summary:
          "The viewer page says a size was added to the cart during a show (the control room's adds-to-cart counter); counted only while the show is live, never trusted for money",
        body: cartEventSchema,
        response: {
          200: z.object({ success: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const [show] = await ctx.database.db
        .select({ status: events.status })
        .from(events)
        .where(eq(events.id, body.eventId));
      if (show?.status === 'live') {
        await ctx.database.db
          .insert(cartEvents)
          .values({
            eventId: body.eventId,
            productId: body.productId,
            sku: body.sku,
            quantity: body.quantity,
            viewerId: body.viewerId ?? null,
          })
          .then(
            () => ctx.live.tell({ kind: 'sales', eventId: body.eventId }),
            (error: unknown) => {
              // A product id that is not one: nothing to count.
              if (!foreignKeyViolation(error as { cause?: unknown })) throw error;
            },
          );
      }
      return { success: true as const };
    },
  );

  // The sweeper: expired holds go back at least every CHECKOUT_SWEEP_MS (≤ 30 s).
  if (ctx.config.checkoutSweepMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    let sweeping = false;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        sweepExpiredCheckouts(ctx)
          .catch((error: unknown) => app.log.error({ err: error }, 'checkout sweep failed'))
          .finally(() => {
            sweeping = false;
          });
      }, ctx.config.checkoutSweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(formbody);
    const params = z.object({ checkoutId: z.uuid() });
    const back = `${ctx.config.publicUrl}/`;

    scope.get(
      '/payments/orders/:checkoutId/done',
      { schema: { hide: true, params } },
      async (request, reply) => {
        const [checkout] = await ctx.database.db
          .select({ status: checkouts.status })
          .from(checkouts)
          .where(eq(checkouts.id, request.params.checkoutId));
        const message =
          checkout?.status === 'paid'
            ? checkoutMessages.paid
            : checkout?.status === 'refunded'
              ? checkoutMessages.lateRefund
              : checkout?.status === 'expired'
                ? checkoutMessages.paymentFailed
                : checkoutMessages.created;
        return reply.type('text/html').send(orderCheckoutDonePage(message, back));
      },
    );

    if (ctx.payments.name !== 'local') return;
    // The local provider's payment page (development and tests), as Stripe Checkout.
    const secret = onboardingSecretOf(ctx.config);
    const token = z.object({ token: z.string().max(8000).optional() });
    const refuse = (reply: FastifyReply, message: string = checkoutMessages.checkoutUnknown) =>
      reply.code(403).type('text/html').send(orderCheckoutInvalidPage(message, back));
    const verified = async (checkoutId: string, text: string | undefined) =>
      (await verifyLinkToken(secret, 'local-order-checkout', checkoutId, text, new Date())) !==
      null;

    scope.get(
      '/payments/local/orders/:checkoutId',
      { schema: { hide: true, params, querystring: token } },
      async (request, reply) => {
        const { checkoutId } = request.params;
        if (!(await verified(checkoutId, request.query.token))) return refuse(reply);
        const [checkout] = await ctx.database.db
          .select()
          .from(checkouts)
          .where(eq(checkouts.id, checkoutId));
        if (!checkout || checkout.status !== 'pending') return refuse(reply);
        const rows = await ctx.database.db
          .select({ order: orders, brandName: designers.brandName })
          .from(orders)
          .leftJoin(designers, eq(designers.userId, orders.designerId))
          .where(eq(orders.checkoutId, checkoutId));
        return reply.type('text/html').send(
          orderCheckoutPage({
            checkoutId,
            token: request.query.token!,
            total: checkout.total,
            currency: checkout.currency,
            holdExpiresAt: checkout.holdExpiresAt,
            orders: rows.map(({ order, brandName }) => ({ ...order, brandName: brandName ?? '' })),
          }),
        );
      },
    );

    scope.post(
      '/payments/local/orders/:checkoutId',
      {
        schema: {
          hide: true,
          params,
          body: token.extend({ action: z.enum(['pay', 'cancel']).default('pay') }).optional(),
        },
      },
      async (request, reply) => {
        const { checkoutId } = request.params;
        if (!(await verified(checkoutId, request.body?.token))) return refuse(reply);
        const [row] = await ctx.database.db
          .select({
            total: checkouts.total,
            eventId: orders.eventId,
            webEventId: orders.webEventId,
          })
          .from(checkouts)
          .innerJoin(orders, eq(orders.checkoutId, checkouts.id))
          .where(and(eq(checkouts.id, checkoutId)))
          .limit(1);
        if (!row) return refuse(reply);
        const returnTo = { checkoutId, eventId: row.eventId, webEventId: row.webEventId };
        if (request.body?.action === 'cancel') {
          await expireCheckout(ctx, checkoutId, new Date(), 'failed');
          return reply.redirect(
            checkoutReturnUrl(ctx.config.publicUrl, returnTo, 'cancelled'),
            303,
          );
        }
        // The same payment id for every click: a second Pay finds the checkout paid.
        await confirmPayment(ctx, {
          checkoutId,
          paymentId: `pi_local_${checkoutId.replace(/-/g, '')}`,
          amount: row.total,
        });
        return reply.redirect(checkoutReturnUrl(ctx.config.publicUrl, returnTo, 'paid'), 303);
      },
    );
  });
};
