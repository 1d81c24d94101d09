import {
  successResponseSchema,
  webProductListResponseSchema,
  webProductResponseSchema,
  type ApiWebProduct,
} from '@runway-live/domain/api';
import { type WebProductFormInput, type WebProductPatchInput } from '@runway-live/domain/schemas';
import { defineResource } from '../../resources/defineResource';
import { routePath } from '../../resources/routePath';
import { webEventKeys } from '../webEvents';
import { webProductKeys } from './webProductKeys';

/** GET/POST/PATCH/DELETE /api/v2/web-products, their hooks and the Web Plugin's product pages. */
export const webProducts = defineResource<
  ApiWebProduct,
  WebProductFormInput,
  WebProductPatchInput
>()({
  keys: webProductKeys,
  path: '/api/v2/web-products',
  listResponse: webProductListResponseSchema,
  itemResponse: webProductResponseSchema,
  removeResponse: successResponseSchema,
  // A product's web event lists it (its productIds).
  alsoChanges: [webEventKeys.all],
  paths: {
    list: routePath('web-product/view-products'),
    add: routePath('web-product/add-product'),
    edit: (id: string) => routePath('web-product/edit-product/:product_id', { product_id: id }),
  },
});

/** The web products list's own page, for breadcrumbs and not-found states. */
export const WEB_PRODUCTS_LIST = { title: 'Web Products', path: webProducts.paths.list } as const;
