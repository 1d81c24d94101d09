import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '../checkout/statuses';

/**
 * The order desk's one transition rule (API.md "Order transitions"): pending → paid →
 * processing → shipped → delivered; pending | paid → cancelled; pending → expired. The table
 * is the checkout's ORDER_TRANSITIONS; this adds who may take each step: `paid` is the
 * payment's (the provider confirms it) and `expired` the checkout hold's (the sweeper), so a
 * person's PATCH may take every other legal step only. Anything else is a 409 whose message
 * names both states.
 */

/** Who moves the order: a person at the desk (PATCH /orders/:id) or the system. */
export type OrderMover = 'person' | 'system';

/** The steps only the system takes: the payment confirms, the hold runs out. */
export const ORDER_SYSTEM_ONLY_TARGETS: readonly OrderStatus[] = ['paid', 'expired'];

/** A status as the messages write it: "Awaiting payment (pending)". */
const named = (status: OrderStatus) => `${ORDER_STATUS_LABELS[status]} (${status})`;

export const orderTransitionMessages = {
  illegal: (from: OrderStatus, to: OrderStatus) =>
    `An order cannot go from ${named(from)} to ${named(to)}`,
  systemOnly: (from: OrderStatus, to: OrderStatus) =>
    `An order goes from ${named(from)} to ${named(to)} by its payment or its checkout hold, not by hand`,
} as const;

/**
 * Whether `from` → `to` is legal for `mover`: null when it is, else the 409's message
 * naming both states. The same status twice is illegal too (nothing to do).
 */
export function orderTransitionProblem(
  from: OrderStatus,
  to: OrderStatus,
  mover: OrderMover = 'person',
): string | null {
  if (!ORDER_TRANSITIONS[from].includes(to)) return orderTransitionMessages.illegal(from, to);
  if (mover === 'person' && ORDER_SYSTEM_ONLY_TARGETS.includes(to)) {
    return orderTransitionMessages.systemOnly(from, to);
  }
  return null;
}

/** The steps a person may take from `from` (the order page's action buttons). */
export function orderActions(from: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((to) => orderTransitionProblem(from, to) === null);
}
