import { shopperApiAs } from './api';

/** An order of a checkout's answer, with what a journey reads of it. */
export type CheckoutOrder = { _id: string; orderNumber: string };

/**
 * The demo shopper's checkout through the API, as the viewer page sends it: one line, to a
 * New York address the local address check accepts, with `extra` (a coupon code). Its
 * orders and its payment page's address; not paid yet (payOnLocalPage pays it).
 */
export async function shopperCheckout<Order extends CheckoutOrder = CheckoutOrder>(
  line: { productId: string; sku: string; quantity?: number },
  extra: { couponCode?: string } = {},
): Promise<{ orders: Order[]; payment: { url: string } }> {
  const shopper = await shopperApiAs('shopper@runway.test');
  const answer = await shopper<{ data: { orders: Order[]; payment: { url: string } } }>(
    'POST',
    '/api/v2/checkout',
    {
      lines: [{ quantity: 1, ...line }],
      shippingAddress: {
        primaryAddress: '350 5th Ave',
        city: 'New York',
        state: 'NY',
        pincode: '10001',
        country: 'United States',
      },
      ...extra,
    },
  );
  return answer.data;
}
