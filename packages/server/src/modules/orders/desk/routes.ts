import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, API_ROUTES, apiErrorSchema, idParamsSchema } from '@runway-live/domain/api';
import {
  commissionQuerySchema,
  commissionResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderNoteSchema,
  orderPatchSchema,
  orderRefundSchema,
  orderResponseSchema,
  payoutsQuerySchema,
  payoutsResponseSchema,
  payoutsToCsv,
} from '@runway-live/domain/orders';
import type { AppContext } from '../../../context';
import { ADMIN_OR_STAFF, CONSOLE_ROLES } from '../../../plugins/access';
import { requireUser } from '../../../plugins/auth';
import { sendCsv } from '../../../resources/csvDownload';
import { errorResponses } from '../../../resources/routeSchemas';
import { deskOrderOf, exportOrders, listOrders } from './list';
import { commissionOver, payoutsOf } from './payouts';
import { refundOrder } from './refunds';
import { addOrderNote, patchOrder } from './transitions';

const tags = ['orders'];
const access = CONSOLE_ROLES;

/**
 * The order desk (issue 30, API.md orders row): admin and staff see every order, a designer
 * their own (another designer's order is a 404); shoppers have their own routes
 * (/my/orders). Money in major units with `currency`.
 */
export const orderDeskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API_PATHS.orders,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Orders, newest first: search on the order number, the buyer’s name or e-mail; filters status, refundState, from/to (yyyy-MM-dd, UTC days, both included), designerId, eventId; sort createdAt, orderNumber, total, status. `format=csv` streams every match of the same filter and sort as text/csv (the page and limit are left out)',
        querystring: orderListQuerySchema,
        response: {
          200: z.union([orderListResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'orders', exportOrders(ctx, user, request.query));
      }
      return { success: true as const, data: await listOrders(ctx, user, request.query) };
    },
  );

  app.get(
    `${API_PATHS.orders}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'One order: items, the money summary (commission and the designer’s net after refunds), the buyer, the show and the moment it was bought at, its refunds and its timeline (newest first), and the statuses it may move to',
        params: idParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deskOrderOf(ctx.database.db, requireUser(request), request.params.id),
    }),
  );

  app.patch(
    `${API_PATHS.orders}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Moves an order one legal step (paid → processing → shipped → delivered; pending | paid → cancelled); any other is a 409 naming both states, and of two steps at once one wins. Shipping needs carrier (UPS, USPS, FedEx, DHL, other) and trackingNumber, and mails the buyer; a shipped order may change them alone. Cancelling releases a pending order’s hold, or returns a paid order’s stock and refunds the rest of its payment',
        params: idParamsSchema,
        body: orderPatchSchema,
        response: {
          200: orderResponseSchema,
          ...errorResponses(400, 404, 409),
          502: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await patchOrder(ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    API_ROUTES.orderNotes,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Adds an internal note to the order’s timeline (never shown to the buyer)',
        params: idParamsSchema,
        body: orderNoteSchema,
        response: { 201: orderResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await addOrderNote(ctx, requireUser(request), request.params.id, request.body.text),
      }),
  );

  app.post(
    API_ROUTES.orderRefunds,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Refunds lines by SKU and quantity (and the shipping) with a reason, a note and whether the units go back into stock: never more than is left of the payment (409), the refund state partially_refunded or refunded, the commission and the designer’s net adjusted in proportion, the provider’s refund and transfer reversal made, the buyer mailed',
        params: idParamsSchema,
        body: orderRefundSchema,
        response: {
          201: orderResponseSchema,
          ...errorResponses(400, 404, 409),
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await refundOrder(ctx, requireUser(request), request.params.id, request.body),
      }),
  );

  app.get(
    API_PATHS.payouts,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'A designer’s statement (their own; admin and staff name designerId): per paid order its total, commission, refunds and net; balances pending (until delivered and PAYOUT_HOLD_DAYS more), available and paid out; the transfers, with refunds’ reversals as negative lines; the marketplace’s commission over from/to. `format=csv` answers the lines as text/csv',
        querystring: payoutsQuerySchema,
        response: {
          200: z.union([payoutsResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const data = await payoutsOf(ctx, requireUser(request), request.query);
      if (request.query.format === 'csv')
        return sendCsv(reply, 'payouts', payoutsToCsv(data.lines));
      return { success: true as const, data };
    },
  );

  app.get(
    API_ROUTES.payoutsCommission,
    {
      config: { access: ADMIN_OR_STAFF },
      schema: {
        tags,
        summary:
          'The marketplace’s commission over the orders placed from/to (yyyy-MM-dd, UTC days, both included) whose payment was taken, after refunds: a total per currency and each designer’s share (orders, total, refunded, commission, net), largest commission first',
        querystring: commissionQuerySchema,
        response: { 200: commissionResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await commissionOver(ctx, request.query),
    }),
  );
};
