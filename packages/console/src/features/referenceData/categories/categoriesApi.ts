import {
  categoryListResponseSchema,
  categoryResponseSchema,
  successResponseSchema,
  type ApiCategory,
  type CategoryFormValues,
  type CategoryPatch,
} from '@runway-live/domain';
import { resourceEndpoints } from '../../../resources/resourceEndpoints';
import { createResourceHooks } from '../../../resources/resourceHooks';
import { categoryKeys } from './categoryKeys';

export { CATEGORIES_PATH } from './categoryKeys';

/** GET/POST/PATCH/DELETE /api/v2/categories and their react-query hooks. */
export const categories = createResourceHooks(
  categoryKeys,
  resourceEndpoints<ApiCategory, CategoryFormValues, CategoryPatch>({
    path: '/api/v2/categories',
    listResponse: categoryListResponseSchema,
    itemResponse: categoryResponseSchema,
    removeResponse: successResponseSchema,
  }),
);
