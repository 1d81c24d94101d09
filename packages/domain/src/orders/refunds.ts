/**
 * Refunds by line (API.md: `POST /orders/:id/refunds {lines:[{sku, quantity}], shipping?,
 * reason, note?, restock}`), in whole minor units: what a refund of some units (and the
 * shipping) of an order gives back, never more than is left of what was paid. The server
 * computes it under the order's row lock; the console shows the same figure before sending.
 */

/** Why an order is refunded: the refund dialog's list (API.md: "a reason from a list"). */
export const REFUND_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'size_or_fit',
  'not_delivered',
  'changed_mind',
  /** The whole payment released when a paid order is cancelled (set by the server). */
  'order_cancelled',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item sent',
  not_as_described: 'Not as described',
  size_or_fit: 'Size or fit',
  not_delivered: 'Not delivered',
  changed_mind: 'Changed their mind',
  order_cancelled: 'Order cancelled',
  other: 'Other',
};

/** An order's figures a refund needs (minor units), and what earlier refunds took. */
export type RefundableOrder = {
  items: readonly { sku: string; quantity: number; unitPrice: number; tax: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** Refunded so far (all refunds), minor units. */
  refunded: number;
  /** Units refunded so far per SKU. */
  refundedUnits: ReadonlyMap<string, number>;
  /** The shipping refunded so far, minor units. */
  refundedShipping: number;
};

export type RefundAsk = {
  lines: readonly { sku: string; quantity: number }[];
  shipping?: boolean | undefined;
};

/** One refunded line: its units and what they give back (goods less discount, plus tax). */
export type RefundLineAmount = { sku: string; quantity: number; amount: number };

export type RefundQuote =
  | {
      ok: true;
      amount: number;
      lines: RefundLineAmount[];
      shipping: number;
      /** Whether nothing is left to refund afterwards (the order becomes `refunded`). */
      complete: boolean;
    }
  | { ok: false; field: string; message: string };

export const refundMessages = {
  nothing: 'Choose at least one item or the shipping to refund',
  unknownSku: (sku: string) => `This order has no item with SKU ${sku}`,
  tooMany: (sku: string, left: number) =>
    left === 0
      ? `SKU ${sku} is refunded already`
      : `Only ${left} of SKU ${sku} can still be refunded`,
  shippingDone: 'The shipping is refunded already',
  aboveLeft: 'The refund would be more than what is left of the payment',
  notPaid: 'Only a paid order can be refunded',
  refundedAlready: 'This order is refunded already',
  provider: 'The payment provider did not refund; nothing was changed. Try again.',
} as const;

/** Half up, for the shares of a whole amount. */
const share = (whole: number, part: number, of: number) =>
  of === 0 ? 0 : Math.round((whole * part) / of);

/**
 * What refunding `ask` of `order` gives back, line by line: per unit its price less its
 * share of the discount, plus its share of the line's tax; the shipping when asked and not
 * yet refunded. When it takes every unit and the shipping that are left, the amount is
 * exactly what is left of the payment (no rounding crumbs stay behind); it is never more.
 */
export function quoteRefund(order: RefundableOrder, ask: RefundAsk): RefundQuote {
  const left = order.total - order.refunded;
  const lines: RefundLineAmount[] = [];
  for (const [index, line] of ask.lines.entries()) {
    const item = order.items.find((candidate) => candidate.sku === line.sku);
    if (!item) {
      return {
        ok: false,
        field: `lines.${index}.sku`,
        message: refundMessages.unknownSku(line.sku),
      };
    }
    const unitsLeft = item.quantity - (order.refundedUnits.get(line.sku) ?? 0);
    if (line.quantity > unitsLeft) {
      return {
        ok: false,
        field: `lines.${index}.quantity`,
        message: refundMessages.tooMany(line.sku, unitsLeft),
      };
    }
    const goods = item.unitPrice * line.quantity;
    const discount = share(order.discount, goods, order.subtotal);
    const tax = share(item.tax, line.quantity, item.quantity);
    lines.push({ sku: line.sku, quantity: line.quantity, amount: goods - discount + tax });
  }
  const shippingLeft = order.shipping - order.refundedShipping;
  if (ask.shipping && shippingLeft <= 0) {
    return { ok: false, field: 'shipping', message: refundMessages.shippingDone };
  }
  const shipping = ask.shipping ? shippingLeft : 0;
  if (lines.length === 0 && shipping === 0) {
    return { ok: false, field: 'lines', message: refundMessages.nothing };
  }
  const unitsAfter = new Map(order.refundedUnits);
  for (const line of lines)
    unitsAfter.set(line.sku, (unitsAfter.get(line.sku) ?? 0) + line.quantity);
  const complete =
    order.items.every((item) => (unitsAfter.get(item.sku) ?? 0) >= item.quantity) &&
    order.refundedShipping + shipping >= order.shipping;
  const asked = lines.reduce((sum, line) => sum + line.amount, 0) + shipping;
  const amount = complete ? left : asked;
  if (amount > left || amount <= 0) {
    return { ok: false, field: 'lines', message: refundMessages.aboveLeft };
  }
  return { ok: true, amount, lines, shipping, complete };
}

/**
 * The commission and the designer's net once `refunded` of `total` went back: the
 * commission rate (a percentage) of what the marketplace keeps, rounded half up; the net is
 * the rest. A refund's transfer reversal is the net before less the net after.
 * `marketplaceFunded` is the part of the order's discount the marketplace pays
 * (marketplaceFundedDiscount in ../coupons): the designer is credited it on top of what the
 * buyer paid, in proportion to what is kept, so a marketplace coupon leaves their net whole.
 */
export function netAfterRefunds(
  total: number,
  refunded: number,
  commissionRate: number,
  marketplaceFunded = 0,
): { commission: number; designerNet: number } {
  const kept = Math.max(0, total - refunded);
  const credited =
    marketplaceFunded === 0
      ? kept
      : total === 0
        ? marketplaceFunded
        : Math.round((kept * (total + marketplaceFunded)) / total);
  const commission = Math.round((credited * Math.round(commissionRate * 100)) / 10_000);
  return { commission, designerNet: credited - commission };
}
