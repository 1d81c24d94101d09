import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import { allPages } from './allPages';
import type { QueryKeys } from './queryKeys';
import type { ResourceEndpoints } from './resourceEndpoints';

/**
 * The react-query hooks of one resource. A create changes the lists; an update changes
 * the lists and its own detail; a delete changes the lists and drops its detail. The
 * previous page stays on screen while the next one loads.
 */
export function createResourceHooks<Name extends string, Item, Create, Update, Detail = Item>(
  keys: QueryKeys<Name>,
  endpoints: ResourceEndpoints<Item, Create, Update, Detail>,
  /** Other resources a change of this one may change (a chart's new key moves its categories). */
  alsoChanges: readonly (readonly unknown[])[] = [],
) {
  const invalidateOthers = (queryClient: ReturnType<typeof useQueryClient>) =>
    Promise.all(alsoChanges.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  /** `enabled: false` waits: a screen both sides share asks only for what its reader may list. */
  function useList(query: Record<string, string>, { enabled = true }: { enabled?: boolean } = {}) {
    const api = useApi();
    return useQuery({
      queryKey: keys.list(query),
      queryFn: () => endpoints.list(api, query),
      placeholderData: keepPreviousData,
      enabled,
    });
  }

  /**
   * Every item of the list, whatever its length (reference data for pickers and filters: a
   * 101st category must not drop out of a page of 100). Not for lists that grow with use.
   * `enabled: false` waits, as useList's does (a new object has nothing of its own yet).
   */
  function useAll(
    query: Record<string, string> = {},
    { enabled = true }: { enabled?: boolean } = {},
  ) {
    const api = useApi();
    return useQuery({
      queryKey: keys.list({ ...query, all: true }),
      queryFn: () => allPages((page) => endpoints.list(api, page), query),
      enabled,
    });
  }

  function useDetail(id: string | undefined) {
    const api = useApi();
    return useQuery({
      queryKey: keys.detail(id ?? ''),
      queryFn: () => endpoints.get(api, id ?? ''),
      enabled: id !== undefined,
    });
  }

  /**
   * The details of a few ids at once, by id (each its own query, shared with useDetail's):
   * the shows a picker's items are in now, to name them. An id still loading, or failing,
   * is left out.
   */
  function useDetails(ids: readonly string[]): ReadonlyMap<string, Detail> {
    const api = useApi();
    const unique = [...new Set(ids)];
    return useQueries({
      queries: unique.map((id) => ({
        queryKey: keys.detail(id),
        queryFn: () => endpoints.get(api, id),
      })),
      combine: (results) =>
        new Map(
          results.flatMap((result, index) =>
            result.data === undefined ? [] : [[unique[index]!, result.data] as const],
          ),
        ),
    });
  }

  function useCreate() {
    const api = useApi();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: Create) => endpoints.create(api, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
    });
  }

  function useUpdate(id: string) {
    const api = useApi();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: Update) => endpoints.update(api, id, body),
      onSuccess: async (item) => {
        queryClient.setQueryData(keys.detail(id), item);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.lists() }),
          invalidateOthers(queryClient),
        ]);
      },
    });
  }

  function useRemove() {
    const api = useApi();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => endpoints.remove(api, id),
      onSuccess: async (_answer, id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.lists() }),
          invalidateOthers(queryClient),
        ]);
      },
    });
  }

  return { keys, useList, useAll, useDetail, useDetails, useCreate, useUpdate, useRemove };
}
