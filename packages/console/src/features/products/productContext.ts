import type { BreadcrumbItem } from '@runway-live/ui';
import { PRODUCTS_PATH } from './productsApi';

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

/** The looks list (features/looks), the parent of a look context. */
export const LOOKS_PATH = '/look/view-looks';

type RouteParams = { event_id?: string; look_id?: string };

function areaOf(pathname: string): ProductContext['area'] {
  if (pathname.startsWith('/event-detail/')) return 'event-detail';
  if (pathname.startsWith('/event/')) return 'event';
  if (pathname.startsWith('/look/')) return 'look';
  return 'products';
}

export function productContextOf(pathname: string, params: RouteParams): ProductContext {
  const area = areaOf(pathname);
  const { event_id: eventId, look_id: lookId } = params;
  const event = eventId ? encodeURIComponent(eventId) : '';
  const look = lookId ? encodeURIComponent(lookId) : '';
  let listPath: string = PRODUCTS_PATH;
  if (lookId) {
    listPath = eventId ? `/${area}/look/products/${event}/${look}` : `/look/products/${look}`;
  } else if (eventId) {
    listPath = `/${area}/products/${event}`;
  } else if (area === 'look') {
    listPath = LOOKS_PATH;
  }
  return { eventId, lookId, listPath, area };
}

/** The add and edit routes of a context, from its list. */
export function productRoutesOf(context: ProductContext): {
  addPath: string;
  editPath: (productId: string) => string;
} {
  const event = context.eventId ? encodeURIComponent(context.eventId) : '';
  const look = context.lookId ? encodeURIComponent(context.lookId) : '';
  const id = (productId: string) => encodeURIComponent(productId);
  if (context.lookId) {
    const prefix = context.eventId ? `/${context.area}/look` : '/look';
    const ids = context.eventId ? `${event}/${look}` : look;
    return {
      addPath: `${prefix}/add-product/${ids}`,
      editPath: (productId) => `${prefix}/edit-product/${ids}/${id(productId)}`,
    };
  }
  if (context.eventId) {
    return {
      addPath: `/${context.area}/add-product/${event}`,
      editPath: (productId) => `/${context.area}/edit-product/${event}/${id(productId)}`,
    };
  }
  return { addPath: '/add-product', editPath: (productId) => `/edit-product/${id(productId)}` };
}

/** An event has no screen yet: its crumb names it by the start of its id. */
export function eventLabel(eventId: string): string {
  return `Event ${eventId.slice(0, 8)}`;
}

/**
 * The trail above a context's list: Dashboard, then the event or the look (by name once
 * loaded), then the list itself.
 */
export function contextTrail(
  context: ProductContext,
  lookName: string | undefined,
): { parents: BreadcrumbItem[]; listTitle: string } {
  if (context.lookId) {
    const name = lookName ?? 'Look';
    const parents: BreadcrumbItem[] = context.eventId
      ? [
          {
            label: eventLabel(context.eventId),
            path: `/${context.area}/products/${context.eventId}`,
          },
        ]
      : [{ label: 'Looks', path: LOOKS_PATH }];
    return { parents, listTitle: `${name} products` };
  }
  if (context.eventId) return { parents: [], listTitle: `${eventLabel(context.eventId)} products` };
  if (context.area === 'look') return { parents: [], listTitle: 'Looks' };
  return { parents: [], listTitle: 'Products' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: any other text in the route names nothing (the not-found state). */
export function isId(text: string | undefined): boolean {
  return text === undefined || UUID.test(text);
}
