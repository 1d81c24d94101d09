import type { BreadcrumbItem } from '@runway-live/ui';
import { useLocation, useParams } from 'react-router-dom';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { routePath, isId } from '../../resources/routePath';
import { eventLabel } from '../products';
import { looks } from './looksApi';
import { useEventTitle } from '../events';

/**
 * Where a look screen was opened from (section 2.3): the looks menu (`look/…`), an event's
 * looks (`event/…/:event_id`) or the event detail's looks (`event-detail/…/:event_id`).
 * Each screen takes the context from its route, prefills it, shows it in the trail, and
 * leads back to the context's own list; links between look screens stay in it.
 */
export type LookContext = {
  /** The route's first segment: which family of routes the screens link to. */
  base: 'look' | 'event' | 'event-detail';
  /** The event the looks belong to; null from the looks menu. */
  eventId: string | null;
  /** What the screens call that event: its title once loaded (eventLabel). */
  eventName: string | null;
  listPath: string;
  addPath: string;
  editPath: (lookId: string) => string;
  productsPath: (lookId: string) => string;
  /** The product screens (features/products) of a look, in the same context. */
  addProductPath: (lookId: string) => string;
  editProductPath: (lookId: string, productId: string) => string;
  /** From the dashboard down to the looks list, the list included. */
  trail: BreadcrumbItem[];
};

/**
 * The look routes of each family, from the domain's route table (the looks menu's own
 * pages are the resource's paths).
 */
const LOOK_ROUTES = {
  look: {
    addProduct: 'look/add-product/:look_id',
    editProduct: 'look/edit-product/:look_id/:product_id',
  },
  event: {
    list: 'event/view-looks/:event_id',
    add: 'event/add-look/:event_id',
    edit: 'event/edit-look/:event_id/:look_id',
    products: 'event/look/products/:event_id/:look_id',
    addProduct: 'event/look/add-product/:event_id/:look_id',
    editProduct: 'event/look/edit-product/:event_id/:look_id/:product_id',
  },
  'event-detail': {
    list: 'event-detail/view-looks/:event_id',
    add: 'event-detail/add-look/:event_id',
    edit: 'event-detail/edit-look/:event_id/:look_id',
    products: 'event-detail/look/products/:event_id/:look_id',
    addProduct: 'event-detail/look/add-product/:event_id/:look_id',
    editProduct: 'event-detail/look/edit-product/:event_id/:look_id/:product_id',
  },
} as const;

/** The looks menu's list: where a context that names nothing (a malformed event id) leads. */
export const LOOKS_LIST = { title: 'Looks', path: looks.paths.list } as const;

export function lookContext(
  base: LookContext['base'],
  eventId: string | null,
  eventTitle?: string,
): LookContext {
  if (base === 'look' || eventId === null) {
    const routes = LOOK_ROUTES.look;
    return {
      base: 'look',
      eventId: null,
      eventName: null,
      listPath: LOOKS_LIST.path,
      addPath: looks.paths.add,
      editPath: looks.paths.edit,
      productsPath: looks.paths.products,
      addProductPath: (look) => routePath(routes.addProduct, { look_id: look }),
      editProductPath: (look, product) =>
        routePath(routes.editProduct, { look_id: look, product_id: product }),
      trail: [DASHBOARD_CRUMB, { label: 'Looks', path: LOOKS_LIST.path }],
    };
  }
  const routes = LOOK_ROUTES[base];
  const event = { event_id: eventId };
  const listPath = routePath(routes.list, event);
  return {
    base,
    eventId,
    eventName: eventLabel(eventId, eventTitle),
    listPath,
    addPath: routePath(routes.add, event),
    editPath: (look) => routePath(routes.edit, { ...event, look_id: look }),
    productsPath: (look) => routePath(routes.products, { ...event, look_id: look }),
    addProductPath: (look) => routePath(routes.addProduct, { ...event, look_id: look }),
    editProductPath: (look, product) =>
      routePath(routes.editProduct, { ...event, look_id: look, product_id: product }),
    trail: [
      DASHBOARD_CRUMB,
      { label: 'Events', path: routePath('event/view-events') },
      {
        label: eventLabel(eventId, eventTitle),
        path: routePath('event/event-detail/:event_id', event),
      },
      { label: 'Looks', path: listPath },
    ],
  };
}

/**
 * The context of the current route, or null when its event id cannot name an event (ids
 * are UUIDs): the screen shows the not-found page instead.
 */
export function useLookContext(): LookContext | null {
  const { pathname } = useLocation();
  const { event_id: eventId } = useParams();
  const first = pathname.split('/')[1];
  const base = first === 'event' || first === 'event-detail' ? first : 'look';
  const eventTitle = useEventTitle(isId(eventId) ? eventId : undefined);
  if (!isId(eventId)) return null;
  return lookContext(base, eventId ?? null, eventTitle);
}
