/**
 * An order's lifecycle as API.md writes it (resources table, "Order transitions"):
 * pending → paid → processing → shipped → delivered; pending | paid → cancelled; pending →
 * expired (the checkout's stock hold ran out). Refunds are a state beside the status
 * (`refundState`): a payment that completes after its hold expired leaves the order
 * `expired` and `refunded`, never shipped without stock.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The transitions a status may take (any other is a 409 naming both states). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses whose orders hold stock (pending) or took it (paid and later). */
export const ORDER_STOCK_STATUSES: readonly OrderStatus[] = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
];

export const REFUND_STATES = ['none', 'partially_refunded', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  none: 'Not refunded',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** What an order's timeline records (API.md: `{type, at, by, text?, from?, to?}`). */
export const ORDER_TIMELINE_TYPES = [
  'created',
  'status',
  'payment',
  'transfer',
  /** The provider refused the designer's transfer; an admin retries it (decision 0034). */
  'transfer_failed',
  'refund',
  'note',
  /** The carrier or tracking number changed (after shipping). */
  'tracking',
  /** A mail to the buyer (paid, shipped, refunded), its subject as `text`. */
  'email',
] as const;
export type OrderTimelineType = (typeof ORDER_TIMELINE_TYPES)[number];

/** The checkout's payment providers: the local page (development, tests) or Stripe. */
export const CHECKOUT_PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type CheckoutPaymentProvider = (typeof CHECKOUT_PAYMENT_PROVIDERS)[number];

/**
 * Where the payment step sends the shopper back: the show's viewer page, the web event's
 * player page (decision 0033), or the server's own "done" page without either, with
 * `?checkout=<checkoutId>&payment=paid|cancelled`, so the page can show "Your orders".
 */
export const CHECKOUT_RETURN_QUERY = { checkout: 'checkout', payment: 'payment' } as const;
export type CheckoutReturnOutcome = 'paid' | 'cancelled';

export function checkoutReturnUrl(
  publicUrl: string,
  checkout: { checkoutId: string; eventId: string | null; webEventId?: string | null },
  outcome: CheckoutReturnOutcome,
): string {
  const base = checkout.eventId
    ? `${publicUrl}/video/event/${checkout.eventId}`
    : checkout.webEventId
      ? `${publicUrl}/web-event/video/${checkout.webEventId}/replay`
      : `${publicUrl}/payments/orders/${checkout.checkoutId}/done`;
  const query = new URLSearchParams({
    [CHECKOUT_RETURN_QUERY.checkout]: checkout.checkoutId,
    [CHECKOUT_RETURN_QUERY.payment]: outcome,
  });
  return `${base}?${query.toString()}`;
}
