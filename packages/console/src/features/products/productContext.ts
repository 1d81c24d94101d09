import type { BreadcrumbItem } from '@runway-live/ui';
import { routePath } from '../../resources/routePath';
import { looks } from '../looks';
import { products } from './productsApi';

/**
 * Where a product screen was opened from (section 2.3's product routes): the plain routes
 * (view-products, add-product, edit-product/:product_id), an event's (event/… and
 * event-detail/…: its products), a look's (look/…, event/look/…, event-detail/look/…: the
 * look's products, owned by features/looks), or the looks area without a look
 * (look/add-product, look/edit-product/:product_id). The context names the event and look
 * the product belongs to, the list a save returns to, and the breadcrumb's trail.
 */
export type ProductContext = {
  eventId?: string;
  lookId?: string;
  /** Where the screen returns after a save, and its breadcrumb's last parent. */
  listPath: string;
  area: 'products' | 'event' | 'event-detail' | 'look';
};

type RouteParams = { event_id?: string; look_id?: string };

function areaOf(pathname: string): ProductContext['area'] {
  if (pathname.startsWith('/event-detail/')) return 'event-detail';
  if (pathname.startsWith('/event/')) return 'event';
  if (pathname.startsWith('/look/')) return 'look';
  return 'products';
}

/** The routes of an event's products, under events or under an event's detail. */
const EVENT_ROUTES = {
  event: {
    list: 'event/products/:event_id',
    add: 'event/add-product/:event_id',
    edit: 'event/edit-product/:event_id/:product_id',
    lookList: 'event/look/products/:event_id/:look_id',
    lookAdd: 'event/look/add-product/:event_id/:look_id',
    lookEdit: 'event/look/edit-product/:event_id/:look_id/:product_id',
  },
  'event-detail': {
    list: 'event-detail/products/:event_id',
    add: 'event-detail/add-product/:event_id',
    edit: 'event-detail/edit-product/:event_id/:product_id',
    lookList: 'event-detail/look/products/:event_id/:look_id',
    lookAdd: 'event-detail/look/add-product/:event_id/:look_id',
    lookEdit: 'event-detail/look/edit-product/:event_id/:look_id/:product_id',
  },
} as const;

/** The event routes of a context's area ('event' when it is not an event's). */
const eventRoutes = (area: ProductContext['area']) =>
  EVENT_ROUTES[area === 'event-detail' ? 'event-detail' : 'event'];

export function productContextOf(pathname: string, params: RouteParams): ProductContext {
  const area = areaOf(pathname);
  const { event_id: eventId, look_id: lookId } = params;
  let listPath: string = products.paths.list;
  if (lookId) {
    listPath = eventId
      ? routePath(eventRoutes(area).lookList, { event_id: eventId, look_id: lookId })
      : routePath('look/products/:look_id', { look_id: lookId });
  } else if (eventId) {
    listPath = routePath(eventRoutes(area).list, { event_id: eventId });
  } else if (area === 'look') {
    listPath = looks.paths.list;
  }
  return { eventId, lookId, listPath, area };
}

/** The add and edit routes of a context, from the domain's route table. */
export function productRoutesOf(context: ProductContext): {
  addPath: string;
  editPath: (productId: string) => string;
} {
  const { eventId, lookId } = context;
  if (lookId && eventId) {
    const routes = eventRoutes(context.area);
    const ids = { event_id: eventId, look_id: lookId };
    return {
      addPath: routePath(routes.lookAdd, ids),
      editPath: (productId) => routePath(routes.lookEdit, { ...ids, product_id: productId }),
    };
  }
  if (lookId) {
    return {
      addPath: routePath('look/add-product/:look_id', { look_id: lookId }),
      editPath: (productId) =>
        routePath('look/edit-product/:look_id/:product_id', {
          look_id: lookId,
          product_id: productId,
        }),
    };
  }
  if (eventId) {
    const routes = eventRoutes(context.area);
    return {
      addPath: routePath(routes.add, { event_id: eventId }),
      editPath: (productId) => routePath(routes.edit, { event_id: eventId, product_id: productId }),
    };
  }
  return { addPath: products.paths.add, editPath: products.paths.edit };
}

/**
 * What a trail calls an event: its title once loaded (useEventTitle), the start of its id
 * until then.
 */
export function eventLabel(eventId: string, title?: string): string {
  return title ?? `Event ${eventId.slice(0, 8)}`;
}

/**
 * The trail above a context's list: Dashboard, then the event or the look (by name once
 * loaded), then the list itself.
 */
export function contextTrail(
  context: ProductContext,
  lookName: string | undefined,
  eventTitle?: string,
): { parents: BreadcrumbItem[]; listTitle: string } {
  if (context.lookId) {
    const name = lookName ?? 'Look';
    const parents: BreadcrumbItem[] = context.eventId
      ? [
          {
            label: eventLabel(context.eventId, eventTitle),
            path: routePath(eventRoutes(context.area).list, { event_id: context.eventId }),
          },
        ]
      : [{ label: 'Looks', path: looks.paths.list }];
    return { parents, listTitle: `${name} products` };
  }
  if (context.eventId) {
    return { parents: [], listTitle: `${eventLabel(context.eventId, eventTitle)} products` };
  }
  if (context.area === 'look') return { parents: [], listTitle: 'Looks' };
  return { parents: [], listTitle: 'Products' };
}
