import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  orderReportQuerySchema,
  orderReportResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { orderReport, orderReportCsv } from './orders';

const tags = ['reports'];

/**
 * The reports (issue 33, API.md "Reports"): admin and staff read every order, a designer
 * their own (naming another designer is a 404). Live: computed from the orders at each call.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API_PATHS.reportOrders,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary:
          'The orders report of a range: preset (today, 7d, 30d, month, 12m; default 30d) or from/to (yyyy-MM-dd in tz, both included, or ISO instants), tz (IANA, default UTC), filters designerId, eventId, status (comma-separated). Totals (orders, GMV of the paid-or-later orders, net GMV less refunds, average order value, discounts by funder, refunds, commission) and the previous period’s of equal length, a series by day (by hour for two days or less) in the zone, by status, top designers, products and shows. Money in major units. `format=csv` answers the same as text/csv',
        querystring: orderReportQuerySchema,
        response: {
          200: z.union([orderReportResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'orders-report', await orderReportCsv(ctx, user, request.query));
      }
      return { success: true as const, data: await orderReport(ctx, user, request.query) };
    },
  );
};
