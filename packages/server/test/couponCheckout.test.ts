import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '@runway-live/domain/checkout';
import { couponMessages, couponRefusalMessage } from '@runway-live/domain/coupons';
import { couponRedemptions, coupons, events, liveTimeline, orders } from '../src/db/schema';
import { sweepExpiredCheckouts } from '../src/modules/orders/payment';
import { designerTerms, newShopper, onHand, stockedProduct } from './support/checkoutFixtures';
import { checkoutWith, insertCoupon } from './support/couponFixtures';
import { payLocally } from './support/orderFixtures';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  await designerTerms(t, designerId, { commission: 10, shippingFlatRate: 700 });
  await designerTerms(t, atelierId, { commission: 20, shippingFlatRate: 0 });
});
afterAll(() => t.close());

let skuSerial = 0;
async function product(designer: string, price: number, eventId: string | null = null) {
  const sku = `CP-${++skuSerial}-${Date.now() % 100_000}`;
  const row = await stockedProduct(t, designer, { price, sizes: { [sku]: 50 }, eventId });
  return { id: row.id, sku, line: (quantity = 1) => ({ productId: row.id, sku, quantity }) };
}
const usedCount = async (id: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

describe('a code at checkout', () => {
  it('answers each reason with a 4xx and its message, and holds nothing', async () => {
    const a = await product(designerId, 100);
    const refused = async (code: string, status: number, message: string, token?: string) => {
      const before = await onHand(t, a.id, a.sku);
      const response = await checkoutWith(t, code, [a.line()], token);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message, field: 'couponCode' });
      expect(await onHand(t, a.id, a.sku)).toBe(before);
    };
    await refused('NO-SUCH-CODE', 400, couponMessages.unknown);
    const off = await insertCoupon(t, { status: 'inactive' });
    await refused(off.code.toLowerCase(), 400, couponMessages.unknown);
    const later = await insertCoupon(t, { startsAt: new Date(Date.now() + 86_400_000) });
    await refused(later.code, 400, couponMessages.notStarted);
    const ended = await insertCoupon(t, { endsAt: new Date(Date.now() - 1000) });
    await refused(ended.code, 400, couponMessages.ended);
    const spent = await insertCoupon(t, { maxUses: 1, usedCount: 1 });
    await refused(spent.code, 409, couponMessages.usedUp);
    const once = await insertCoupon(t, { perUserLimit: 1 });
    const buyer = await newShopper(t, 'once');
    expect((await checkoutWith(t, once.code, [a.line()], buyer.token)).statusCode).toBe(201);
    await refused(once.code, 409, couponMessages.alreadyUsed, buyer.token);
    const minimum = await insertCoupon(t, { minOrderAmount: 10_001 });
    await refused(minimum.code, 400, couponRefusalMessage('belowMinimum', 10_001));
    const atelierOnly = await insertCoupon(t, { scope: 'designer', designerId: atelierId });
    await refused(atelierOnly.code, 400, couponMessages.noEligibleItems);
  });

  it('discounts eligible lines only, split across the designers’ orders in proportion', async () => {
    const a = await product(designerId, 100);
    const b = await product(atelierId, 50);
    const fixed = await insertCoupon(t, { type: 'fixed', percentOff: null, amountOff: 1000 });
    const response = await checkoutWith(t, fixed.code, [a.line(), b.line()]);
    expect(response.statusCode, response.body).toBe(201);
    const data: Checkout = response.json().data;
    const ofA = data.orders.find((order) => order.designer._id === designerId)!;
    const ofB = data.orders.find((order) => order.designer._id === atelierId)!;
    expect(ofA).toMatchObject({
      subtotal: 100,
      discount: 6.67,
      couponCode: fixed.code,
      total: 100.33,
    });
    expect(ofB).toMatchObject({
      subtotal: 50,
      discount: 3.33,
      couponCode: fixed.code,
      total: 46.67,
    });
    expect(data.total).toBe(147);
    // A designer's code: their lines only; the other order has no discount and no code.
    const theirs = await insertCoupon(t, {
      percentOff: 20,
      scope: 'designer',
      designerId: atelierId,
      fundedBy: 'designer',
    });
    const scoped: Checkout = (await checkoutWith(t, theirs.code, [a.line(), b.line(2)])).json()
      .data;
    const [sa, sb] = [designerId, atelierId].map((id) =>
      scoped.orders.find((order) => order.designer._id === id)!,
    );
    expect(sa).toMatchObject({ discount: 0, couponCode: null });
    expect(sb).toMatchObject({ subtotal: 100, discount: 20, couponCode: theirs.code, total: 80 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, sb!._id));
    expect(row).toMatchObject({ discount: 2000, discountFundedBy: 'designer' });
  });

  it('charges tax on what is paid: each line’s price less its share of the discount', async () => {
    const sku = `CP-TAX-${Date.now() % 100_000}`;
    const taxed = await stockedProduct(t, atelierId, { price: 100, tax: 10, sizes: { [sku]: 5 } });
    const code = await insertCoupon(t, { percentOff: 20 });
    const response = await checkoutWith(t, code.code, [{ productId: taxed.id, sku, quantity: 2 }]);
    expect(response.statusCode, response.body).toBe(201);
    const [order] = (response.json().data as Checkout).orders;
    // 200 less 20 % is 160; 10 % of 160 is 16 (not 20, the tax of the undiscounted 200).
    expect(order).toMatchObject({ subtotal: 200, discount: 40, tax: 16, total: 176 });
    expect(order!.items[0]).toMatchObject({ quantity: 2, tax: 16 });
  });

  it('counts a use with the hold and gives it back when the hold expires or the order is cancelled', async () => {
    const a = await product(designerId, 40);
    const coupon = await insertCoupon(t, { maxUses: 1 });
    const first = await checkoutWith(t, coupon.code, [a.line()]);
    expect(first.statusCode).toBe(201);
    expect(await usedCount(coupon.id)).toBe(1);
    expect((await checkoutWith(t, coupon.code, [a.line()])).statusCode).toBe(409);
    // The hold runs out: the sweeper gives the use back, once.
    await sweepExpiredCheckouts(t.app.appContext, new Date(Date.now() + 3_600_000));
    await sweepExpiredCheckouts(t.app.appContext, new Date(Date.now() + 3_600_000));
    expect(await usedCount(coupon.id)).toBe(0);
    const [redemption] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.checkoutId, first.json().data.checkoutId));
    expect(redemption!.releasedAt).not.toBeNull();
    // Used again, then cancelled by the designer: given back.
    const again = await checkoutWith(t, coupon.code, [a.line()]);
    expect(again.statusCode).toBe(201);
    expect(await usedCount(coupon.id)).toBe(1);
    const cancel = await t.call({
      method: 'PATCH',
      url: `/api/v2/orders/${again.json().data.orders[0]._id}`,
      token: await t.tokenOf('designer'),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await usedCount(coupon.id)).toBe(0);
  });

  it('a marketplace-funded discount leaves the designer’s net whole; a designer-funded one reduces it', async () => {
    const a = await product(designerId, 100);
    const designerToken = await t.tokenOf('designer');
    const market = await insertCoupon(t, { percentOff: 20 });
    const own = await insertCoupon(t, {
      percentOff: 20,
      scope: 'designer',
      designerId,
      fundedBy: 'designer',
    });
    const nets: Record<string, unknown> = {};
    for (const coupon of [market, own]) {
      const data: Checkout = (await checkoutWith(t, coupon.code, [a.line()])).json().data;
      await payLocally(t, data);
      const order = await t.call({
        method: 'GET',
        url: `/api/v2/orders/${data.orders[0]!._id}`,
        token: designerToken,
      });
      nets[coupon.fundedBy] = order.json().data;
    }
    // $100 less 20% is $80 paid, plus $7 shipping; commission 10%.
    expect(nets.marketplace).toMatchObject({
      total: 87,
      discount: 20,
      discountFundedBy: 'marketplace',
      commission: 10.7,
      designerNet: 96.3,
    });
    expect(nets.designer).toMatchObject({
      total: 87,
      discount: 20,
      discountFundedBy: 'designer',
      commission: 8.7,
      designerNet: 78.3,
    });
    const payouts = await t.call({ method: 'GET', url: '/api/v2/payouts', token: designerToken });
    const lines = payouts.json().data.lines as {
      orderNumber: string;
      discountFundedByDesigner: number;
      net: number;
    }[];
    const byNet = new Map(lines.map((line) => [line.net, line.discountFundedByDesigner]));
    expect(byNet.get(96.3)).toBe(0);
    expect(byNet.get(78.3)).toBe(20);
  });

  it('holds a show’s live window to its first minutes live', async () => {
    const [show] = await t.database.db
      .insert(events)
      .values({ designerId, title: 'Coupon live window', status: 'live' })
      .returning();
    const a = await product(designerId, 30, show!.id);
    const coupon = await insertCoupon(t, {
      scope: 'event',
      eventId: show!.id,
      designerId,
      liveWindowMinutes: 15,
    });
    const notLive = await checkoutWith(t, coupon.code, [a.line()]);
    expect(notLive.json().message).toBe(couponMessages.notStarted);
    await t.database.db.insert(liveTimeline).values({
      eventId: show!.id,
      kind: 'status',
      detail: { to: 'live' },
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const inWindow = await checkoutWith(t, coupon.code, [a.line()]);
    expect(inWindow.statusCode, inWindow.body).toBe(201);
  });
});
