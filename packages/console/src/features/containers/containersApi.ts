import {
  containerListResponseSchema,
  containerResponseSchema,
  containerShowListResponseSchema,
  successResponseSchema,
  type ApiContainer,
} from '@runway-live/domain/api';
import { type ContainerFormValues, type ContainerPatch } from '@runway-live/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { createQueryKeys } from '../../resources/queryKeys';
import { defineResource } from '../../resources/defineResource';
import { routePath } from '../../resources/routePath';

export const containerKeys = createQueryKeys('containers');

/** GET/POST/PATCH/DELETE /api/v2/containers (the Fashion Weeks), their hooks and pages. */
export const containers = defineResource<ApiContainer, ContainerFormValues, ContainerPatch>()({
  keys: containerKeys,
  path: '/api/v2/containers',
  listResponse: containerListResponseSchema,
  itemResponse: containerResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('container/view-containers'),
    add: routePath('container/add-container'),
    edit: (id: string) => routePath('container/edit-container/:containerId', { containerId: id }),
    detail: (id: string) =>
      routePath('container/container-detail/:containerId', { containerId: id }),
    events: (id: string) => routePath('container/events/:containerId', { containerId: id }),
    webEvents: (id: string) => routePath('container/web-events/:containerId', { containerId: id }),
    /** The event form in the week's context (the events' screens). */
    addEvent: (id: string) =>
      routePath('container/event/add-event/:containerId', { containerId: id }),
  },
});

/** The Fashion Weeks list's title and path: the breadcrumb of every page of one. */
export const CONTAINERS_LIST = { title: 'Fashion Weeks', path: containers.paths.list };

/** A Fashion Week's two kinds of shows, as their lists and their API paths name them. */
export const SHOW_KINDS = {
  events: { segment: 'events', title: 'Events', one: 'event', many: 'events' },
  webEvents: { segment: 'web-events', title: 'Web events', one: 'web event', many: 'web events' },
} as const;
export type ShowKind = keyof typeof SHOW_KINDS;

/**
 * A page of a Fashion Week's events or web events (GET /api/v2/containers/:id/events,
 * /web-events), kept under the week's own keys, so deleting the week drops them too.
 */
export function useContainerShows(
  containerId: string,
  kind: ShowKind,
  query: Record<string, string>,
) {
  const api = useApi();
  return useQuery({
    queryKey: [...containerKeys.detail(containerId), kind, query],
    queryFn: async () =>
      containerShowListResponseSchema.parse(
        await api.get(
          `${containers.api}/${encodeURIComponent(containerId)}/${SHOW_KINDS[kind].segment}`,
          query,
          { retryInPlace: true },
        ),
      ).data,
    placeholderData: keepPreviousData,
  });
}
