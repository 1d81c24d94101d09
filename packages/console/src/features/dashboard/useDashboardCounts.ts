import { effectiveRole, isAdminOrStaff } from '@runway-live/domain';
import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';
import type { SessionUser } from '../../state/sessionUser';

/** A tile of the dashboard: what is counted and the list it links to. */
export type CountTile = { label: string; resource: string; path: string };

const DESIGNER_TILES: readonly CountTile[] = [
  { label: 'Events', resource: 'events', path: '/event/view-events' },
  { label: 'Products', resource: 'products', path: '/view-products' },
  { label: 'Looks', resource: 'looks', path: '/look/view-looks' },
  { label: 'Orders', resource: 'orders', path: '/orders' },
];

const ADMIN_TILES: readonly CountTile[] = [
  { label: 'Designers', resource: 'designers', path: '/designer/view-designers' },
  ...DESIGNER_TILES,
  { label: 'Coupons', resource: 'coupons', path: '/coupon/view-coupons' },
];

/** Admin and staff count the whole marketplace; a designer counts their own rows. */
export function tilesFor(user: SessionUser): readonly CountTile[] {
  return isAdminOrStaff(effectiveRole(user)) ? ADMIN_TILES : DESIGNER_TILES;
}

const listTotalSchema = z.object({ data: z.object({ total: z.number() }) });

/**
 * The totals of the API's lists (`GET /api/v2/<resource>?limit=1` → data.total; the server
 * scopes a designer's lists to their own rows). A list the server does not offer yet is
 * shown as unknown rather than as an error dialog.
 */
export function useDashboardCounts(tiles: readonly CountTile[]) {
  const api = useApi();
  return useQueries({
    queries: tiles.map((tile) => ({
      queryKey: ['dashboard', 'count', tile.resource],
      queryFn: async () =>
        listTotalSchema.parse(
          await api.get(`/api/v2/${tile.resource}`, { page: 1, limit: 1 }, { silent: true }),
        ).data.total,
      staleTime: 30_000,
    })),
  });
}
