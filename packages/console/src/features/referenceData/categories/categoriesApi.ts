import {
  API_PATHS,
  type ApiCategory,
  categoryListResponseSchema,
  categoryResponseSchema,
  successResponseSchema,
} from '@runway-live/domain/api';
import { type CategoryFormValues, type CategoryPatch } from '@runway-live/domain/schemas';
import { routePath } from '@runway-live/domain/access';
import { defineResource } from '../../../resources/defineResource';
import { categoryKeys } from './categoryKeys';

/** GET/POST/PATCH/DELETE /api/v2/categories, their react-query hooks and their pages. */
export const categories = defineResource<ApiCategory, CategoryFormValues, CategoryPatch>()({
  keys: categoryKeys,
  path: API_PATHS.categories,
  listResponse: categoryListResponseSchema,
  itemResponse: categoryResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('categories'),
    add: routePath('categories/add'),
    edit: (id: string) => routePath('categories/edit/:id', { id }),
  },
});
