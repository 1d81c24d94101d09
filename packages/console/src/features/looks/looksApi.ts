import {
  API_PATHS,
  type ApiLook,
  type ApiProduct,
  LIST_LIMIT_MAX,
  lookListResponseSchema,
  lookResponseSchema,
  productListResponseSchema,
  successResponseSchema,
  apiPath,
  API_ROUTES,
} from '@runway-live/domain/api';
import {
  type LookFormValues,
  type LookPatch,
  type LookProducts,
  type LookProductsAppend,
} from '@runway-live/domain/schemas';
import { routePath } from '@runway-live/domain/access';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import type { ApiClient } from '../../api/createApiClient';
import { productKeys } from '../products';
import { lookKeys } from './lookKeys';
import { defineResource } from '../../resources/defineResource';

// A look's products are a products list (`?lookId=`), changed by a PUT.
export { lookKeys, productKeys };

/** GET/POST/PATCH/DELETE /api/v2/looks, their hooks and the looks menu's pages. */
export const looks = defineResource<ApiLook, LookFormValues, LookPatch>()({
  keys: lookKeys,
  path: API_PATHS.looks,
  listResponse: lookListResponseSchema,
  itemResponse: lookResponseSchema,
  removeResponse: successResponseSchema,
  // A deleted look lets its products go: their lookId changes.
  alsoChanges: [productKeys.all],
  paths: {
    list: routePath('look/view-looks'),
    add: routePath('look/add-look'),
    edit: (id: string) => routePath('look/edit-look/:look_id', { look_id: id }),
    products: (id: string) => routePath('look/products/:look_id', { look_id: id }),
  },
});

/** The products of a look, in the look's order (a look holds at most 200; two pages at most). */
export function useLookProducts(look: ApiLook) {
  const api = useApi();
  const query = { lookId: look._id };
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: async () => {
      const pages = Math.max(1, Math.ceil(look.productIds.length / LIST_LIMIT_MAX));
      const items: ApiProduct[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const answer = productListResponseSchema.parse(
          await api.get(
            API_PATHS.products,
            { lookId: look._id, page: String(page), limit: String(LIST_LIMIT_MAX) },
            { retryInPlace: true },
          ),
        );
        items.push(...answer.data.items);
      }
      return items;
    },
  });
}

/**
 * The designer's products a picker offers, by search (first page, name order): the
 * caller leaves out those already in the look.
 */
export function useDesignerProducts(designerId: string, search: string) {
  const api = useApi();
  const query = {
    designerId,
    search,
    page: '1',
    limit: '20',
    sort: 'productName:asc',
  };
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: async () =>
      productListResponseSchema.parse(
        await api.get(API_PATHS.products, query, { retryInPlace: true }),
      ).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * What a change of a look's products refreshes: the look (from the answer), the looks
 * lists (their counts) and every products list (a product joins or leaves the look).
 */
function useLookProductsChanged(lookId: string) {
  const queryClient = useQueryClient();
  return async (look: ApiLook) => {
    queryClient.setQueryData(lookKeys.detail(lookId), look);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lookKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
  };
}

/** PUT /api/v2/looks/:id/products: the look's whole product list, in order. */
export function useSetLookProducts(lookId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: LookProducts) =>
      lookResponseSchema.parse(
        await api.put(apiPath(API_ROUTES.lookProducts, { id: lookId }), body, {
          showsFailure: true,
        }),
      ).data,
    onSuccess: useLookProductsChanged(lookId),
  });
}

/**
 * POST /api/v2/looks/:id/products: the products join the look after its own, in one call
 * the server runs under the look's lock, so two tabs adding at once both land. A product
 * in another look is refused (409 naming it) unless `move` says the user agreed to move it.
 */
export async function appendLookProducts(
  api: ApiClient,
  lookId: string,
  body: LookProductsAppend,
): Promise<ApiLook> {
  return lookResponseSchema.parse(
    await api.post(apiPath(API_ROUTES.lookProducts, { id: lookId }), body, {
      showsFailure: true,
    }),
  ).data;
}

/** appendLookProducts as a mutation: the look and every products list change. */
export function useAppendLookProducts(lookId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: LookProductsAppend) => appendLookProducts(api, lookId, body),
    onSuccess: useLookProductsChanged(lookId),
  });
}
