import * as z from 'zod';
import type { DesignerListQuery } from './designers';
import type { EventListQuery } from './events';
import type { EventStatus } from '../schemas/event';
import { liveCountersSchema } from '../live/payloads';
import { apiOrderListItemSchema } from '../orders/answers';
import { orderReportQuerySchema } from './reports';

const count = z.number().int().min(0);

/**
 * The counts that reached their list's count cap (decision 0038): each figure is then a
 * lower bound, shown as "more than" it, as the list itself says.
 */
const capped = <const Names extends readonly [string, ...string[]]>(names: Names) =>
  z.array(z.enum(names)).default([]);

/** Admin and staff: counts across the marketplace. */
export const marketplaceSummarySchema = z.object({
  scope: z.literal('marketplace'),
  designers: count,
  pendingApplications: count,
  users: count,
  events: count,
  products: count,
  looks: count,
  orders: count,
  capped: capped([
    'designers',
    'pendingApplications',
    'users',
    'events',
    'products',
    'looks',
    'orders',
  ]),
});

/**
 * The shows that count as scheduled for the setup guide's last step: scheduled once, whether
 * still waiting, live or over.
 */
export const SCHEDULED_SHOW_STATUSES = [
  'scheduled',
  'live',
  'ended',
] as const satisfies readonly EventStatus[];

/** A designer: only its own events, products, looks and orders. */
export const designerSummarySchema = z.object({
  scope: z.literal('designer'),
  events: count,
  products: count,
  looks: count,
  orders: count,
  /** Of `events`, those in SCHEDULED_SHOW_STATUSES: the setup guide's "first show" step. */
  scheduledShows: count,
  capped: capped(['events', 'products', 'looks', 'orders', 'scheduledShows']),
});

/** A show on air now, with its audience and sales so far (the live counters). */
export const dashboardLiveShowSchema = z.object({
  _id: z.string(),
  title: z.string(),
  designerBrand: z.string().optional(),
  counters: liveCountersSchema,
});

/** A show to come, for its countdown. */
export const dashboardNextShowSchema = z.object({
  _id: z.string(),
  title: z.string(),
  designerBrand: z.string().optional(),
  /** A UTC instant. */
  scheduledAt: z.string(),
  timeZone: z.string(),
});

/**
 * What needs doing, each the total of a list under a query: the console links the figure
 * to that list with that very query, so the two cannot disagree.
 */
export const DASHBOARD_TODO_KINDS = [
  'pendingApplications',
  'showsStartingSoon',
  'ordersToShip',
  'failedPayouts',
  'productsOutOfStock',
] as const;
export type DashboardTodoKind = (typeof DASHBOARD_TODO_KINDS)[number];

export const dashboardTodoSchema = z.object({
  kind: z.enum(DASHBOARD_TODO_KINDS),
  count,
  capped: z.boolean(),
  /** The list's query (as its URL writes it) behind the figure. */
  query: z.record(z.string(), z.string()),
});
export type DashboardTodo = z.infer<typeof dashboardTodoSchema>;

const salesFigure = z.object({ orders: count, gmv: z.number().min(0) });

/**
 * Sales today, over 7 and over 30 days, in the caller's scope and zone: the orders report's
 * figures (GMV: spending orders, the one rule), with the 30 days a point a day for the
 * sparklines, oldest first.
 */
export const dashboardSalesSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  today: salesFigure,
  last7Days: salesFigure,
  last30Days: salesFigure,
  daily: z.array(z.object({ date: z.string(), orders: count, gmv: z.number().min(0) })),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

/** GET /api/v2/dashboard/summary's query: the zone the sales' days are counted in. */
export const dashboardSummaryQuerySchema = orderReportQuerySchema.pick({ tz: true });

/**
 * The desk beside the counts (issue 33): the shows on air, the next shows, the latest
 * orders and what needs doing, in the caller's scope (a designer's own).
 */
export const dashboardDeskSchema = z.object({
  sales: dashboardSalesSchema,
  liveNow: z.array(dashboardLiveShowSchema),
  nextShows: z.array(dashboardNextShowSchema),
  latestOrders: z.array(apiOrderListItemSchema),
  todo: z.array(dashboardTodoSchema),
});
export type DashboardDesk = z.infer<typeof dashboardDeskSchema>;

/** How many of the next shows and the latest orders the desk lists. */
export const DASHBOARD_DESK_ROWS = 5;
/** "Starting soon": within this many minutes. */
export const DASHBOARD_STARTING_SOON_MINUTES = 60;
/** An order paid this many days ago and not yet shipped needs a look. */
export const DASHBOARD_UNSHIPPED_DAYS = 2;

/** GET /api/v2/dashboard/summary: the dashboard's counts for the caller's role, and its desk. */
export const dashboardSummaryResponseSchema = z.object({
  success: z.literal(true),
  summary: z.discriminatedUnion('scope', [marketplaceSummarySchema, designerSummarySchema]),
  desk: dashboardDeskSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummaryResponseSchema>['summary'];

/**
 * The filter of the list behind each dashboard count that has one (API.md's list queries,
 * as a URL writes them). The server counts a tile as its list's total under this query and
 * the console's "View all" opens that list with the same query, so a count and the list it
 * links to cannot disagree. Rehearsals are private test shows, in no count (issue 21).
 */
export const DASHBOARD_LIST_FILTERS = {
  events: { rehearsal: 'false' },
  pendingApplications: { applicationStatus: 'pending' },
} as const satisfies {
  events: EventListQuery;
  pendingApplications: DesignerListQuery;
};
