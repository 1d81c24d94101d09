import {
  categoryListResponseSchema,
  categoryResponseSchema,
  successResponseSchema,
  type ApiCategory,
} from '@runway-live/domain/api';
import { type CategoryFormValues, type CategoryPatch } from '@runway-live/domain/schemas';
import { defineResource } from '../../../resources/defineResource';
import { routePath } from '../../../resources/routePath';
import { categoryKeys } from './categoryKeys';

/** GET/POST/PATCH/DELETE /api/v2/categories, their react-query hooks and their pages. */
export const categories = defineResource<ApiCategory, CategoryFormValues, CategoryPatch>()({
  keys: categoryKeys,
  path: '/api/v2/categories',
  listResponse: categoryListResponseSchema,
  itemResponse: categoryResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('categories'),
    add: routePath('categories/add'),
    edit: (id: string) => routePath('categories/edit/:id', { id }),
  },
});
