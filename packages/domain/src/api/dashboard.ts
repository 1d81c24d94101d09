import * as z from 'zod';

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
