import { routePath } from '../../resources/routePath';
import { defineShow } from '../shows';
import { webEventGroupKeys } from '../webEventGroups';
import { webProductKeys } from '../webProducts';
import { webEventKeys } from './webEventKeys';

/** GET/POST/PATCH/DELETE /api/v2/web-events, their hooks and the Web Plugin's web event pages. */
export const webEvents = defineShow({
  kind: 'web-event',
  keys: webEventKeys,
  // A web event's products carry its id, and its group lists it.
  alsoChanges: [webProductKeys.all, webEventGroupKeys.all],
  paths: {
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
export const WEB_EVENTS_LIST = webEvents.list;

/** A web event's title for the trails of its products' screens; undefined while it loads. */
export function useWebEventTitle(id: string | null | undefined): string | undefined {
  return webEvents.useTitle(id);
}
