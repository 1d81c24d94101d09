import {
  colorListResponseSchema,
  colorResponseSchema,
  successResponseSchema,
  type ApiColor,
  type ColorFormValues,
  type ColorPatch,
} from '@runway-live/domain';
import { createQueryKeys } from '../../../resources/queryKeys';
import { resourceEndpoints } from '../../../resources/resourceEndpoints';
import { createResourceHooks } from '../../../resources/resourceHooks';

export const COLORS_PATH = '/colors';
export const colorKeys = createQueryKeys('colors');

/** GET/POST/PATCH/DELETE /api/v2/colors and their react-query hooks. */
export const colors = createResourceHooks(
  colorKeys,
  resourceEndpoints<ApiColor, ColorFormValues, ColorPatch>({
    path: '/api/v2/colors',
    listResponse: colorListResponseSchema,
    itemResponse: colorResponseSchema,
    removeResponse: successResponseSchema,
  }),
);
