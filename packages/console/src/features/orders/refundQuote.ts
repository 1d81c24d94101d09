import { currencyDecimals, minorToMajor, moneyOfNumber } from '@runway-live/domain/money';
import { quoteRefund, type RefundAsk, type RefundQuote } from '@runway-live/domain/orders';
import type { ApiOrder } from '@runway-live/domain/orders';

/** An API amount (major units) as whole minor units, by the domain's money rule. */
function minor(amount: number, currency: string): number {
  const reading = moneyOfNumber(amount, currencyDecimals(currency));
  return reading.ok ? reading.minor : 0;
}

/**
 * What the refund dialog's choice gives back, the server's own rule (quoteRefund) on the
 * order's figures in minor units, and what is left of the payment; amounts in major units.
 */
export function refundQuoteOf(
  order: ApiOrder,
  ask: RefundAsk,
): { quote: RefundQuote; amount: number; left: number; shippingLeft: number } {
  const { currency } = order;
  const quote = quoteRefund(
    {
      items: order.items.map((item) => ({
        sku: item.sku,
        quantity: item.quantity,
        unitPrice: minor(item.unitPrice, currency),
        tax: minor(item.tax, currency),
      })),
      subtotal: minor(order.subtotal, currency),
      discount: minor(order.discount, currency),
      shipping: minor(order.shipping, currency),
      total: minor(order.total, currency),
      refunded: minor(order.refunded, currency),
      refundedUnits: new Map(order.items.map((item) => [item.sku, item.refundedQuantity])),
      refundedShipping: minor(order.refundedShipping, currency),
    },
    ask,
  );
  const decimals = currencyDecimals(currency);
  const left = minor(order.total, currency) - minor(order.refunded, currency);
  return {
    quote,
    amount: quote.ok ? minorToMajor(quote.amount, decimals) : 0,
    left: minorToMajor(left, decimals),
    shippingLeft: minorToMajor(
      minor(order.shipping, currency) - minor(order.refundedShipping, currency),
      decimals,
    ),
  };
}
