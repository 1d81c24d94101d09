import {
  API_PATHS,
  orderReportResponseSchema,
  type OrderReportQuery,
} from '@runway-live/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider';
import { createQueryKeys } from '../../../resources/queryKeys';
import { useCsvDownload } from '../../../shared/useCsvDownload';

export const reportKeys = createQueryKeys('reports');

/**
 * A report's query as the API reads it (every report's): its empty parts left out, a list
 * comma-joined, a number as text.
 */
export function reportParams(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .map(([name, value]: [string, unknown]) => [
        name,
        Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value,
      ])
      .filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
  );
}

/**
 * GET /api/v2/reports/orders: the figures of the range and filters (a designer's own).
 * The previous answer stays on screen while the next is read, so a filter change never
 * blanks the page.
 */
export function useOrdersReport(query: OrderReportQuery) {
  const api = useApi();
  const sent = reportParams(query);
  return useQuery({
    queryKey: [...reportKeys.all, 'orders', sent],
    queryFn: async () =>
      orderReportResponseSchema.parse(await api.get(API_PATHS.reportOrders, sent)).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v2/reports/orders?format=csv: the same figures as a file. */
export const useOrdersReportCsv = () => useCsvDownload(API_PATHS.reportOrders, 'orders-report.csv');
