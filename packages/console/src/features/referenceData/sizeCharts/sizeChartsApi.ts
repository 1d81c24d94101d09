import {
  sizeChartListResponseSchema,
  sizeChartResponseSchema,
  successResponseSchema,
  type ApiSizeChart,
  type SizeChartFormValues,
  type SizeChartPatch,
} from '@runway-live/domain';
import { createQueryKeys } from '../../../resources/queryKeys';
import { resourceEndpoints } from '../../../resources/resourceEndpoints';
import { createResourceHooks } from '../../../resources/resourceHooks';
import { categoryKeys } from '../categories/categoryKeys';

export const SIZE_CHARTS_PATH = '/size/charts';
export const sizeChartKeys = createQueryKeys('size-charts');

/** GET/POST/PATCH/DELETE /api/v2/size-charts; a chart's new key moves its categories too. */
export const sizeCharts = createResourceHooks(
  sizeChartKeys,
  resourceEndpoints<ApiSizeChart, SizeChartFormValues, SizeChartPatch>({
    path: '/api/v2/size-charts',
    listResponse: sizeChartListResponseSchema,
    itemResponse: sizeChartResponseSchema,
    removeResponse: successResponseSchema,
  }),
  [categoryKeys.all],
);
