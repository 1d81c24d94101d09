import {
  API_PATHS,
  type ApiColor,
  colorListResponseSchema,
  colorResponseSchema,
  successResponseSchema,
} from '@runway-live/domain/api';
import { type ColorFormValues, type ColorPatch } from '@runway-live/domain/schemas';
import { routePath } from '@runway-live/domain/access';
import { createQueryKeys } from '../../../resources/queryKeys';
import { defineResource } from '../../../resources/defineResource';

export const colorKeys = createQueryKeys('colors');

/** GET/POST/PATCH/DELETE /api/v2/colors, their react-query hooks and their pages. */
export const colors = defineResource<ApiColor, ColorFormValues, ColorPatch>()({
  keys: colorKeys,
  path: API_PATHS.colors,
  listResponse: colorListResponseSchema,
  itemResponse: colorResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('colors'),
    add: routePath('colors/add'),
    edit: (id: string) => routePath('colors/edit/:id', { id }),
  },
});
