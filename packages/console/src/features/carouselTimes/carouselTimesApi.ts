import { carouselTimesResponseSchema, type ApiCarouselTime } from '@runway-live/domain/api';
import { type CarouselTime } from '@runway-live/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { createQueryKeys } from '../../resources/queryKeys';

export const carouselTimeKeys = createQueryKeys('carouselTimes');

/**
 * A show's carousel times live under the show's own API path (`/api/v2/events/:id` or
 * `/api/v2/web-events/:id`): the one rule and one pair of calls for both kinds of show.
 */
const timesPath = (showPath: string, id: string) =>
  `${showPath}/${encodeURIComponent(id)}/carousel-times`;

/** GET <show>/:id/carousel-times: the whole list, sorted by start. */
export function useCarouselTimes(showPath: string, id: string) {
  const api = useApi();
  return useQuery({
    queryKey: carouselTimeKeys.detail(timesPath(showPath, id)),
    queryFn: async () =>
      carouselTimesResponseSchema.parse(
        await api.get(timesPath(showPath, id), undefined, { retryInPlace: true }),
      ).data,
  });
}

/** PUT <show>/:id/carousel-times: the whole list, as the array itself. */
export function useSaveCarouselTimes(showPath: string, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: CarouselTime[]): Promise<ApiCarouselTime[]> =>
      carouselTimesResponseSchema.parse(
        await api.put(timesPath(showPath, id), list, { showsFailure: true }),
      ).data,
    onSuccess: (saved) =>
      queryClient.setQueryData(carouselTimeKeys.detail(timesPath(showPath, id)), saved),
  });
}
