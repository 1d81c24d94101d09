import {
  CHECKOUT_RETURN_QUERY,
  type CheckoutReturnOutcome,
  type ShopperOrder,
} from '@runway-live/domain/checkout';

/**
 * Back from the payment step: the server's return address (checkoutReturnUrl) carries the
 * checkout and how the payment went; null on an ordinary visit.
 */
export function paymentOutcomeOf(search: string): CheckoutReturnOutcome | null {
  try {
    const query = new URLSearchParams(search);
    if (!query.has(CHECKOUT_RETURN_QUERY.checkout)) return null;
    return query.get(CHECKOUT_RETURN_QUERY.payment) === 'paid' ? 'paid' : 'cancelled';
  } catch {
    return null;
  }
}

/** This page's payment return, read once from its address. */
export const paymentOutcome = (): CheckoutReturnOutcome | null =>
  typeof window === 'undefined' ? null : paymentOutcomeOf(window.location.search);

/**
 * How a checkout paid in another tab went, from the shopper's own orders (decision 0033):
 * null while its orders still wait for the payment.
 */
export function outcomeOfOrders(
  orders: readonly Pick<ShopperOrder, 'checkoutId' | 'status'>[],
  checkoutId: string,
): CheckoutReturnOutcome | null {
  const mine = orders.filter((order) => order.checkoutId === checkoutId);
  if (mine.length === 0 || mine.some((order) => order.status === 'pending')) return null;
  return mine.some((order) => order.status === 'expired' || order.status === 'cancelled')
    ? 'cancelled'
    : 'paid';
}

/**
 * Whether the page is framed by another page (a brand's site): the payment step then opens
 * in a tab of its own (payment pages refuse frames, and the frame keeps the show playing).
 */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse even the comparison: framed.
    return true;
  }
}
