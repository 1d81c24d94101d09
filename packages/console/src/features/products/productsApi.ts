import {
  deleteProductResponseSchema,
  lookListResponseSchema,
  lookResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  type ApiProduct,
  type ProductFormValues,
  type ProductPatch,
  type ProductStatus,
} from '@runway-live/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { useUploadImage } from '../../api/uploads';
import { lookKeys } from '../looks/lookKeys';
import { looks } from '../looks/looksApi';
import { productKeys } from './productKeys';
import { resourceEndpoints } from '../../resources/resourceEndpoints';
import { createResourceHooks } from '../../resources/resourceHooks';
import { resizeImage, PRODUCT_IMAGE_BOX } from './resizeImage';

export const PRODUCTS_PATH = '/view-products';
export { productKeys, lookKeys };

const PRODUCTS_API = '/api/v2/products';
const one = (id: string) => `${PRODUCTS_API}/${encodeURIComponent(id)}`;

/** GET/POST/PATCH/DELETE /api/v2/products and their react-query hooks. */
export const products = createResourceHooks(
  productKeys,
  resourceEndpoints<ApiProduct, ProductFormValues, ProductPatch>({
    path: PRODUCTS_API,
    listResponse: productListResponseSchema,
    itemResponse: productResponseSchema,
    removeResponse: deleteProductResponseSchema,
  }),
  // A product's look shows its product count.
  [lookKeys.all],
);

/** What a bulk action did: how many it changed, and how many a delete archived instead. */
export type BulkOutcome = { done: number; archived: number };

/**
 * The list's bulk actions, one call per product (the API has no bulk route): set a status
 * (archive is the status 'archived'), delete (the server archives a product an order
 * points at, and says so), and add to a look (PUT the look's products with the new ones
 * after its own). Every list and the changed products' details are refreshed after.
 */
export function useBulkProductActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: lookKeys.all }),
    ]);

  const setStatus = useMutation({
    mutationFn: async ({ ids, status }: { ids: readonly string[]; status: ProductStatus }) => {
      for (const id of ids) {
        await api.patch(one(id), { status }, { showsFailure: true });
      }
      return { done: ids.length, archived: 0 } satisfies BulkOutcome;
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      let archived = 0;
      for (const id of ids) {
        const answer = deleteProductResponseSchema.parse(
          await api.delete(one(id), undefined, { showsFailure: true }),
        );
        if ('archived' in answer) archived += 1;
      }
      return { done: ids.length - archived, archived } satisfies BulkOutcome;
    },
    onSettled: refresh,
  });

  const addToLook = useMutation({
    mutationFn: async ({ ids, lookId }: { ids: readonly string[]; lookId: string }) => {
      const path = `/api/v2/looks/${encodeURIComponent(lookId)}`;
      const look = lookResponseSchema.parse(
        await api.get(path, undefined, { showsFailure: true }),
      ).data;
      const added = ids.filter((id) => !look.productIds.includes(id));
      await api.put(`${path}/products`, { productIds: [...look.productIds, ...added] });
      return { done: added.length, archived: 0 } satisfies BulkOutcome;
    },
    onSettled: refresh,
  });

  return { setStatus, remove, addToLook };
}

/** The signed-in person's looks (all of them for admin and staff), for "Add to look". */
export function useLookOptions(enabled: boolean) {
  const api = useApi();
  const query = { page: '1', limit: '100', sort: 'name:asc' };
  return useQuery({
    queryKey: lookKeys.list(query),
    queryFn: async () =>
      lookListResponseSchema.parse(await api.get('/api/v2/looks', query, { retryInPlace: true }))
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
