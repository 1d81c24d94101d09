import type { QueryKeys } from './queryKeys';
import { resourceEndpoints, type ResourceEndpointsOptions } from './resourceEndpoints';
import { createResourceHooks } from './resourceHooks';

export type ResourceDefinition<
  Name extends string,
  Item,
  Paths,
  Detail = Item,
> = ResourceEndpointsOptions<Item, Detail> & {
  /** Its react-query keys (`createQueryKeys(name)`), from a module of their own when another
   * resource's hooks name them too (products and looks). */
  keys: QueryKeys<Name>;
  /** Its console pages, built with routePath from the domain's route table. */
  paths: Paths;
  /** Other resources a change of this one may change. */
  alsoChanges?: readonly (readonly unknown[])[];
};

/**
 * One definition of a resource gives everything the console knows of it: its query keys,
 * its endpoints (API path and the domain's response schemas), its hooks (useList, useAll,
 * useDetail, useCreate, useUpdate, useRemove) and the paths of its pages. Curried so the
 * bodies a create and an update send are named and the rest is inferred:
 * `defineResource<ApiColor, ColorFormValues, ColorPatch>()({ keys, path, …, paths })`; a
 * fourth type names a detail that carries more than the list's item.
 */
export function defineResource<Item, Create = never, Update = never, Detail = Item>() {
  return function define<Name extends string, Paths>({
    keys,
    paths,
    alsoChanges = [],
    ...endpoints
  }: ResourceDefinition<Name, Item, Paths, Detail>) {
    return {
      ...createResourceHooks(
        keys,
        resourceEndpoints<Item, Create, Update, Detail>(endpoints),
        alsoChanges,
      ),
      api: endpoints.path,
      paths,
    };
  };
}
