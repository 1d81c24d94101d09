import { designerListResponseSchema } from '@runway-live/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { createQueryKeys } from '../../resources/queryKeys';

export const designerKeys = createQueryKeys('designers');

/**
 * One page of designers (admin and staff), for the API query of the list's URL state.
 * The table shows a network failure or a 5xx itself, with a Retry; any other failure
 * follows section 8. The previous page stays on screen while the next one loads.
 */
export function useDesignerList(query: Record<string, string>, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: designerKeys.list(query),
    queryFn: async () =>
      designerListResponseSchema.parse(
        await api.get('/api/v2/designers', query, { retryInPlace: true }),
      ).data,
    placeholderData: keepPreviousData,
    // Designers may not list designers: a screen both sides share asks only for staff.
    enabled,
  });
}
