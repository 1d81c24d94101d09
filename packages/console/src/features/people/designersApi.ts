import { designerListResponseSchema } from '@runway-live/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { designerListQuery, type DesignerListParams } from './designerListParams';

/**
 * One page of designers (admin and staff). The table shows a network failure or a 5xx
 * itself, with a Retry; any other failure follows section 8. The previous page stays on
 * screen while the next one loads.
 */
export function useDesignerList(params: DesignerListParams) {
  const api = useApi();
  const query = designerListQuery(params);
  return useQuery({
    queryKey: ['designers', 'list', query],
    queryFn: async () =>
      designerListResponseSchema.parse(
        await api.get('/api/v2/designers', query, { retryInPlace: true }),
      ).data,
    placeholderData: keepPreviousData,
  });
}
