import {
  colorListResponseSchema,
  colorResponseSchema,
  successResponseSchema,
  type ApiColor,
} from '@runway-live/domain/api';
import { type ColorFormValues, type ColorPatch } from '@runway-live/domain/schemas';
import { createQueryKeys } from '../../../resources/queryKeys';
import { defineResource } from '../../../resources/defineResource';
import { routePath } from '../../../resources/routePath';

export const colorKeys = createQueryKeys('colors');

/** GET/POST/PATCH/DELETE /api/v2/colors, their react-query hooks and their pages. */
export const colors = defineResource<ApiColor, ColorFormValues, ColorPatch>()({
  keys: colorKeys,
  path: '/api/v2/colors',
  listResponse: colorListResponseSchema,
  itemResponse: colorResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('colors'),
    add: routePath('colors/add'),
    edit: (id: string) => routePath('colors/edit/:id', { id }),
  },
});
