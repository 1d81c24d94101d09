import {
  apiUserSchema,
  dataResponseSchema,
  designerListResponseSchema,
  successResponseSchema,
  type ApiUser,
} from '@runway-live/domain';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';
import { routePath } from '../../resources/routePath';

export const designerKeys = createQueryKeys('designers');

/**
 * GET /api/v2/designers (admin and staff) and its hooks. Designers may not list
 * designers: a screen both sides share passes `{ enabled }` for staff only.
 */
export const designers = defineResource<ApiUser>()({
  keys: designerKeys,
  path: '/api/v2/designers',
  listResponse: designerListResponseSchema,
  itemResponse: dataResponseSchema(apiUserSchema),
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('designer/view-designers'),
    add: routePath('designer/add-designer'),
    edit: (id: string) => routePath('designer/edit-designer/:user_id', { user_id: id }),
    detail: (id: string) => routePath('designer/designer-detail/:user_id', { user_id: id }),
  },
});

/** One page of designers for a query; waits while `enabled` is false. */
export const useDesignerList = (query: Record<string, string>, enabled = true) =>
  designers.useList(query, { enabled });
