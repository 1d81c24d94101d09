import {
  API_PATHS,
  type ApiWebEvent,
  routePath,
  successResponseSchema,
  type WebEventCreateInput,
  webEventListResponseSchema,
  type WebEventPatchInput,
  webEventResponseSchema,
} from '@runway-live/domain';
import { defineResource } from '../../resources/defineResource';
import { webEventGroupKeys } from '../webEventGroups/webEventGroupKeys';
import { webProductKeys } from '../webProducts/webProductKeys';
import { webEventKeys } from './webEventKeys';

/** GET/POST/PATCH/DELETE /api/v2/web-events, their hooks and the Web Plugin's web event pages. */
export const webEvents = defineResource<ApiWebEvent, WebEventCreateInput, WebEventPatchInput>()({
  keys: webEventKeys,
  path: API_PATHS.webEvents,
  listResponse: webEventListResponseSchema,
  itemResponse: webEventResponseSchema,
  removeResponse: successResponseSchema,
  // A web event's products carry its id, and its group lists it.
  alsoChanges: [webProductKeys.all, webEventGroupKeys.all],
  paths: {
    list: routePath('web-event/view-events'),
    add: routePath('web-event/add-event'),
    addToContainer: (containerId: string) =>
      routePath('container/web-event/add-event/:containerId', { containerId }),
    edit: (id: string) => routePath('web-event/edit-event/:event_id', { event_id: id }),
    detail: (id: string) => routePath('web-event/event-detail/:event_id', { event_id: id }),
    carouselTimes: (id: string) => routePath('web-event/carousel-time/:event_id', { event_id: id }),
    products: (id: string) =>
      routePath('web-event/event-detail/products/:event_id', { event_id: id }),
    addProduct: (id: string) =>
      routePath('web-event/event-detail/add-product/:event_id', { event_id: id }),
    editProduct: (id: string, productId: string) =>
      routePath('web-event/event-detail/edit-product/:event_id/:product_id', {
        event_id: id,
        product_id: productId,
      }),
  },
});

/** The web events list's own page, for breadcrumbs and not-found states. */
export const WEB_EVENTS_LIST = { title: 'Web Events', path: webEvents.paths.list } as const;

/** A web event's title for the trails of its products' screens; undefined while it loads. */
export function useWebEventTitle(id: string | null | undefined): string | undefined {
  return webEvents.useDetail(id ?? undefined).data?.title;
}
