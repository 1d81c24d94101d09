import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '@runway-live/domain/checkout';
import { products } from '../src/db/schema';
import { expireCheckout } from '../src/modules/orders/payment';
import { ADDRESS } from './support/checkoutFixtures';
import { next, send, startLiveHarness, type LiveHarness } from './support/liveRoom';

// Issue 29 on the show's page and in the control room: "Sold out" when the last unit is
// held, back when the hold is released; adds to cart and orders in the counters.
let h: LiveHarness;
beforeAll(async () => {
  h = await startLiveHarness(
    { countersIntervalMs: 50 },
    { CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' },
  );
});
afterAll(() => h.close());

describe('selling during a show', () => {
  it('shows "Sold out" when the last unit is held and takes it back when released', async () => {
    const show = await h.newShow({ status: 'live' });
    const productId = show.productIds[0]!;
    await h.t.database.db
      .update(products)
      .set({
        colors: [
          {
            color: 'Black',
            colorCode: '#000000',
            alternateColor: '',
            swatch: '',
            images: [],
            sizes: [{ size: 'M', quantity: 1, sku: `LAST-${productId}` }],
          },
        ],
      })
      .where(eq(products.id, productId));
    const host = await h.socket(await h.tokenOf('host'));
    await send(host, 'room', { eventId: show.eventId });
    await send(host, 'push_products', { eventId: show.eventId, productIds: [productId] });
    const viewer = await h.socket(null, randomUUID());
    const joined = next(viewer, 'live_products');
    await send(viewer, 'room', { eventId: show.eventId });
    expect((await joined).products[0]).toMatchObject({ _id: productId, soldOut: false });

    // An add to cart, reported by the viewer page, reaches the host's counters.
    const added = next(host, 'counters', (counters) => counters.addsToCart === 1);
    const cart = await h.t.call({
      method: 'POST',
      url: '/api/v2/public/cart-events',
      payload: { eventId: show.eventId, productId, sku: `LAST-${productId}`, quantity: 1 },
    });
    expect(cart.statusCode).toBe(200);
    await added;

    const soldOut = next(viewer, 'live_products', (sent) => sent.products[0]?.soldOut === true);
    const ordered = next(host, 'counters', (counters) => counters.orders === 1);
    const response = await h.t.call({
      method: 'POST',
      url: '/api/v2/checkout',
      token: await h.tokenOf('shopper'),
      payload: {
        lines: [{ productId, sku: `LAST-${productId}`, quantity: 1 }],
        shippingAddress: ADDRESS,
        eventId: show.eventId,
        showSec: 30,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await soldOut).soldOutProductIds).toContain(productId);
    expect(await ordered).toMatchObject({ orders: 1, ordersValue: 10, currency: 'USD' });

    const back = next(viewer, 'live_products', (sent) => sent.products[0]?.soldOut === false);
    const { checkoutId } = response.json<{ data: Checkout }>().data;
    await expireCheckout(h.t.app.appContext, checkoutId, new Date(), 'failed');
    expect((await back).soldOutProductIds).not.toContain(productId);
  });
});
