import {
  LIST_LIMIT_MAX,
  productListResponseSchema,
  type ApiEvent,
  type ApiProduct,
} from '@runway-live/domain/api';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { uploadedImageSrc } from '../../api/uploads';
import { routePath } from '../../resources/routePath';
import {
  CarouselTimesPage,
  type CarouselProductsQuery,
  type CarouselTimesOwner,
} from '../carouselTimes';
import { thumbnailOf, productKeys } from '../products';
import { EVENTS_LIST, events } from './eventsApi';

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

/** An event's products (the marketplace's), as the editor names them. */
function useEditorProducts(eventId: string): CarouselProductsQuery {
  const query = useEventProducts(eventId);
  const data = useMemo(
    () =>
      query.data?.map((product) => {
        const image = thumbnailOf(product);
        return {
          id: product._id,
          name: product.productName,
          thumbnail: image ? uploadedImageSrc(image) : undefined,
        };
      }),
    [query.data],
  );
  const { isPending, isError, error, refetch } = query;
  return { data, isPending, isError, error, refetch };
}

const eventShows: CarouselTimesOwner<ApiEvent> = {
  api: events.api,
  list: EVENTS_LIST,
  noun: 'event',
  detailPath: events.paths.detail,
  editPath: events.paths.edit,
  addProductPath: (id) => routePath('event/add-product/:event_id', { event_id: id }),
  useShow: events.useDetail,
  useProducts: useEditorProducts,
};

/** event/carousel-time/:event_id (issue 21): an event's carousel times. */
export function EventCarouselTimeScreen() {
  return <CarouselTimesPage owner={eventShows} />;
}

export { EventCarouselTimeScreen as Screen };
