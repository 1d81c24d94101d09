import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages } from '@runway-live/domain/coupons';
import { liveMessages } from '@runway-live/domain/live';
import { auditEntries, liveTimeline, products } from '../src/db/schema';
import { ADDRESS } from './support/checkoutFixtures';
import { insertCoupon } from './support/couponFixtures';
import { next, send, startLiveHarness, type LiveHarness, type Show } from './support/liveRoom';

// Issue 32, "Live" (decision 0052): the host pushes a code of the show to its viewers for
// the show's live window or its first N minutes; the checkout holds it to that window; the
// host's counters count its redemptions.
let h: LiveHarness;
let designerId: string;
beforeAll(async () => {
  h = await startLiveHarness(
    { countersIntervalMs: 50 },
    { CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' },
  );
  designerId = await h.idOf('host');
});
afterAll(() => h.close());

/** A live show that went live `minutesAgo`, as change_status records it on the timeline. */
async function liveShow(minutesAgo = 1): Promise<Show> {
  const show = await h.newShow({ status: 'live' });
  await h.t.database.db.insert(liveTimeline).values({
    eventId: show.eventId,
    kind: 'status',
    detail: { to: 'live' },
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return show;
}
const showCoupon = (show: Show, values: Parameters<typeof insertCoupon>[1] = {}) =>
  insertCoupon(h.t, {
    scope: 'event',
    eventId: show.eventId,
    designerId,
    fundedBy: 'designer',
    percentOff: 20,
    ...values,
  });

/** The show's first product with a size of stock, as a checkout line. */
async function stocked(show: Show) {
  const productId = show.productIds[0]!;
  const sku = `CODE-${productId}`;
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
          sizes: [{ size: 'M', quantity: 20, sku }],
        },
      ],
    })
    .where(eq(products.id, productId));
  return { productId, sku, quantity: 1 };
}
const checkout = async (show: Show, couponCode: string) =>
  h.t.call({
    method: 'POST',
    url: '/api/v2/checkout',
    token: (await h.newShopper('Buyer')).token,
    payload: {
      lines: [await stocked(show)],
      shippingAddress: ADDRESS,
      eventId: show.eventId,
      couponCode,
    },
  });

describe('pushing a code', () => {
  it('refuses viewers, other designers’ and inactive codes, and a show not live', async () => {
    const show = await liveShow();
    const coupon = await showCoupon(show);
    const viewer = await h.joined('shopper', show);
    expect(
      await send(viewer, 'push_code', { eventId: show.eventId, couponId: coupon.id }),
    ).toMatchObject({ ok: false, code: 'forbidden' });

    const host = await h.joined('host', show);
    const push = (couponId: string, window?: object) =>
      send(host, 'push_code', { eventId: show.eventId, couponId, ...(window ? { window } : {}) });
    const foreign = await insertCoupon(h.t, {
      scope: 'designer',
      designerId: await h.idOf('otherDesigner'),
      fundedBy: 'designer',
    });
    expect(await push(foreign.id)).toEqual({
      ok: false,
      code: 'invalid-payload',
      message: liveMessages.codeNotInShow,
    });
    const everywhere = await insertCoupon(h.t);
    expect(await push(everywhere.id)).toMatchObject({ message: liveMessages.codeNotInShow });
    const off = await showCoupon(show, { status: 'inactive' });
    expect(await push(off.id)).toMatchObject({ message: liveMessages.codeNotActive });
    expect(await push(randomUUID())).toMatchObject({ code: 'not-found' });
    expect(await push(coupon.id, { kind: 'minutes', minutes: 0 })).toMatchObject({
      code: 'invalid-payload',
      message: `window.minutes: ${liveMessages.codeWindowInvalid}`,
    });

    const later = await h.newShow({ status: 'scheduled' });
    const laterHost = await h.joined('host', later);
    const laterCoupon = await showCoupon(later);
    expect(
      await send(laterHost, 'push_code', { eventId: later.eventId, couponId: laterCoupon.id }),
    ).toMatchObject({ code: 'conflict', message: liveMessages.codeNeedsLive });

    const late = await liveShow(30);
    const lateHost = await h.joined('host', late);
    const lateCoupon = await showCoupon(late);
    expect(
      await send(lateHost, 'push_code', {
        eventId: late.eventId,
        couponId: lateCoupon.id,
        window: { kind: 'minutes', minutes: 15 },
      }),
    ).toMatchObject({ code: 'conflict', message: liveMessages.codeWindowOver(15) });
  });

  it('sends the code to the room and to late joiners, with its offer and end; withdrawing clears it', async () => {
    const show = await liveShow(5);
    const coupon = await showCoupon(show, { code: `SPRING${Date.now() % 100_000}` });
    const early = await h.socket(null, randomUUID());
    const none = next(early, 'live_code');
    await send(early, 'room', { eventId: show.eventId });
    expect(await none).toEqual({ eventId: show.eventId, code: null });

    const host = await h.joined('host', show);
    const heard = next(early, 'live_code', (sent) => sent.code !== null);
    expect(
      await send(host, 'push_code', {
        eventId: show.eventId,
        couponId: coupon.id,
        window: { kind: 'minutes', minutes: 20 },
      }),
    ).toEqual({ ok: true });
    const sent = await heard;
    expect(sent.code).toMatchObject({
      couponId: coupon.id,
      code: coupon.code,
      offer: '20% off',
      window: { kind: 'minutes', minutes: 20 },
    });
    // Twenty minutes from going live, five minutes ago: about fifteen minutes left.
    const left = new Date(sent.code!.expiresAt!).getTime() - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);

    const late = await h.socket(null, randomUUID());
    const joined = next(late, 'live_code');
    await send(late, 'room', { eventId: show.eventId });
    expect((await joined).code).toEqual(sent.code);

    // The push is recorded in the audit log as the host's control-room action.
    const audited = await h.t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'live-push'), eq(auditEntries.route, 'live push_code')));
    expect(audited.length).toBeGreaterThan(0);

    const cleared = next(late, 'live_code', (payload) => payload.code === null);
    expect(await send(host, 'push_code', { eventId: show.eventId, couponId: null })).toEqual({
      ok: true,
    });
    await cleared;
  });
});

describe('a pushed code at checkout', () => {
  it('holds within the push’s window and is refused after it, with the ended message', async () => {
    const show = await liveShow(5);
    const coupon = await showCoupon(show);
    const host = await h.joined('host', show);
    await send(host, 'push_code', {
      eventId: show.eventId,
      couponId: coupon.id,
      window: { kind: 'minutes', minutes: 10 },
    });
    const inWindow = await checkout(show, coupon.code);
    expect(inWindow.statusCode, inWindow.body).toBe(201);
    // The show went live eleven minutes ago now: its first ten minutes are over.
    await h.t.database.db
      .update(liveTimeline)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(liveTimeline.eventId, show.eventId));
    const after = await checkout(show, coupon.code);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ message: couponMessages.ended, field: 'couponCode' });
  });

  it('holds a live-window code while the show is live and refuses it once withdrawn', async () => {
    const show = await liveShow(5);
    const coupon = await showCoupon(show);
    const host = await h.joined('host', show);
    await send(host, 'push_code', { eventId: show.eventId, couponId: coupon.id });
    expect((await checkout(show, coupon.code)).statusCode).toBe(201);
    await send(host, 'push_code', { eventId: show.eventId, couponId: null });
    expect((await checkout(show, coupon.code)).json()).toMatchObject({
      message: couponMessages.ended,
    });
  });

  it('counts the redemption in the host’s counters', async () => {
    const show = await liveShow(2);
    const coupon = await showCoupon(show);
    const host = await h.joined('host', show);
    await send(host, 'push_code', { eventId: show.eventId, couponId: coupon.id });
    const counted = next(host, 'counters', (counters) => counters.codeRedemptions === 1);
    const response = await checkout(show, coupon.code);
    expect(response.statusCode, response.body).toBe(201);
    expect(await counted).toMatchObject({ orders: 1, codeRedemptions: 1 });
  });
});
