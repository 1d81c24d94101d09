import {
  sizeChartListResponseSchema,
  sizeChartResponseSchema,
  successResponseSchema,
  type ApiSizeChart,
} from '@runway-live/domain/api';
import { type SizeChartFormValues, type SizeChartPatch } from '@runway-live/domain/schemas';
import { createQueryKeys } from '../../../resources/queryKeys';
import { defineResource } from '../../../resources/defineResource';
import { routePath } from '../../../resources/routePath';
import { categoryKeys } from '../categories/categoryKeys';

export const sizeChartKeys = createQueryKeys('size-charts');

/**
 * GET/POST/PATCH/DELETE /api/v2/size-charts, their hooks and pages; a chart's new key
 * moves its categories too.
 */
export const sizeCharts = defineResource<ApiSizeChart, SizeChartFormValues, SizeChartPatch>()({
  keys: sizeChartKeys,
  path: '/api/v2/size-charts',
  listResponse: sizeChartListResponseSchema,
  itemResponse: sizeChartResponseSchema,
  removeResponse: successResponseSchema,
  alsoChanges: [categoryKeys.all],
  paths: {
    list: routePath('size/charts'),
    add: routePath('size/charts/add'),
    detail: (id: string) => routePath('size/charts/detail/:id', { id }),
    edit: (id: string) => routePath('size/charts/edit/:id', { id }),
  },
});
