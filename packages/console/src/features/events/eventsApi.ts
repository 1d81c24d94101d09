import { eventCalendarResponseSchema, API_ROUTES } from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { lookKeys } from '../looks';
import { productKeys } from '../products';
import { defineShow } from '../shows';
import { eventKeys } from './eventKeys';

/** GET/POST/PATCH/DELETE /api/v2/events, their hooks and the events menu's pages. */
export const events = defineShow({
  kind: 'event',
  keys: eventKeys,
  // An event's products and looks carry its id: a change of its lists moves them.
  alsoChanges: [productKeys.all, lookKeys.all],
  paths: {
    products: (id: string) => routePath('event-detail/products/:event_id', { event_id: id }),
    looks: (id: string) => routePath('event-detail/view-looks/:event_id', { event_id: id }),
  },
});

/** The events list's own page, for breadcrumbs and not-found states. */
export const EVENTS_LIST = events.list;

/**
 * GET /api/v2/events/calendar: the events that start in [from, to), by start, for the
 * month and week views (at most EVENT_CALENDAR_MAX_ITEMS; `total` says how many matched).
 */
export function useEventCalendar(query: Record<string, string>) {
  const api = useApi();
  return useQuery({
    queryKey: [...eventKeys.lists(), 'calendar', query] as const,
    queryFn: async () =>
      eventCalendarResponseSchema.parse(
        await api.get(API_ROUTES.eventsCalendar, query, { retryInPlace: true }),
      ).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * An event's title for the trails of the product and look screens in its context, loaded
 * once through the events resource (its detail query, shared with the event's own pages);
 * undefined while it loads or when it cannot be read.
 */
export function useEventTitle(eventId: string | null | undefined): string | undefined {
  return events.useTitle(eventId);
}
