import * as z from 'zod';
import { ORDER_STATUSES } from '../checkout/statuses';
import { COUPON_FUNDERS } from '../coupons/rules';
import { isTimeZone } from '../schemas/eventTime';
import { objectIdField } from '../schemas/objectId';
import { textField } from '../schemas/validators';
import {
  REPORT_PRESETS,
  reportRangeMessages,
  resolveReportRange,
  type ReportRange,
} from '../reports/range';

/**
 * GET /api/v2/reports/orders (issue 33; API.md "Reports"): the orders report's query and its
 * answer. Money is major units at the API's edge (the domain's money rule converts it);
 * GMV counts the spending orders (`SPENDING_ORDER_STATUSES`), net GMV less their refunds.
 */
export const reportMessages = {
  presetInvalid: `Choose one of ${REPORT_PRESETS.join(', ')}`,
  statusInvalid: 'Unknown order status',
  formatInvalid: 'Choose json or csv',
  ...reportRangeMessages,
} as const;

/** `status=paid,shipped` or `status=paid&status=shipped`: one or more statuses. */
const statusList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(z.enum(ORDER_STATUSES, { error: reportMessages.statusInvalid })),
);

/**
 * The report's query: `preset` (default the last 30 days) or `from`/`to` (a custom span:
 * calendar days in `tz`, both included, or ISO instants), `tz` (IANA; default UTC), and the
 * filters designerId, eventId (the show), status; `format=csv` streams the same as CSV.
 */
export const orderReportQuerySchema = z.object({
  preset: z.enum(REPORT_PRESETS, { error: reportMessages.presetInvalid }).optional(),
  from: textField().trim().optional(),
  to: textField().trim().optional(),
  tz: textField().trim().refine(isTimeZone, { error: reportMessages.timeZone }).default('UTC'),
  designerId: objectIdField().optional(),
  eventId: objectIdField().optional(),
  status: statusList.optional(),
  format: z.enum(['json', 'csv'], { error: reportMessages.formatInvalid }).optional(),
});
export type OrderReportQuery = z.input<typeof orderReportQuerySchema>;
export type OrderReportFilter = z.output<typeof orderReportQuerySchema>;

/** The range part every report's query reads (orders, events, web events). */
export const reportRangeQueryFields = {
  preset: orderReportQuerySchema.shape.preset,
  from: orderReportQuerySchema.shape.from,
  to: orderReportQuerySchema.shape.to,
  tz: orderReportQuerySchema.shape.tz,
};

/** The preset a query asks for: custom when it names a span, the last 30 days when nothing. */
export function reportPresetOf(query: Pick<OrderReportFilter, 'preset' | 'from' | 'to'>) {
  return query.preset ?? (query.from || query.to ? 'custom' : '30d');
}

/** The query's range at `now`, or the field that is wrong and why. */
export function orderReportRange(
  query: Pick<OrderReportFilter, 'preset' | 'from' | 'to' | 'tz'>,
  now: Date,
) {
  return resolveReportRange({
    preset: reportPresetOf(query),
    timeZone: query.tz,
    from: query.from,
    to: query.to,
    now,
  });
}

const count = z.number().int().min(0);
const money = z.number();

export const orderReportTotalsSchema = z.object({
  /** Spending orders (paid or later). */
  orders: count,
  /** Their totals (what buyers paid, discounts off, tax and shipping in). */
  gmv: money,
  /** GMV less what was refunded of it. */
  netGmv: money,
  /** GMV ÷ orders (0 with no order), rounded to the minor unit. */
  averageOrderValue: money,
  discounts: money,
  discountsByFunder: z.object(
    Object.fromEntries(COUPON_FUNDERS.map((funder) => [funder, money])) as Record<
      (typeof COUPON_FUNDERS)[number],
      typeof money
    >,
  ),
  refunds: money,
  /** The marketplace's commission on them (net of refunds: the order's own figure). */
  commission: money,
});
export type OrderReportTotals = z.infer<typeof orderReportTotalsSchema>;

export const orderReportRangeSchema = z.object({
  preset: z.enum(REPORT_PRESETS),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day']),
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type OrderReportRange = z.infer<typeof orderReportRangeSchema>;

const seriesPoint = z.object({ date: z.string(), orders: count, gmv: money });
export type OrderReportPoint = z.infer<typeof seriesPoint>;

export const orderReportSchema = z.object({
  range: orderReportRangeSchema,
  currency: z.string(),
  totals: orderReportTotalsSchema,
  previousTotals: orderReportTotalsSchema,
  /** One point per bucket of the range, zero where nothing sold. */
  series: z.array(seriesPoint),
  /** The previous period's points, bucket by bucket (same count as `series` or fewer). */
  previousSeries: z.array(seriesPoint),
  /** Every order of the range and filters by status (all statuses, not only spending). */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: count, total: money })),
  topDesigners: z.array(
    z.object({ designerId: z.string(), name: z.string(), orders: count, gmv: money }),
  ),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: count, gmv: money }),
  ),
  topShows: z.array(
    z.object({ eventId: z.string(), title: z.string(), orders: count, gmv: money }),
  ),
});
export type OrderReport = z.infer<typeof orderReportSchema>;
export const orderReportResponseSchema = z.object({
  success: z.literal(true),
  data: orderReportSchema,
});

/** A top list's length. */
export const REPORT_TOP_LIMIT = 10;

/** The range's figures as the answer writes them. */
export function orderReportRangeAnswer(
  range: ReportRange,
  previous: { from: Date; to: Date },
): OrderReportRange {
  return {
    preset: range.preset,
    timeZone: range.timeZone,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    bucket: range.bucket,
    previousFrom: previous.from.toISOString(),
    previousTo: previous.to.toISOString(),
  };
}
