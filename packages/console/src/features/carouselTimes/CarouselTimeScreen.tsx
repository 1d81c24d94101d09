import { type ApiEvent, routePath } from '@runway-live/domain';
import { useMemo } from 'react';
import { uploadedImageSrc } from '../../api/uploads';
import { EVENTS_LIST, events } from '../events/eventsApi';
import { thumbnailOf } from '../products/productColumns';
import { useEventProducts } from './carouselTimesApi';
import {
  CarouselTimesPage,
  type CarouselProductsQuery,
  type CarouselTimesOwner,
} from './CarouselTimesPage';

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
export function CarouselTimeScreen() {
  return <CarouselTimesPage owner={eventShows} />;
}

export { CarouselTimeScreen as Screen };
