import * as z from 'zod';
import type { DesignerListQuery } from './designers';
import type { EventListQuery } from './events';

const count = z.number().int().min(0);

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
});

/** A designer: only its own events, products, looks and orders. */
export const designerSummarySchema = z.object({
  scope: z.literal('designer'),
  events: count,
  products: count,
  looks: count,
  orders: count,
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
