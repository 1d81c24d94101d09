import { useLocation, useParams } from 'react-router-dom';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { routePath, isId } from '../../resources/routePath';
import { WEB_EVENTS_LIST, useWebEventTitle, webEvents } from '../webEvents';
import { WEB_PRODUCTS_LIST, webProducts } from './webProductsApi';

/**
 * Where a web product screen was opened from, by its route (spec 2.3, Web products): the
 * Web Products menu (web-product/…), a web event's products (web-event/products/…, add,
 * edit) or the same from the web event's page (web-event/event-detail/…). The context
 * names the list to go back to, the trail, and the web event a new product joins.
 */
export type WebProductContext = {
  /** Null on the menu's screens. */
  webEventId: string | null;
  /** The route's ids are ids (a wrong one shows the not-found page). */
  valid: boolean;
  list: { title: string; path: string };
  trail: { label: string; path: string }[];
  addPath: string;
  editPath: (productId: string) => string;
};

export function useWebProductContext(): WebProductContext {
  const { event_id: eventId, product_id: productId } = useParams();
  const fromDetail = useLocation().pathname.startsWith('/web-event/event-detail/');
  const title = useWebEventTitle(eventId);
  const valid = isId(eventId) && isId(productId);
  if (eventId === undefined || !valid) {
    return {
      webEventId: null,
      valid,
      list: WEB_PRODUCTS_LIST,
      trail: [DASHBOARD_CRUMB, { label: WEB_PRODUCTS_LIST.title, path: WEB_PRODUCTS_LIST.path }],
      addPath: webProducts.paths.add,
      editPath: webProducts.paths.edit,
    };
  }
  const ids = { event_id: eventId };
  const list = {
    title: `Products of ${title ?? 'the web event'}`,
    path: fromDetail
      ? webEvents.paths.products(eventId)
      : routePath('web-event/products/:event_id', ids),
  };
  return {
    webEventId: eventId,
    valid,
    list,
    trail: [
      DASHBOARD_CRUMB,
      { label: WEB_EVENTS_LIST.title, path: WEB_EVENTS_LIST.path },
      { label: title ?? 'Web event', path: webEvents.paths.detail(eventId) },
      { label: 'Products', path: list.path },
    ],
    addPath: fromDetail
      ? webEvents.paths.addProduct(eventId)
      : routePath('web-event/add-product/:event_id', ids),
    editPath: (product) =>
      fromDetail
        ? webEvents.paths.editProduct(eventId, product)
        : routePath('web-event/edit-product/:event_id/:product_id', {
            ...ids,
            product_id: product,
          }),
  };
}
