import {
  API_PATHS,
  DASHBOARD_LIST_FILTERS,
  dashboardSummaryResponseSchema,
  type DashboardSummary,
} from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';
import { readerTimeZone } from '@runway-live/domain/display';
import type { IconName } from '@runway-live/ui';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { useApi } from '../../api/ApiProvider';

/** A card of the dashboard: a count of the summary, its icon and the list it links to. */
export type CountTile = {
  label: string;
  count: number;
  /** The count reached its list's cap: "more than" it, as the list says (decision 0038). */
  capped: boolean;
  path: string;
  icon: IconName;
};

/**
 * The role's counts from `GET /api/v2/dashboard/summary`: the server decides the scope
 * (marketplace for admin and staff, its own rows for a designer). The dashboard shows a
 * network failure or a 5xx in place with a Retry; any other failure follows section 8.
 */
export function useDashboardSummary() {
  return useDashboardAnswer(summaryOf);
}

/** The desk of the same answer (one call): shows on air, next shows, latest orders, to-dos. */
export function useDashboardDesk() {
  return useDashboardAnswer(deskOf);
}

type DashboardAnswer = z.infer<typeof dashboardSummaryResponseSchema>;
const summaryOf = (answer: DashboardAnswer) => answer.summary;
const deskOf = (answer: DashboardAnswer) => answer.desk;

function useDashboardAnswer<Part>(select: (answer: DashboardAnswer) => Part) {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: async () =>
      dashboardSummaryResponseSchema.parse(
        // The sales' days are the reader's: counted in their zone, which the desk names.
        await api.get(API_PATHS.dashboardSummary, { tz: readerTimeZone() }, { retryInPlace: true }),
      ),
    select,
    // Read again on each visit and on the window's focus: the setup guide's steps (a first
    // product, a first show) are done elsewhere, in this tab or another. The desk's live
    // shows and to-dos move by the minute: read again every minute while the page is open.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: DESK_REFRESH_MS,
  });
}

/** How often the open dashboard reads its figures again. */
const DESK_REFRESH_MS = 60_000;

/**
 * A list's path with the filter its count was read with: the server counts a tile with
 * the same DASHBOARD_LIST_FILTERS, so "View all" opens the rows the figure counts.
 */
export function listPath(path: string, filter: Record<string, string> = {}): string {
  const query = new URLSearchParams(filter).toString();
  return query ? `${path}?${query}` : path;
}

/** A count of the summary, and whether it is a lower bound (its list's cap). */
function countOf<Summary extends DashboardSummary, Name extends Summary['capped'][number]>(
  summary: Summary,
  name: Name,
): Pick<CountTile, 'count' | 'capped'> {
  return {
    count: (summary as unknown as Record<Name, number>)[name],
    capped: (summary.capped as readonly string[]).includes(name),
  };
}

/** The tiles of a summary, in the order the dashboard shows them. */
export function tilesOf(summary: DashboardSummary): CountTile[] {
  const own: CountTile[] = [
    {
      label: 'Events',
      ...countOf(summary, 'events'),
      path: listPath(routePath('event/view-events'), DASHBOARD_LIST_FILTERS.events),
      icon: 'calendar',
    },
    {
      label: 'Products',
      ...countOf(summary, 'products'),
      path: routePath('view-products'),
      icon: 'package',
    },
    {
      label: 'Looks',
      ...countOf(summary, 'looks'),
      path: routePath('look/view-looks'),
      icon: 'shirt',
    },
    {
      label: 'Orders',
      ...countOf(summary, 'orders'),
      path: routePath('orders'),
      icon: 'shopping-bag',
    },
  ];
  if (summary.scope === 'designer') return own;
  return [
    {
      label: 'Designers',
      ...countOf(summary, 'designers'),
      path: routePath('designer/view-designers'),
      icon: 'users',
    },
    {
      label: 'Pending applications',
      ...countOf(summary, 'pendingApplications'),
      path: listPath(
        routePath('designer/view-designers'),
        DASHBOARD_LIST_FILTERS.pendingApplications,
      ),
      icon: 'store',
    },
    {
      label: 'Users',
      ...countOf(summary, 'users'),
      path: routePath('user/view-users'),
      icon: 'user',
    },
    ...own,
  ];
}
