import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingFlatRateMessages } from '@runway-live/domain/schemas';
import type { Checkout } from '@runway-live/domain/checkout';
import { designers } from '../src/db/schema';
import { ADDRESS, designerTerms, stockedProduct } from './support/checkoutFixtures';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/**
 * A designer's shop setting, the flat shipping of each order (issue 29): set on the own
 * profile through update-user, by an admin on a designer with user_id; major units at the
 * edge by the domain's money rule, whole cents in the column, and the checkout adds it.
 */
let t: TestApp;
let designerId: string;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
});
afterAll(() => t.close());

const update = async (who: DemoKey, payload: object) =>
  t.call({
    method: 'POST',
    url: '/api/v2/user/update-user',
    payload,
    token: await t.tokenOf(who),
  });
const storedCents = async (id: string) => {
  const [row] = await t.database.db
    .select({ cents: designers.shippingFlatRate })
    .from(designers)
    .where(eq(designers.userId, id));
  return row!.cents;
};

describe('a designer’s shipping flat rate', () => {
  it('is 0 by default and answered in major units on the session user', async () => {
    await designerTerms(t, atelierId, { commission: 0, shippingFlatRate: 0 });
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: await t.tokenOf('atelier'),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.designer.shippingFlatRate).toBe(0);
  });

  it('reads "4,90" as 4.90 (490 cents), never 490 dollars', async () => {
    const response = await update('designer', { shippingFlatRate: '4,90' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.designer.shippingFlatRate).toBe(4.9);
    expect(await storedCents(designerId)).toBe(490);

    const number = await update('designer', { shippingFlatRate: 12.5 });
    expect(number.json().user.designer.shippingFlatRate).toBe(12.5);
    expect(await storedCents(designerId)).toBe(1250);
  });

  it('refuses what is no amount with a 400 naming the field, and keeps the rate', async () => {
    await update('designer', { shippingFlatRate: 3 });
    const hostile: unknown[] = [
      '-4',
      -1,
      'free',
      '1,299',
      '4.999',
      1e12,
      Number.MAX_SAFE_INTEGER,
      '<script>alert(1)</script>',
      '4\u0000',
      null,
      {},
      [],
      true,
    ];
    for (const value of hostile) {
      const response = await update('designer', { shippingFlatRate: value });
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/shippingFlatRate/);
    }
    expect(await storedCents(designerId)).toBe(300);
    const worded = await update('designer', { shippingFlatRate: 'free' });
    expect(worded.json().message).toContain(shippingFlatRateMessages.invalid);
  });

  it('is the designer’s own: another designer and staff cannot set it, an admin can', async () => {
    await designerTerms(t, atelierId, { commission: 0, shippingFlatRate: 0 });
    for (const who of ['designer', 'staff', 'shopper'] as const) {
      const response = await update(who, { user_id: atelierId, shippingFlatRate: 99 });
      expect(response.statusCode, who).toBe(403);
    }
    expect(await storedCents(atelierId)).toBe(0);

    const byAdmin = await update('admin', { user_id: atelierId, shippingFlatRate: '7,25' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().user.designer.shippingFlatRate).toBe(7.25);
    expect(await storedCents(atelierId)).toBe(725);
    const detail = await t.call({
      method: 'GET',
      url: `/api/v2/designers/${atelierId}`,
      token: await t.tokenOf('admin'),
    });
    expect(detail.json().data.designer.shippingFlatRate).toBe(7.25);
  });

  it('is what the checkout adds to each of the designer’s orders', async () => {
    await update('admin', { user_id: atelierId, shippingFlatRate: '5,50' });
    const product = await stockedProduct(t, atelierId, { price: 20, sizes: { 'SHIP-S': 3 } });
    const response = await t.call({
      method: 'POST',
      url: '/api/v2/checkout',
      token: await t.tokenOf('shopper'),
      payload: {
        lines: [{ productId: product.id, sku: 'SHIP-S', quantity: 1 }],
        shippingAddress: ADDRESS,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data: Checkout = response.json().data;
    expect(data.orders[0]).toMatchObject({ subtotal: 20, shipping: 5.5, total: 25.5 });
  });
});
