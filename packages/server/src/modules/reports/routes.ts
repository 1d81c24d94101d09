import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  API_ROUTES,
  eventReportQuerySchema,
  eventReportResponseSchema,
  idParamsSchema,
  orderReportQuerySchema,
  orderReportResponseSchema,
  showChartQuerySchema,
  showChartResponseSchema,
  webEventReportQuerySchema,
  webEventReportResponseSchema,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { sendCsv } from '../../resources/csvDownload';
import { errorResponses } from '../../resources/routeSchemas';
import { eventReport, eventReportCsv } from './events';
import { showChart, showChartCsv } from './showChart';
import { orderReport, orderReportCsv } from './orders';
import { webEventReport, webEventReportCsv } from './webEvents';

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

  app.get(
    API_PATHS.reportEvents,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary:
          'The events report: the aired shows (never a rehearsal) starting in the range (preset or from/to, tz as the orders report), a page at a time (page, limit, search, sort=scheduledAt:asc|desc), filter designerId (a designer reads their own; another’s is a 404). Per show: peak and unique viewers, average watch time, chat messages, products pushed, adds to cart, the paid-or-later orders carrying its id with GMV and net GMV, live (placed between going live and ending) and in replay apart, buyers, conversion (buyers ÷ unique viewers), coupon redemptions. Money in major units. `format=csv` answers every show of the range as text/csv',
        querystring: eventReportQuerySchema,
        response: {
          200: z.union([eventReportResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'events-report', await eventReportCsv(ctx, user, request.query));
      }
      return eventReport(ctx, user, request.query);
    },
  );

  app.get(
    API_ROUTES.reportShow,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary:
          'A show’s figures (as a row of the events report) and its minute-by-minute chart from going live to ending (to now while live): viewers in the room, chat messages, adds to cart, orders and GMV per minute, and the pushed products as bands. A rehearsal, a show that never aired and another designer’s show are a 404. `format=csv` answers the minute table as text/csv, minutes written in tz (default UTC)',
        params: idParamsSchema,
        querystring: showChartQuerySchema,
        response: {
          200: z.union([showChartResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'show-chart', await showChartCsv(ctx, user, id, request.query.tz));
      }
      return { success: true as const, data: await showChart(ctx, user, id) };
    },
  );

  app.get(
    API_PATHS.reportWebEvents,
    {
      config: { access: CONSOLE_ROLES },
      schema: {
        tags,
        summary:
          'The web-events report of a range (preset or from/to, tz as the orders report), filters designerId (a designer reads their own; another’s is a 404) and groupId: per web event and per group, views (player session starts), unique viewers, watch time (heartbeats × their period), product clicks, and the paid-or-later orders placed through the player with their GMV; product clicks by product. `format=csv` answers the same as text/csv',
        querystring: webEventReportQuerySchema,
        response: {
          200: z.union([webEventReportResponseSchema, z.string().describe('text/csv')]),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.format === 'csv') {
        return sendCsv(
          reply,
          'web-events-report',
          await webEventReportCsv(ctx, user, request.query),
        );
      }
      return { success: true as const, data: await webEventReport(ctx, user, request.query) };
    },
  );
};
