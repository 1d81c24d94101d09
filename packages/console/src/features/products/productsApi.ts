import {
  API_PATHS,
  type ApiProduct,
  deleteProductResponseSchema,
  lookListResponseSchema,
  type ProductBulkOutcome,
  type ProductBulkRequest,
  productBulkResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import {
  type ProductFormValues,
  type ProductPatch,
  type ProductStatus,
} from '@runway-live/domain/schemas';
import { routePath } from '@runway-live/domain/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { useUploadImage } from '../../api/uploads';
import { lookKeys, appendLookProducts, looks } from '../looks';
import { productKeys } from './productKeys';
import { defineResource } from '../../resources/defineResource';
import { resizeImage, PRODUCT_IMAGE_BOX } from './resizeImage';

export { productKeys, lookKeys };

/**
 * The products: GET/POST/PATCH/DELETE /api/v2/products, their react-query hooks, and the
 * plain (menu) routes of their pages; an event's or a look's are productContext's.
 */
export const products = defineResource<ApiProduct, ProductFormValues, ProductPatch>()({
  keys: productKeys,
  path: API_PATHS.products,
  listResponse: productListResponseSchema,
  itemResponse: productResponseSchema,
  removeResponse: deleteProductResponseSchema,
  // A product's look shows its product count.
  alsoChanges: [lookKeys.all],
  paths: {
    list: routePath('view-products'),
    add: routePath('add-product'),
    edit: (id: string) => routePath('edit-product/:product_id', { product_id: id }),
  },
});

const one = (id: string) => `${products.api}/${encodeURIComponent(id)}`;

/** What a bulk action did: how many it changed, and how many a delete archived instead. */
export type BulkOutcome = ProductBulkOutcome;

/**
 * The list's bulk actions: set a status (archive is the status 'archived') and delete (the
 * server archives a product an order points at) are one call to POST /api/v2/products/bulk,
 * all or nothing; add to a look is one atomic append to the look.
 * Every list and the changed products' details are refreshed after.
 */
export function useBulkProductActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: lookKeys.all }),
    ]);

  const bulk = async (request: ProductBulkRequest): Promise<BulkOutcome> =>
    productBulkResponseSchema.parse(
      await api.post(API_ROUTES.productsBulk, request, { showsFailure: true }),
    ).data;

  const setStatus = useMutation({
    mutationFn: ({ ids, status }: { ids: readonly string[]; status: ProductStatus }) =>
      bulk({ ids: [...ids], action: 'status', status }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (ids: readonly string[]) => bulk({ ids: [...ids], action: 'delete' }),
    onSettled: refresh,
  });

  const addToLook = useMutation({
    mutationFn: async ({
      ids,
      lookId,
      move,
    }: {
      ids: readonly string[];
      lookId: string;
      move?: boolean;
    }) => {
      // One atomic append: another tab's adds to the look are kept (issue 18); one already
      // in the look keeps its place and counts as added.
      await appendLookProducts(api, lookId, { productIds: [...ids], ...(move ? { move } : {}) });
      return { done: ids.length, archived: 0 } satisfies BulkOutcome;
    },
    onSettled: refresh,
  });

  return { setStatus, remove, addToLook };
}

/**
 * Deletes one product (the edit page's Delete). The server archives a product an order
 * points at instead, and says so: the answer's message, or null when it was deleted.
 */
export function useRemoveProduct() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = deleteProductResponseSchema.parse(
        await api.delete(one(id), undefined, { showsFailure: true }),
      );
      return 'archived' in answer ? answer.message : null;
    },
    // The page leaves: its detail is dropped rather than asked again (a 404 once deleted).
    onSuccess: (_archived, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: lookKeys.all }),
      ]);
    },
  });
}

/** The signed-in person's looks (all of them for admin and staff), for "Add to look". */
export function useLookOptions(enabled: boolean) {
  const api = useApi();
  const query = { page: '1', limit: '100', sort: 'name:asc' };
  return useQuery({
    queryKey: lookKeys.list(query),
    queryFn: async () =>
      lookListResponseSchema.parse(await api.get(API_PATHS.looks, query, { retryInPlace: true }))
        .data,
    enabled,
  });
}

/** One look, for a look context's breadcrumb; a 404 is the page's not-found state. */
export const useLook = (lookId: string | undefined) => looks.useDetail(lookId);

/**
 * A product image: resized in the browser to at most 414 × 896 (section 9), then uploaded
 * as multipart field `photos`; the answer names the stored file.
 */
export function useUploadProductImage() {
  const upload = useUploadImage();
  return useMutation({
    mutationFn: async (file: File) =>
      upload.mutateAsync(await resizeImage(file, PRODUCT_IMAGE_BOX)),
  });
}
