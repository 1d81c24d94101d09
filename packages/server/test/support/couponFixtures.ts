import type { Checkout } from '@runway-live/domain/checkout';
import { coupons } from '../../src/db/schema';
import { ADDRESS, newShopper } from './checkoutFixtures';
import type { TestApp } from './testApp';

let serial = 0;

/** A coupon written straight to its table (the rules under test are the checkout's). */
export async function insertCoupon(t: TestApp, values: Partial<typeof coupons.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      code: `TEST-${serial}-${Date.now() % 1_000_000}`,
      type: 'percent',
      percentOff: 10,
      ...values,
    })
    .returning();
  return row!;
}

/** POST /api/v2/checkout of `lines` with `couponCode` by `token` (a new shopper's when none). */
export async function checkoutWith(
  t: TestApp,
  couponCode: string | undefined,
  lines: { productId: string; sku: string; quantity: number }[],
  token?: string,
) {
  const buyer = token ?? (await newShopper(t, 'coupon')).token;
  return t.call({
    method: 'POST',
    url: '/api/v2/checkout',
    token: buyer,
    payload: { lines, shippingAddress: ADDRESS, ...(couponCode ? { couponCode } : {}) },
  });
}

export type { Checkout };
