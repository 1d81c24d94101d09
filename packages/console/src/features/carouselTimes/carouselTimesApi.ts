import * as z from 'zod';
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
import { productKeys } from '../products/productKeys';

export const carouselTimeKeys = createQueryKeys('carouselTimes');
/** The events' keys: the same shape the events feature uses, so they share the cache. */
const eventKeys = createQueryKeys('events');

/**
 * What this screen reads of an event (GET /api/v2/events/:id): its title and its videos.
 * Read here with a small schema of its own while the events module is being built; it
 * moves to the domain's event schema when that lands.
 */
const carouselEventSchema = z.object({
  success: z.literal(true),
  data: z.object({
    _id: z.string(),
    title: z.string(),
    replayUrl: z
      .string()
      .nullish()
      .transform((url) => url ?? ''),
    streamUrl: z
      .string()
      .nullish()
      .transform((url) => url ?? ''),
  }),
});
export type CarouselEvent = z.infer<typeof carouselEventSchema>['data'];

const eventPath = (id: string) => `/api/v2/events/${encodeURIComponent(id)}`;

export function useCarouselEvent(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: eventKeys.detail(id ?? ''),
    enabled: id !== undefined,
    queryFn: async () =>
      carouselEventSchema.parse(await api.get(eventPath(id!), undefined, { retryInPlace: true }))
        .data,
  });
}

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
        await api.get(`${eventPath(eventId)}/carousel-times`, undefined, { retryInPlace: true }),
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
        await api.put(`${eventPath(eventId)}/carousel-times`, list, { showsFailure: true }),
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(carouselTimeKeys.detail(eventId), saved),
  });
}
