import * as z from 'zod';
import { EVENT_STATUSES } from '../schemas/event';
import { WEB_EVENT_STATUSES } from '../schemas/webEvents';
import { objectIdField } from '../schemas/objectId';
import { listQuerySchema, listResponseSchema } from './lists';
import { orderReportRangeSchema, reportMessages, reportRangeQueryFields } from './reports';

/**
 * GET /api/v2/reports/events, /reports/events/:id and /reports/web-events (issue 33; API.md
 * "Reports" and "Attribution"): the events report per show, a show's minute-by-minute chart,
 * the web-events report per web event and per group. The range is the orders report's
 * (`preset` or `from`/`to`, `tz`); money in major units at the API's edge.
 */
const count = z.number().int().min(0);
const money = z.number();
const format = z.enum(['json', 'csv'], { error: reportMessages.formatInvalid }).optional();

/** The shows of a range (by their start, in `tz`), a page at a time; `format=csv` all of them. */
export const eventReportQuerySchema = listQuerySchema(['scheduledAt'], {
  ...reportRangeQueryFields,
  designerId: objectIdField().optional(),
  format,
});
export type EventReportQuery = z.input<typeof eventReportQuerySchema>;
export type EventReportFilter = z.output<typeof eventReportQuerySchema>;

/** Orders attributed to a show, bought while it was live or in replay (API.md "Attribution"). */
const attributedSchema = z.object({ orders: count, gmv: money, netGmv: money });
export type AttributedFigures = z.infer<typeof attributedSchema>;

export const eventReportRowSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  designerId: z.string(),
  designerName: z.string(),
  status: z.enum(EVENT_STATUSES),
  scheduledAt: z.string().nullable(),
  /** When it first went live and last ended (its timeline); null if it never did. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  peakViewers: count,
  uniqueViewers: count,
  /** Seconds, per unique viewer (first join to last leave, or to now while in the room). */
  averageWatchSec: count,
  chatMessages: count,
  productsPushed: count,
  addsToCart: count,
  /** Paid-or-later orders carrying the show's id, live and replay together. */
  orders: count,
  gmv: money,
  netGmv: money,
  live: attributedSchema,
  replay: attributedSchema,
  buyers: count,
  /** Buyers ÷ unique viewers (0.25 = 25 %). */
  conversion: z.number().min(0),
  /** Its attributed orders that redeemed a coupon. */
  couponRedemptions: count,
});
export type EventReportRow = z.infer<typeof eventReportRowSchema>;

export const eventReportResponseSchema = listResponseSchema(eventReportRowSchema).extend({
  range: orderReportRangeSchema.omit({ previousFrom: true, previousTo: true }),
  currency: z.string(),
});
export type EventReportPage = z.infer<typeof eventReportResponseSchema>;

/** A show's chart: `format=csv` answers its table, its minutes written in `tz`. */
export const showChartQuerySchema = z.object({ tz: reportRangeQueryFields.tz, format });

export const showChartPointSchema = z.object({
  /** The minute's start (ISO 8601, UTC); the console writes it in the reader's zone. */
  at: z.string(),
  viewers: count,
  messages: count,
  addsToCart: count,
  orders: count,
  gmv: money,
});
export type ShowChartPoint = z.infer<typeof showChartPointSchema>;

export const showChartBandSchema = z.object({
  from: z.string(),
  to: z.string(),
  products: z.array(z.object({ productId: z.string(), name: z.string() })),
});
export type ShowChartBand = z.infer<typeof showChartBandSchema>;

export const showChartSchema = z.object({
  show: eventReportRowSchema,
  currency: z.string(),
  points: z.array(showChartPointSchema),
  bands: z.array(showChartBandSchema),
});
export type ShowChart = z.infer<typeof showChartSchema>;
export const showChartResponseSchema = z.object({
  success: z.literal(true),
  data: showChartSchema,
});

/** The web events of a range (by when their views started, in `tz`) and their groups. */
export const webEventReportQuerySchema = z.object({
  ...reportRangeQueryFields,
  designerId: objectIdField().optional(),
  groupId: objectIdField().optional(),
  format,
});
export type WebEventReportQuery = z.input<typeof webEventReportQuerySchema>;
export type WebEventReportFilter = z.output<typeof webEventReportQuerySchema>;

const webFigures = {
  /** Player sessions started (a viewer's every start counts). */
  views: count,
  uniqueViewers: count,
  /** Seconds watched, all viewers together. */
  watchSec: count,
  productClicks: count,
  /** Paid-or-later orders placed through the player (the order's web event). */
  orders: count,
  gmv: money,
};

export const webEventReportSchema = z.object({
  range: orderReportRangeSchema.omit({ previousFrom: true, previousTo: true }),
  currency: z.string(),
  webEvents: z.array(
    z.object({
      webEventId: z.string(),
      title: z.string(),
      status: z.enum(WEB_EVENT_STATUSES),
      groupId: z.string().nullable(),
      groupName: z.string().nullable(),
      /** The web event's designer (the report's designer filter offers them by brand). */
      designerId: z.string(),
      designerName: z.string(),
      ...webFigures,
    }),
  ),
  groups: z.array(z.object({ groupId: z.string(), name: z.string(), ...webFigures })),
  products: z.array(
    z.object({
      webEventId: z.string(),
      webProductId: z.string(),
      name: z.string(),
      clicks: count,
      viewers: count,
    }),
  ),
});
export type WebEventReport = z.infer<typeof webEventReportSchema>;
export const webEventReportResponseSchema = z.object({
  success: z.literal(true),
  data: webEventReportSchema,
});
