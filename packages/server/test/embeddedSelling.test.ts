import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiWebProduct, PublicWebEvent } from '@runway-live/domain/api';
import { checkoutMessages, type Checkout } from '@runway-live/domain/checkout';
import { webProductMessages } from '@runway-live/domain/schemas';
import { orders, products, webEvents } from '../src/db/schema';
import { ADDRESS, newShopper, stockedProduct } from './support/checkoutFixtures';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

// Decision 0033: a web product may name one of its designer's marketplace products, which
// the embedded player then sells itself; a checkout from that player names the web event.

let t: TestApp;
let designerId: string;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  who: DemoKey | null = 'designer',
) =>
  t.call({
    method,
    url: `/api/v2/${url}`,
    payload,
    token: who === null ? null : await t.tokenOf(who),
  });

let serial = 0;
const webProductBody = (changes: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Linked piece ${serial}`,
    price: 120,
    externalUrl: `https://shop.example/linked-${serial}`,
    ...changes,
  };
};

async function publishedWebEvent(owner: string, status: 'published' | 'draft' = 'published') {
  serial += 1;
  const [row] = await t.database.db
    .insert(webEvents)
    .values({ designerId: owner, title: `Embedded show ${serial}`, status })
    .returning({ id: webEvents.id });
  return row!.id;
}

describe('a web product linked to a marketplace product', () => {
  it('takes one of its designer’s active products, and the public read names it', async () => {
    const dress = await stockedProduct(t, designerId, { price: 120, sizes: { 'EM-S': 3 } });
    const webEventId = await publishedWebEvent(designerId);
    const made = await call(
      'POST',
      'web-products',
      webProductBody({ productId: dress.id, webEventId }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const product = made.json().data as ApiWebProduct;
    expect(product.productId).toBe(dress.id);

    const read = await call('GET', `public/web-events/${webEventId}`, undefined, null);
    const event = read.json().data as PublicWebEvent;
    expect(event.products).toEqual([
      expect.objectContaining({ _id: product._id, productId: dress.id }),
    ]);

    // Archived, the link stays but the player goes back to the buy link.
    await t.database.db
      .update(products)
      .set({ status: 'archived' })
      .where(eq(products.id, dress.id));
    const after = (await call('GET', `public/web-events/${webEventId}`, undefined, null)).json()
      .data as PublicWebEvent;
    expect(after.products[0]?.productId).toBeNull();

    // Unlinked with null.
    const unlinked = await call('PATCH', `web-products/${product._id}`, { productId: null });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((unlinked.json().data as ApiWebProduct).productId).toBeNull();
  });

  it('refuses a draft, another designer’s or an unknown product with a 400 naming the field', async () => {
    const draft = await stockedProduct(t, designerId, {
      price: 50,
      sizes: { 'DR-S': 1 },
      status: 'draft',
    });
    const theirs = await stockedProduct(t, atelierId, { price: 50, sizes: { 'TH-S': 1 } });
    for (const productId of [draft.id, theirs.id, crypto.randomUUID()]) {
      const response = await call('POST', 'web-products', webProductBody({ productId }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        message: webProductMessages.productUnknown,
        field: 'productId',
      });
    }
    const own = await call('POST', 'web-products', webProductBody());
    const id = (own.json().data as ApiWebProduct)._id;
    const patched = await call('PATCH', `web-products/${id}`, { productId: theirs.id });
    expect(patched.statusCode).toBe(400);
  });

  it('refuses hostile input with a 400, never a 500', async () => {
    const hostile = [
      'not-an-id',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      42,
      { $ne: null },
      ['x'],
    ];
    for (const productId of hostile) {
      const response = await call('POST', 'web-products', webProductBody({ productId }));
      expect(response.statusCode, JSON.stringify(productId)).toBe(400);
    }
  });

  it('keeps ownership: another designer’s web product is a 404, a shopper is refused', async () => {
    const mine = await stockedProduct(t, designerId, { price: 10, sizes: { 'OW-S': 1 } });
    const made = await call('POST', 'web-products', webProductBody());
    const id = (made.json().data as ApiWebProduct)._id;
    const stranger = await call('PATCH', `web-products/${id}`, { productId: mine.id }, 'atelier');
    expect(stranger.statusCode).toBe(404);
    const shopper = await newShopper(t, 'embed-matrix');
    const asShopper = await t.call({
      method: 'PATCH',
      url: `/api/v2/web-products/${id}`,
      payload: { productId: mine.id },
      token: shopper.token,
    });
    expect(asShopper.statusCode).toBe(403);
    const anonymous = await call('PATCH', `web-products/${id}`, { productId: mine.id }, null);
    expect(anonymous.statusCode).toBe(401);
    // Admin links any designer's web product to that designer's product.
    const admin = await call('PATCH', `web-products/${id}`, { productId: mine.id }, 'admin');
    expect(admin.statusCode, admin.body).toBe(200);
  });
});

describe('a checkout from the embedded player', () => {
  const checkout = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/v2/checkout', payload, token });

  it('records the web event and comes back to its player page', async () => {
    const shirt = await stockedProduct(t, designerId, { price: 80, sizes: { 'WE-S': 2 } });
    const webEventId = await publishedWebEvent(designerId);
    const shopper = await newShopper(t, 'embed');
    const response = await checkout(shopper.token, {
      lines: [{ productId: shirt.id, sku: 'WE-S', quantity: 1 }],
      shippingAddress: ADDRESS,
      webEventId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as Checkout;
    expect(data.orders[0]).toMatchObject({ webEventId, eventId: null, showSec: null });
    const [row] = await t.database.db
      .select({ webEventId: orders.webEventId })
      .from(orders)
      .where(eq(orders.checkoutId, data.checkoutId));
    expect(row?.webEventId).toBe(webEventId);

    const url = new URL(data.payment.url);
    const paid = await t.call({
      method: 'POST',
      url: url.pathname,
      payload: `token=${encodeURIComponent(url.searchParams.get('token')!)}&action=pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(
      `/web-event/video/${webEventId}/replay?checkout=${data.checkoutId}&payment=paid`,
    );
  });

  it('refuses a draft or unknown web event, and both a show and a web event', async () => {
    const shirt = await stockedProduct(t, designerId, { price: 80, sizes: { 'WF-S': 2 } });
    const shopper = await newShopper(t, 'embed-refused');
    const lines = [{ productId: shirt.id, sku: 'WF-S', quantity: 1 }];
    for (const webEventId of [await publishedWebEvent(designerId, 'draft'), crypto.randomUUID()]) {
      const response = await checkout(shopper.token, {
        lines,
        shippingAddress: ADDRESS,
        webEventId,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        message: checkoutMessages.eventUnknown,
        field: 'webEventId',
      });
    }
    const both = await checkout(shopper.token, {
      lines,
      shippingAddress: ADDRESS,
      webEventId: crypto.randomUUID(),
      eventId: crypto.randomUUID(),
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(checkoutMessages.oneShowOnly);
    const hostile = await checkout(shopper.token, {
      lines,
      shippingAddress: ADDRESS,
      webEventId: "'; drop table orders; --",
    });
    expect(hostile.statusCode).toBe(400);
  });
});
