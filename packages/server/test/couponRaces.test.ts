import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages } from '@runway-live/domain/coupons';
import { couponCodes, couponRedemptions, coupons, orders } from '../src/db/schema';
import { insertCodes } from '../src/modules/coupons/codes';
import { newShopper, stockedProduct } from './support/checkoutFixtures';
import { checkoutWith, insertCoupon } from './support/couponFixtures';
import { createTestApp, type TestApp } from './support/testApp';

// Coupon limits under a rush (issue 32; decision 0039): the use is a conditional UPDATE
// under the coupon's row lock, the buyer's uses counted under it. Proven on PostgreSQL
// (the server:postgres project): PGlite runs one transaction at a time. Each checkout buys
// a product of its own, so the products' locks do not line the checkouts up first.
let t: TestApp;
let designerId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
});
afterAll(() => t.close());

let serial = 0;
/** `n` products of their own, one after another (the fixture numbers them as it goes). */
async function products(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await product());
  return made;
}
async function product() {
  const sku = `CR-${++serial}-${Date.now() % 100_000}`;
  const row = await stockedProduct(t, designerId, { price: 20, sizes: { [sku]: 1000 } });
  return { productId: row.id, sku, quantity: 1 };
}
const uses = async (couponId: string) => {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, couponId));
  const redemptions = await t.database.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { usedCount: row!.usedCount, redemptions };
};
const discounted = async (code: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.couponCode, code))).length;

describe('coupon limits at once', () => {
  it('a coupon of 5 uses and 20 concurrent checkouts gives exactly 5 discounted orders', async () => {
    const lines = await products(20);
    const coupon = await insertCoupon(t, { maxUses: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newShopper(t, `rush${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) => checkoutWith(t, coupon.code, [lines[i]!], buyer.token)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(couponMessages.usedUp);
    }
    const { usedCount, redemptions } = await uses(coupon.id);
    expect(usedCount).toBe(5);
    expect(redemptions).toHaveLength(5);
    expect(await discounted(coupon.code)).toBe(5);
  });

  it('50 buyers at once, each trying twice: one use per buyer, and the total holds', async () => {
    const lines = await products(100);
    const coupon = await insertCoupon(t, { maxUses: 30, perUserLimit: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => newShopper(t, `twice${i}`)),
    );
    const answers = await Promise.all(
      buyers.flatMap((buyer, i) =>
        [lines[2 * i]!, lines[2 * i + 1]!].map((line) =>
          checkoutWith(t, coupon.code, [line], buyer.token).then((a) => ({ buyer: buyer.id, a })),
        ),
      ),
    );
    const won = answers.filter(({ a }) => a.statusCode === 201);
    expect(won).toHaveLength(30);
    expect(new Set(won.map(({ buyer }) => buyer)).size).toBe(30);
    expect(answers.every(({ a }) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const { usedCount, redemptions } = await uses(coupon.id);
    expect(usedCount).toBe(30);
    expect(new Set(redemptions.map((row) => row.buyerId)).size).toBe(30);
  });

  it('one buyer’s 10 checkouts at once with a once-per-buyer code: exactly one', async () => {
    const lines = await products(10);
    const coupon = await insertCoupon(t, { perUserLimit: 1 });
    const buyer = await newShopper(t, 'greedy');
    const answers = await Promise.all(
      lines.map((line) => checkoutWith(t, coupon.code, [line], buyer.token)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused.every((a) => a.json().message === couponMessages.alreadyUsed)).toBe(true);
    expect((await uses(coupon.id)).usedCount).toBe(1);
  });

  it('a single-use bulk code raced by 10 buyers is used once', async () => {
    const lines = await products(10);
    const coupon = await insertCoupon(t);
    const code = `RACE-${Date.now()}`;
    expect(await insertCodes(t.database.db, coupon.id, [code], 1)).toBe(1);
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newShopper(t, `bulk${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((b, i) => checkoutWith(t, code, [lines[i]!], b.token)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const [row] = await t.database.db.select().from(couponCodes).where(eq(couponCodes.code, code));
    expect(row!.usedCount).toBe(1);
  });
});
