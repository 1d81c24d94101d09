import type { ListPage } from '@runway-live/domain/api';
import type * as z from 'zod';
import type { ApiClient } from '../api/createApiClient';

type Schema<T> = z.ZodType<T, unknown>;

/** The calls of one resource, each answer checked with the domain's response schemas. */
/**
 * `Detail` is what one object's answer holds (GET, POST, PATCH): the list's item unless
 * the resource's detail carries more (a designer's decision and counts).
 */
export type ResourceEndpoints<Item, Create, Update, Detail = Item> = {
  /** A page of the list; a network failure or a 5xx is left to the page (Retry). */
  list: (api: ApiClient, query: Record<string, string>) => Promise<ListPage<Item>>;
  get: (api: ApiClient, id: string) => Promise<Detail>;
  create: (api: ApiClient, body: Create) => Promise<Detail>;
  update: (api: ApiClient, id: string, body: Update) => Promise<Detail>;
  remove: (api: ApiClient, id: string) => Promise<void>;
};

export type ResourceEndpointsOptions<Item, Detail = Item> = {
  /** The resource's path, e.g. '/api/v2/colors'. */
  path: string;
  /** `listResponseSchema(item)` of the domain. */
  listResponse: Schema<{ data: ListPage<Item> }>;
  /** `dataResponseSchema(item)` of the domain (or of the detail's schema). */
  itemResponse: Schema<{ data: Detail }>;
  /** `successResponseSchema` of the domain (DELETE). */
  removeResponse: Schema<unknown>;
};

/**
 * GET/POST/PATCH/DELETE of API.md's resource convention on the app's client. Loads show
 * their network failures in place (`retryInPlace`); saves and deletes leave every failure
 * but the session's (401, 402) to their form or list, which shows it as a toast or under
 * the field (`showsFailure`).
 */
export function resourceEndpoints<Item, Create, Update, Detail = Item>({
  path,
  listResponse,
  itemResponse,
  removeResponse,
}: ResourceEndpointsOptions<Item, Detail>): ResourceEndpoints<Item, Create, Update, Detail> {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    list: async (api, query) =>
      listResponse.parse(await api.get(path, query, { retryInPlace: true })).data,
    // The page answers a missing object itself (DetailGate's not-found state), so only
    // sign-out and the subscription page are left to section 8.
    get: async (api, id) =>
      itemResponse.parse(await api.get(one(id), undefined, { showsFailure: true })).data,
    create: async (api, body) =>
      itemResponse.parse(await api.post(path, body, { showsFailure: true })).data,
    update: async (api, id, body) =>
      itemResponse.parse(await api.patch(one(id), body, { showsFailure: true })).data,
    remove: async (api, id) => {
      removeResponse.parse(await api.delete(one(id), undefined, { showsFailure: true }));
    },
  };
}
