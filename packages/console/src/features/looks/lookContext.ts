import type { BreadcrumbItem } from '@runway-live/ui';
import { useLocation, useParams } from 'react-router-dom';
import { DASHBOARD_CRUMB } from '../../app/Page';
import { eventLabel, isId } from '../products/productContext';

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

/** The looks menu's list: where a context that names nothing (a malformed event id) leads. */
export const LOOKS_LIST = { title: 'Looks', path: '/look/view-looks' } as const;

export function lookContext(base: LookContext['base'], eventId: string | null): LookContext {
  if (base === 'look' || eventId === null) {
    return {
      base: 'look',
      eventId: null,
      listPath: '/look/view-looks',
      addPath: '/look/add-look',
      editPath: (look) => `/look/edit-look/${look}`,
      productsPath: (look) => `/look/products/${look}`,
      addProductPath: (look) => `/look/add-product/${look}`,
      editProductPath: (look, product) => `/look/edit-product/${look}/${product}`,
      trail: [DASHBOARD_CRUMB, { label: 'Looks', path: '/look/view-looks' }],
    };
  }
  const event = encodeURIComponent(eventId);
  const listPath = `/${base}/view-looks/${event}`;
  return {
    base,
    eventId,
    listPath,
    addPath: `/${base}/add-look/${event}`,
    editPath: (look) => `/${base}/edit-look/${event}/${look}`,
    productsPath: (look) => `/${base}/look/products/${event}/${look}`,
    addProductPath: (look) => `/${base}/look/add-product/${event}/${look}`,
    editProductPath: (look, product) => `/${base}/look/edit-product/${event}/${look}/${product}`,
    trail: [
      DASHBOARD_CRUMB,
      { label: 'Events', path: '/event/view-events' },
      { label: eventLabel(eventId), path: `/event/event-detail/${event}` },
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
  if (!isId(eventId)) return null;
  return lookContext(base, eventId ?? null);
}
