import * as z from 'zod';
import type { DesignerListQuery } from './designers';
import type { EventListQuery } from './events';
import type { EventStatus } from '../schemas/event';

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

/** GET /api/v2/dashboard/summary: the dashboard's counts for the caller's role. */
export const dashboardSummaryResponseSchema = z.object({
  success: z.literal(true),
  summary: z.discriminatedUnion('scope', [marketplaceSummarySchema, designerSummarySchema]),
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
