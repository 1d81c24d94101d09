import { dashboardSummaryResponseSchema, type DashboardSummary } from '@runway-live/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';

/** A tile of the dashboard: a count of the summary and the list it links to. */
export type CountTile = { label: string; count: number; path: string };

/**
 * The role's counts from `GET /api/v2/dashboard/summary`: the server decides the scope
 * (marketplace for admin and staff, its own rows for a designer). The dashboard shows a
 * network failure or a 5xx in place with a Retry; any other failure follows section 8.
 */
export function useDashboardSummary() {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: async () =>
      dashboardSummaryResponseSchema.parse(
        await api.get('/api/v2/dashboard/summary', undefined, { retryInPlace: true }),
      ).summary,
    staleTime: 30_000,
  });
}

/** The tiles of a summary, in the order the dashboard shows them. */
export function tilesOf(summary: DashboardSummary): CountTile[] {
  const own: CountTile[] = [
    { label: 'Events', count: summary.events, path: '/event/view-events' },
    { label: 'Products', count: summary.products, path: '/view-products' },
    { label: 'Orders', count: summary.orders, path: '/orders' },
  ];
  if (summary.scope === 'designer') return own;
  return [
    { label: 'Designers', count: summary.designers, path: '/designer/view-designers' },
    {
      label: 'Pending applications',
      count: summary.pendingApplications,
      path: '/designer/view-designers?applicationStatus=pending',
    },
    { label: 'Users', count: summary.users, path: '/user/view-users' },
    ...own,
  ];
}
