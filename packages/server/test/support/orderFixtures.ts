import { expect } from 'vitest';
import type { Checkout } from '@runway-live/domain/checkout';
import { ADDRESS, newShopper, stockedProduct } from './checkoutFixtures';
import type { TestApp } from './testApp';

/** Pays a checkout on the local provider's page, as a shopper's click does. */
export async function payLocally(t: TestApp, data: Checkout, action: 'pay' | 'cancel' = 'pay') {
  const url = new URL(data.payment.url);
  const token = url.searchParams.get('token')!;
  const response = await t.call({
    method: 'POST',
    url: url.pathname,
    payload: `token=${encodeURIComponent(token)}&action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode, response.body).toBe(303);
}

export type PlacedOrder = {
  orderId: string;
  checkout: Checkout;
  productId: string;
  /** The product's SKUs in the order of `lines`. */
  skus: string[];
  shopper: { id: string; token: string };
};

/**
 * An order of one designer placed through POST /api/v2/checkout by a new shopper, and paid
 * on the local provider's page unless `pay` is false: one product with a size per line
 * (`lines`: sku → quantity bought), `stock` units of each on hand.
 */
export async function placeOrder(
  t: TestApp,
  designerId: string,
  options: {
    lines: Record<string, number>;
    price?: number;
    tax?: number;
    stock?: number;
    pay?: boolean;
    eventId?: string;
  },
): Promise<PlacedOrder> {
  const skus = Object.keys(options.lines);
  const product = await stockedProduct(t, designerId, {
    price: options.price ?? 100,
    tax: options.tax ?? 0,
    sizes: Object.fromEntries(skus.map((sku) => [sku, options.stock ?? 10])),
  });
  const shopper = await newShopper(t, 'orders');
  const response = await t.call({
    method: 'POST',
    url: '/api/v2/checkout',
    token: shopper.token,
    payload: {
      lines: skus.map((sku) => ({ productId: product.id, sku, quantity: options.lines[sku] })),
      shippingAddress: ADDRESS,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const checkout: Checkout = response.json().data;
  if (options.pay !== false) await payLocally(t, checkout);
  return { orderId: checkout.orders[0]!._id, checkout, productId: product.id, skus, shopper };
}

/** A unique SKU prefix per call, so products of one test file never share a SKU. */
let serial = 0;
export const skuOf = (name: string) => `${name}-${++serial}-${Date.now() % 100_000}`;
