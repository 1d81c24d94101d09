import { designerListResponseSchema } from '@runway-live/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { designerListQuery, type DesignerListParams } from './designerListParams';

/**
 * One page of designers (admin and staff). The table shows a failure itself, so the call
 * is silent; the previous page stays on screen while the next one loads.
 */
export function useDesignerList(params: DesignerListParams) {
  const api = useApi();
  const query = designerListQuery(params);
  return useQuery({
    queryKey: ['designers', 'list', query],
    queryFn: async () =>
      designerListResponseSchema.parse(await api.get('/api/v2/designers', query, { silent: true }))
        .data,
    placeholderData: keepPreviousData,
  });
}
