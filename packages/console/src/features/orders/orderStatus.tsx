import {
  ORDER_STATUS_LABELS,
  REFUND_STATE_LABELS,
  type OrderStatus,
  type RefundState,
} from '@runway-live/domain/checkout';
import { formatDateTime, readerTimeZone } from '@runway-live/domain/display';
import { StatusBadge, type BadgeTone } from '@runway-live/ui';

/** The order statuses' tones beside the kit's defaults (paid, shipped, delivered …). */
const ORDER_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: 'warning',
  processing: 'accent',
  expired: 'neutral',
  partially_refunded: 'warning',
  refunded: 'danger',
};

/** The payment and fulfilment status, in the domain's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge status={status} label={ORDER_STATUS_LABELS[status]} tones={ORDER_TONES} />;
}

/** The refund state, shown only once something was refunded. */
export function RefundStateBadge({ state }: { state: RefundState }) {
  if (state === 'none') return null;
  return <StatusBadge status={state} label={REFUND_STATE_LABELS[state]} tones={ORDER_TONES} />;
}

/** When an order was placed, in the console's one way of writing a moment. */
export function orderMoment(instant: string): string {
  return formatDateTime(instant, readerTimeZone()) ?? instant;
}
