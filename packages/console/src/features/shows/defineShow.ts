import {
  eventListResponseSchema,
  eventResponseSchema,
  successResponseSchema,
  webEventListResponseSchema,
  webEventResponseSchema,
  type ApiEvent,
  type ApiWebEvent,
} from '@runway-live/domain/api';
import {
  type EventCreateInput,
  type EventPatchInput,
  type WebEventCreateInput,
  type WebEventPatchInput,
} from '@runway-live/domain/schemas';
import { defineResource, type ResourceDefinition } from '../../resources/defineResource';
import type { ResourceEndpointsOptions } from '../../resources/resourceEndpoints';
import { routePath } from '../../resources/routePath';

/** What each kind of show is to the API: its item, what a create and an update send. */
type ShowTypes = {
  event: { item: ApiEvent; create: EventCreateInput; update: EventPatchInput };
  'web-event': { item: ApiWebEvent; create: WebEventCreateInput; update: WebEventPatchInput };
};

/** A kind of show, as its pages' paths begin: a marketplace event or a web event. */
export type ShowKind = keyof ShowTypes;

/** Each kind's API path, its answers' schemas and its list's title. */
const KINDS = {
  event: {
    path: '/api/v2/events',
    listResponse: eventListResponseSchema,
    itemResponse: eventResponseSchema,
    title: 'Events',
  },
  'web-event': {
    path: '/api/v2/web-events',
    listResponse: webEventListResponseSchema,
    itemResponse: webEventResponseSchema,
    title: 'Web Events',
  },
} as const;

/** The pages every kind of show has, from the route table: the kind's prefix is all that differs. */
function showPaths(kind: ShowKind) {
  return {
    list: routePath(`${kind}/view-events`),
    add: routePath(`${kind}/add-event`),
    addToContainer: (containerId: string) =>
      routePath(`container/${kind}/add-event/:containerId`, { containerId }),
    edit: (id: string) => routePath(`${kind}/edit-event/:event_id`, { event_id: id }),
    detail: (id: string) => routePath(`${kind}/event-detail/:event_id`, { event_id: id }),
    carouselTimes: (id: string) => routePath(`${kind}/carousel-time/:event_id`, { event_id: id }),
  };
}

export type ShowDefinition<Kind extends ShowKind, Name extends string, Paths> = Pick<
  ResourceDefinition<Name, ShowTypes[Kind]['item'], Paths>,
  'keys' | 'alsoChanges' | 'paths'
> & { kind: Kind };

/**
 * A kind of show's resource (`defineResource`'s on the kind's API path and schemas): its
 * hooks, the pages every show has (list, add, add in a Fashion Week, edit, its page, its
 * carousel times) with the kind's own added (`paths`), its list page for the trails
 * ('Events', 'Web Events'), and its title for the trails of the screens in its context.
 */
export function defineShow<Kind extends ShowKind, Name extends string, Paths>({
  kind,
  paths,
  ...definition
}: ShowDefinition<Kind, Name, Paths>) {
  type Types = ShowTypes[Kind];
  const { title, ...api } = KINDS[kind];
  const resource = defineResource<Types['item'], Types['create'], Types['update']>()({
    ...definition,
    ...(api as unknown as ResourceEndpointsOptions<Types['item']>),
    removeResponse: successResponseSchema,
    paths: { ...showPaths(kind), ...paths },
  });
  return {
    ...resource,
    list: { title, path: resource.paths.list } as const,
    /** The show's title; undefined while it loads or when it cannot be read. */
    useTitle: (id: string | null | undefined): string | undefined =>
      resource.useDetail(id ?? undefined).data?.title,
  };
}
