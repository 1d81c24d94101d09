import { apiPath, API_ROUTES } from '@runway-live/domain/api';
import { liveSummaryResponseSchema } from '@runway-live/domain/live';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider';

/**
 * GET /api/v2/events/:id/live-summary: what an ended show's page keeps of it (its length,
 * audience, messages and pushes). A room's id is its show's, an event's or a web event's
 * (decision 0044). Kept under the show's detail key, so it is read again whenever the show is.
 */
export function useLiveSummary(showId: string, detailKey: readonly unknown[]) {
  const api = useApi();
  return useQuery({
    queryKey: [...detailKey, 'live-summary'] as const,
    queryFn: async () =>
      liveSummaryResponseSchema.parse(
        await api.get(apiPath(API_ROUTES.eventLiveSummary, { id: showId }), undefined, {
          retryInPlace: true,
        }),
      ).data,
  });
}
