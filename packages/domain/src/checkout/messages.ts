import { CHECKOUT_LINES_MAX, CHECKOUT_LINE_QUANTITY_MAX, LOW_STOCK_THRESHOLD } from './limits';

/** A line of the cart as a message names it: "Line 2 (Silk shirt, Black / M)". */
export type CheckoutLineLabel = {
  /** Its place in the request's `lines`, from 0. */
  index: number;
  name?: string | undefined;
  color?: string | undefined;
  size?: string | undefined;
};

export function checkoutLineLabel({ index, name, color, size }: CheckoutLineLabel): string {
  const variant = [color, size].filter(Boolean).join(' / ');
  const what = [name, variant].filter(Boolean).join(', ');
  return what ? `Line ${index + 1} (${what})` : `Line ${index + 1}`;
}

/** Invented wording (the spec shows none): the checkout's answers and refusals. */
export const checkoutMessages = {
  linesMissing: 'Add at least one item to the cart',
  tooManyLines: `A checkout holds at most ${CHECKOUT_LINES_MAX} lines`,
  duplicateLine: 'This size is in the cart twice: change its quantity instead',
  quantity: `Choose a quantity from 1 to ${CHECKOUT_LINE_QUANTITY_MAX}`,
  /** A `price`, `unitPrice` or any other key the request does not take. */
  clientPrice: 'Prices are set by the server: send productId, sku and quantity only',
  showSecNeedsEvent: 'A playback moment needs the show (eventId)',
  showSec: 'Must be a number of seconds from 0',
  couponUnknown: 'This coupon code is not valid',
  addressNotUs: 'We ship to addresses in the United States only',
  addressInvalid: 'We could not find this address: check the street, city, state and ZIP code',
  eventUnknown: 'This show cannot be found',
  /** A checkout names the marketplace show or the brand's web event it was bought from. */
  oneShowOnly: 'Name the show (eventId) or the web event (webEventId), not both',
  /** Seen in a checkout from the embedded player, a tab of its own once the payment is open. */
  payingElsewhere: 'Finish paying in the new tab; your order appears here once it is paid.',
  unknownProduct: (line: CheckoutLineLabel) =>
    `${checkoutLineLabel(line)}: this product cannot be found`,
  unknownSku: (line: CheckoutLineLabel) =>
    `${checkoutLineLabel(line)}: this size is not sold any more`,
  notOnSale: (line: CheckoutLineLabel) => `${checkoutLineLabel(line)}: not on sale`,
  notStarted: (line: CheckoutLineLabel) =>
    `${checkoutLineLabel(line)}: not on sale until the show starts`,
  soldOut: (line: CheckoutLineLabel) => `${checkoutLineLabel(line)}: sold out`,
  notEnough: (line: CheckoutLineLabel, available: number) =>
    `${checkoutLineLabel(line)}: only ${available} left`,
  /** POST /api/v2/orders is one designer's order: a cart of several goes to /checkout. */
  severalDesigners: (brands: readonly string[]) =>
    `This order takes one designer's items, and the cart has items of ${brands.join(', ')}: check them out together with POST /api/v2/checkout, or one designer at a time`,
  transferNotPaid: (status: string) =>
    `Only a paid order's transfer can be made; this order is ${status}`,
  transferNotConnected: "The designer's payment account is not set up yet",
  transferFailed: (reason: string) => `The transfer did not go through: ${reason}`,
  created: 'Your order is reserved: complete the payment to confirm it.',
  paid: 'Thank you: your payment is confirmed.',
  paymentFailed: 'The payment did not go through; the items have been released.',
  holdExpired: 'The time to pay ran out and the items have been released.',
  lateRefund: 'The payment arrived after the reservation ran out; it has been refunded in full.',
  alreadyPaid: 'This checkout is already paid.',
  checkoutUnknown: 'This checkout cannot be found or is no longer waiting for payment.',
} as const;

/** What a viewer sees beside a size: "Sold out", "2 left", or nothing when plenty remain. */
export function availabilityLabel(available: number): string | null {
  if (available <= 0) return 'Sold out';
  return available <= LOW_STOCK_THRESHOLD ? `${available} left` : null;
}
