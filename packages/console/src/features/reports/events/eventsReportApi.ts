import {
  API_PATHS,
  API_ROUTES,
  apiPath,
  eventReportResponseSchema,
  showChartResponseSchema,
  webEventReportResponseSchema,
  type EventReportQuery,
  type WebEventReportQuery,
} from '@runway-live/domain/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider';
import { useCsvDownload } from '../../../shared/useCsvDownload';
import { reportKeys, reportParams } from '../orders/ordersReportApi';

/** While a show is live its chart is read again this often (besides each new order). */
export const LIVE_CHART_REFRESH_MS = 5_000;

/** GET /api/v2/reports/events: a page of the range's shows and their figures. */
export function useEventsReport(query: EventReportQuery) {
  const api = useApi();
  const sent = reportParams(query);
  return useQuery({
    queryKey: [...reportKeys.all, 'events', sent],
    queryFn: async () =>
      eventReportResponseSchema.parse(await api.get(API_PATHS.reportEvents, sent)),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/v2/reports/events/:id: one show's minute chart; read again every few seconds
 * while the show is live, so the chart moves with the show without a reload.
 */
export function useShowChart(eventId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...reportKeys.all, 'show', eventId],
    enabled: eventId !== undefined,
    queryFn: async () =>
      showChartResponseSchema.parse(
        await api.get(apiPath(API_ROUTES.reportShow, { id: eventId ?? '' })),
      ).data,
    refetchInterval: (query) =>
      query.state.data?.show.status === 'live' ? LIVE_CHART_REFRESH_MS : false,
  });
}

/** GET /api/v2/reports/web-events. */
export function useWebEventsReport(query: WebEventReportQuery) {
  const api = useApi();
  const sent = reportParams(query);
  return useQuery({
    queryKey: [...reportKeys.all, 'web-events', sent],
    queryFn: async () =>
      webEventReportResponseSchema.parse(await api.get(API_PATHS.reportWebEvents, sent)).data,
    placeholderData: keepPreviousData,
  });
}

export const useEventsReportCsv = () => useCsvDownload(API_PATHS.reportEvents, 'events-report.csv');
export const useShowChartCsv = (eventId: string) =>
  useCsvDownload(apiPath(API_ROUTES.reportShow, { id: eventId }), 'show-chart.csv');
export const useWebEventsReportCsv = () =>
  useCsvDownload(API_PATHS.reportWebEvents, 'web-events-report.csv');
