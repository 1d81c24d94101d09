import { type ApiWebEvent } from '@runway-live/domain/api';
import { useMemo } from 'react';
import { uploadedImageSrc } from '../../api/uploads';
import {
  CarouselTimesPage,
  type CarouselProductsQuery,
  type CarouselTimesOwner,
} from '../carouselTimes';
import { webProducts } from '../webProducts';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

/** A web event's products (every one, in its order), as the editor names them. */
function useEditorProducts(webEventId: string): CarouselProductsQuery {
  const query = webProducts.useAll({ webEventId });
  const data = useMemo(
    () =>
      query.data?.items.map((product) => ({
        id: product._id,
        name: product.name,
        thumbnail: product.images[0] ? uploadedImageSrc(product.images[0]) : undefined,
      })),
    [query.data],
  );
  const { isPending, isError, error, refetch } = query;
  return { data, isPending, isError, error, refetch };
}

const webEventShows: CarouselTimesOwner<ApiWebEvent> = {
  api: webEvents.api,
  list: WEB_EVENTS_LIST,
  noun: 'web event',
  detailPath: webEvents.paths.detail,
  editPath: webEvents.paths.edit,
  addProductPath: webEvents.paths.addProduct,
  useShow: webEvents.useDetail,
  useProducts: useEditorProducts,
};

/** web-event/carousel-time/:event_id: a web event's carousel times, in the events' editor. */
export function WebEventCarouselTimeScreen() {
  return <CarouselTimesPage owner={webEventShows} />;
}

export { WebEventCarouselTimeScreen as Screen };
