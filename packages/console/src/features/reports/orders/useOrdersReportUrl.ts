import type { ReportPreset } from '@runway-live/domain/reports';
import { ORDER_STATUSES, type OrderStatus } from '@runway-live/domain/checkout';
import type { OrderReportQuery } from '@runway-live/domain/api';
import { useSearchParamsUpdate } from '../../../shared/useSearchParamsUpdate';
import { reportPeriodOf, reportPeriodQuery } from '../ReportPeriod';

type Param = 'preset' | 'from' | 'to' | 'designerId' | 'eventId' | 'status' | 'compare';

export type OrdersReportState = {
  preset: ReportPreset;
  from: string | undefined;
  to: string | undefined;
  designerId: string | undefined;
  eventId: string | undefined;
  status: OrderStatus | undefined;
  /** Whether the previous period is drawn beside this one (on unless `compare=0`). */
  compare: boolean;
};

const oneOf = <Value extends string>(values: readonly Value[], value: string | null) =>
  values.find((candidate) => candidate === value);

/**
 * The report's filters in its URL, so a view can be shared: the preset (the last 30 days
 * when none) or a custom range's days, the designer, the show, the status, the comparison.
 */
export function useOrdersReportUrl() {
  const { params, update } = useSearchParamsUpdate<Param>();
  const state: OrdersReportState = {
    ...reportPeriodOf(params),
    designerId: params.get('designerId') || undefined,
    eventId: params.get('eventId') || undefined,
    status: oneOf(ORDER_STATUSES, params.get('status')),
    compare: params.get('compare') !== '0',
  };
  const query: OrderReportQuery = {
    ...reportPeriodQuery(state),
    designerId: state.designerId,
    eventId: state.eventId,
    status: state.status ? [state.status] : undefined,
  };
  return { state, update, query };
}
