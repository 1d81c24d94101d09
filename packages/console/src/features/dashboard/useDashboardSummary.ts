import {
  DASHBOARD_LIST_FILTERS,
  dashboardSummaryResponseSchema,
  type DashboardSummary,
} from '@runway-live/domain/api';
import type { IconName } from '@runway-live/ui';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { routePath } from '../../resources/routePath';

/** A card of the dashboard: a count of the summary, its icon and the list it links to. */
export type CountTile = { label: string; count: number; path: string; icon: IconName };

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

/**
 * A list's path with the filter its count was read with: the server counts a tile with
 * the same DASHBOARD_LIST_FILTERS, so "View all" opens the rows the figure counts.
 */
function listPath(path: string, filter: Record<string, string> = {}): string {
  const query = new URLSearchParams(filter).toString();
  return query ? `${path}?${query}` : path;
}

/** The tiles of a summary, in the order the dashboard shows them. */
export function tilesOf(summary: DashboardSummary): CountTile[] {
  const own: CountTile[] = [
    {
      label: 'Events',
      count: summary.events,
      path: listPath(routePath('event/view-events'), DASHBOARD_LIST_FILTERS.events),
      icon: 'calendar',
    },
    {
      label: 'Products',
      count: summary.products,
      path: routePath('view-products'),
      icon: 'package',
    },
    { label: 'Looks', count: summary.looks, path: routePath('look/view-looks'), icon: 'shirt' },
    { label: 'Orders', count: summary.orders, path: routePath('orders'), icon: 'shopping-bag' },
  ];
  if (summary.scope === 'designer') return own;
  return [
    {
      label: 'Designers',
      count: summary.designers,
      path: routePath('designer/view-designers'),
      icon: 'users',
    },
    {
      label: 'Pending applications',
      count: summary.pendingApplications,
      path: listPath(
        routePath('designer/view-designers'),
        DASHBOARD_LIST_FILTERS.pendingApplications,
      ),
      icon: 'store',
    },
    { label: 'Users', count: summary.users, path: routePath('user/view-users'), icon: 'user' },
    ...own,
  ];
}
