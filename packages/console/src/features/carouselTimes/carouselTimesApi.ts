import {
  LIST_LIMIT_MAX,
  carouselTimesResponseSchema,
  productListResponseSchema,
  type ApiCarouselTime,
  type ApiProduct,
  type CarouselTime,
} from '@runway-live/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { createQueryKeys } from '../../resources/queryKeys';
import { events } from '../events/eventsApi';
import { productKeys } from '../products/productKeys';

export const carouselTimeKeys = createQueryKeys('carouselTimes');

/** An event's carousel times, under the events' own API path. */
const timesPath = (id: string) => `${events.api}/${encodeURIComponent(id)}/carousel-times`;
/** The event's products (GET /api/v2/products?eventId=), every page of them. */
export function useEventProducts(eventId: string) {
  const api = useApi();
  const query = { eventId, sort: 'productName:asc' };
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: async () => {
      const items: ApiProduct[] = [];
      for (let page = 1; ; page += 1) {
        const answer = productListResponseSchema.parse(
          await api.get(
            '/api/v2/products',
            { ...query, page: String(page), limit: String(LIST_LIMIT_MAX) },
            { retryInPlace: true },
          ),
        ).data;
        items.push(...answer.items);
        if (items.length >= answer.total || answer.items.length === 0) return items;
      }
    },
  });
}

/** GET /api/v2/events/:id/carousel-times: the whole list, sorted by start. */
export function useCarouselTimes(eventId: string) {
  const api = useApi();
  return useQuery({
    queryKey: carouselTimeKeys.detail(eventId),
    queryFn: async () =>
      carouselTimesResponseSchema.parse(
        await api.get(timesPath(eventId), undefined, { retryInPlace: true }),
      ).data,
  });
}

/** PUT /api/v2/events/:id/carousel-times: the whole list, as the array itself. */
export function useSaveCarouselTimes(eventId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: CarouselTime[]): Promise<ApiCarouselTime[]> =>
      carouselTimesResponseSchema.parse(
        await api.put(timesPath(eventId), list, { showsFailure: true }),
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(carouselTimeKeys.detail(eventId), saved),
  });
}
