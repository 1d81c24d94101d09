import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages, type ApiProduct } from '@runway-live/domain/api';
import type { Checkout } from '@runway-live/domain/checkout';
import { ADDRESS, newShopper, stockedProduct } from './support/checkoutFixtures';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/**
 * A product's sizes answer `quantity` (on hand) and `available` (on hand less the
 * checkouts' holds) on the console's list and detail (API.md); an edit never lowers a size
 * below what is held: it is refused with a 409 naming the SKU (decision 0034).
 */
let t: TestApp;
let designerId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
});
afterAll(() => t.close());

const call = async (who: DemoKey, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.call({ method, url, payload, token: await t.tokenOf(who) });

async function hold(productId: string, sku: string, quantity: number, token?: string) {
  return t.call({
    method: 'POST',
    url: '/api/v2/checkout',
    token: token ?? (await t.tokenOf('shopper')),
    payload: { lines: [{ productId, sku, quantity }], shippingAddress: ADDRESS },
  });
}
const sizesOf = (product: ApiProduct) =>
  product.colors.flatMap((color) =>
    color.sizes.map(({ sku, quantity, available }) => ({ sku, quantity, available })),
  );
/** The product's colours as the form sends them, with one size's quantity changed. */
const withQuantity = (product: ApiProduct, sku: string, quantity: number) =>
  product.colors.map((color) => ({
    ...color,
    sizes: color.sizes.map(({ size, sku: own, quantity: onHand }) => ({
      size,
      sku: own,
      quantity: own === sku ? quantity : onHand,
    })),
  }));

describe('a product’s sizes: quantity on hand and available', () => {
  it('answers available = quantity less the holds on the detail and the list', async () => {
    const product = await stockedProduct(t, designerId, {
      price: 10,
      sizes: { 'AV-S': 5, 'AV-M': 2 },
    });
    const held = await hold(product.id, 'AV-S', 3);
    expect(held.statusCode, held.body).toBe(201);

    const detail = await call('designer', 'GET', `/api/v2/products/${product.id}`);
    expect(detail.statusCode).toBe(200);
    expect(sizesOf(detail.json().data)).toEqual([
      { sku: 'AV-S', quantity: 5, available: 2 },
      { sku: 'AV-M', quantity: 2, available: 2 },
    ]);
    const list = await call('admin', 'GET', `/api/v2/products?search=${product.productCode}`);
    const item = list.json().data.items.find((entry: ApiProduct) => entry._id === product.id);
    expect(sizesOf(item)).toEqual(sizesOf(detail.json().data));
  });

  it('refuses an edit below what is held with a 409 naming the SKU; down to it is fine', async () => {
    const product = await stockedProduct(t, designerId, { price: 10, sizes: { 'LOW-S': 4 } });
    expect((await hold(product.id, 'LOW-S', 3)).statusCode).toBe(201);
    const current: ApiProduct = (
      await call('designer', 'GET', `/api/v2/products/${product.id}`)
    ).json().data;

    const below = await call('designer', 'PATCH', `/api/v2/products/${product.id}`, {
      colors: withQuantity(current, 'LOW-S', 2),
    });
    expect(below.statusCode, below.body).toBe(409);
    expect(below.json().message).toBe(productMessages.belowHeld('LOW-S', 3));

    // Leaving the held size out is lowering it to 0.
    const dropped = await call('designer', 'PATCH', `/api/v2/products/${product.id}`, {
      colors: current.colors.map((color) => ({
        ...color,
        sizes: [{ size: 'M', sku: 'LOW-M', quantity: 9 }],
      })),
    });
    expect(dropped.statusCode, dropped.body).toBe(409);

    const toHeld = await call('designer', 'PATCH', `/api/v2/products/${product.id}`, {
      colors: withQuantity(current, 'LOW-S', 3),
    });
    expect(toHeld.statusCode, toHeld.body).toBe(200);
    expect(sizesOf(toHeld.json().data)).toEqual([{ sku: 'LOW-S', quantity: 3, available: 0 }]);
    // A change that names no sizes is not held up by the holds.
    const renamed = await call('designer', 'PATCH', `/api/v2/products/${product.id}`, {
      productName: 'Renamed while held',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('keeps another designer’s product a 404 and hostile quantities a 400', async () => {
    const product = await stockedProduct(t, designerId, { price: 10, sizes: { 'OWN-S': 1 } });
    expect((await call('atelier', 'GET', `/api/v2/products/${product.id}`)).statusCode).toBe(404);
    const current: ApiProduct = (
      await call('designer', 'GET', `/api/v2/products/${product.id}`)
    ).json().data;
    for (const quantity of [-1, 1.5, 'lots', 1e12]) {
      const response = await call('designer', 'PATCH', `/api/v2/products/${product.id}`, {
        colors: withQuantity(current, 'OWN-S', quantity as number),
      });
      expect(response.statusCode, String(quantity)).toBe(400);
    }
  });

  it('never leaves more held than on hand when edits and checkouts race', async () => {
    const product = await stockedProduct(t, designerId, { price: 10, sizes: { 'RACE-S': 10 } });
    const current: ApiProduct = (
      await call('designer', 'GET', `/api/v2/products/${product.id}`)
    ).json().data;
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => newShopper(t, `race${index}`)),
    );
    const results = await Promise.all([
      ...shoppers.map((shopper) => hold(product.id, 'RACE-S', 1, shopper.token)),
      ...[6, 4, 2].map(async (quantity) =>
        call('designer', 'PATCH', `/api/v2/products/${product.id}`, {
          colors: withQuantity(current, 'RACE-S', quantity),
        }),
      ),
    ]);
    for (const response of results) expect([200, 201, 409]).toContain(response.statusCode);
    const held = results
      .slice(0, shoppers.length)
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().data as Checkout).length;
    const after: ApiProduct = (
      await call('designer', 'GET', `/api/v2/products/${product.id}`)
    ).json().data;
    const [size] = sizesOf(after);
    expect(held).toBeLessThanOrEqual(size!.quantity);
    expect(size!.available).toBe(size!.quantity - held);
  });
});
