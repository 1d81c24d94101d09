import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import {
  COUPON_USAGE_ORDERS,
  couponMessages,
  type ApiCoupon,
  type ApiCouponUsage,
} from '@runway-live/domain/coupons';
import { coupons, events, orders } from '../src/db/schema';
import { stockedProduct } from './support/checkoutFixtures';
import { checkoutWith } from './support/couponFixtures';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let admin: string;
let staff: string;
let designer: string;
let atelier: string;
let designerId: string;
let atelierId: string;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_SWEEP_MS: '0', CHECKOUT_RATE_LIMIT: '1000' });
  admin = await t.tokenOf('admin');
  staff = await t.tokenOf('staff');
  designer = await t.tokenOf('designer');
  atelier = await t.tokenOf('atelier');
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
});
afterAll(() => t.close());

const ADMIN_PATH = '/api/v2/coupons';
const MINE = '/api/v2/designer/coupons';
let serial = 0;
const code = (name: string) => `${name}-${++serial}`;

async function created(token: string, path: string, payload: object): Promise<ApiCoupon> {
  const response = await t.call({ method: 'POST', url: path, token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('coupons: admin and staff', () => {
  it('creates a marketplace coupon: the code upper case, money in major units, defaults', async () => {
    const name = code('spring');
    const coupon = await created(admin, ADMIN_PATH, {
      code: ` ${name.toLowerCase()} `,
      type: 'fixed',
      value: '12,50',
      minOrderAmount: 50,
      maxUses: 100,
      perUserLimit: 1,
    });
    expect(coupon).toMatchObject({
      code: name.toUpperCase(),
      type: 'fixed',
      value: 12.5,
      minOrderAmount: 50,
      currency: 'USD',
      maxUses: 100,
      perUserLimit: 1,
      usedCount: 0,
      scope: 'all',
      designerId: null,
      fundedBy: 'marketplace',
      status: 'active',
      setStatus: 'active',
      codes: { total: 0, active: 0 },
    });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row).toMatchObject({ amountOff: 1250, minOrderAmount: 5000, percentOff: null });
    // Unique regardless of case, with the field named.
    const again = await t.call({
      method: 'POST',
      url: ADMIN_PATH,
      token: staff,
      payload: { code: name.toLowerCase(), type: 'percent', value: 5 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: apiMessages.couponCodeTaken, field: 'code' });
  });

  it('scopes to a designer or a show, and refuses what does not agree with a 400 naming the field', async () => {
    const mine = await created(admin, ADMIN_PATH, {
      code: code('DESIGNER'),
      type: 'percent',
      value: 10,
      scope: 'designer',
      designerId,
      fundedBy: 'designer',
    });
    expect(mine).toMatchObject({ scope: 'designer', designerId, fundedBy: 'designer' });
    const [show] = await t.database.db
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(eq(events.designerId, designerId))
      .limit(1);
    const shown = await created(admin, ADMIN_PATH, {
      code: code('SHOW'),
      type: 'percent',
      value: 20,
      scope: 'event',
      eventId: show!.id,
      liveWindowMinutes: 15,
    });
    expect(shown).toMatchObject({ designerId, eventId: show!.id, eventTitle: show!.title });
    const refused = async (payload: object, field: string, message: string) => {
      const response = await t.call({ method: 'POST', url: ADMIN_PATH, token: admin, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
    };
    const base = { code: code('BAD'), type: 'percent', value: 10 };
    await refused({ ...base, scope: 'designer' }, 'designerId', couponMessages.designerNeeded);
    await refused({ ...base, designerId }, 'designerId', couponMessages.designerNotForAll);
    await refused({ ...base, fundedBy: 'designer' }, 'designerId', couponMessages.designerNeeded);
    const wrongShow = { ...base, scope: 'event', eventId: show!.id, designerId: atelierId };
    await refused(wrongShow, 'eventId', couponMessages.eventUnknown);
  });

  it('derives expired from the end date, filters by it, and deactivates with a PATCH', async () => {
    const past = await created(admin, ADMIN_PATH, {
      code: code('OLD'),
      type: 'percent',
      value: 10,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00-05:00',
    });
    expect(past).toMatchObject({
      status: 'expired',
      setStatus: 'active',
      endsAt: '2020-02-01T05:00:00.000Z',
    });
    const list = await t.call({
      method: 'GET',
      url: `${ADMIN_PATH}?status=expired&limit=100`,
      token: admin,
    });
    const ids = list.json().data.items.map((item: ApiCoupon) => item._id);
    expect(ids).toContain(past._id);
    const off = await t.call({
      method: 'PATCH',
      url: `${ADMIN_PATH}/${past._id}`,
      token: admin,
      payload: { status: 'inactive', endsAt: null },
    });
    expect(off.json().data).toMatchObject({
      status: 'inactive',
      setStatus: 'inactive',
      endsAt: null,
    });
    const badPatch = await t.call({
      method: 'PATCH',
      url: `${ADMIN_PATH}/${past._id}`,
      token: admin,
      payload: { endsAt: '2019-01-01T00:00:00Z' },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json()).toMatchObject({
      field: 'endsAt',
      message: couponMessages.endBeforeStart,
    });
    const gone = await t.call({ method: 'DELETE', url: `${ADMIN_PATH}/${past._id}`, token: admin });
    expect(gone.statusCode).toBe(200);
  });
});

describe('coupons: a designer’s own', () => {
  it('are scoped to their products and funded by them; another designer’s are 404', async () => {
    const own = await created(designer, MINE, { code: code('MINE'), type: 'percent', value: 15 });
    expect(own).toMatchObject({ scope: 'designer', designerId, fundedBy: 'designer' });
    const marketplace = await t.call({
      method: 'POST',
      url: MINE,
      token: designer,
      payload: { code: code('FREE'), type: 'percent', value: 15, fundedBy: 'marketplace' },
    });
    expect(marketplace.statusCode).toBe(400);
    expect(marketplace.json()).toMatchObject({
      field: 'fundedBy',
      message: couponMessages.designerFundsOwn,
    });
    const forOther = await t.call({
      method: 'POST',
      url: MINE,
      token: designer,
      payload: { code: code('OTHER'), type: 'percent', value: 15, designerId: atelierId },
    });
    expect(forOther.statusCode).toBe(403);

    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/codes'],
      ['GET', '/usage'],
      ['POST', '/codes'],
    ] as const) {
      const response = await t.call({
        method,
        url: `${MINE}/${own._id}${suffix}`,
        token: atelier,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: suffix ? { count: 1 } : {} }),
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
    const theirs = await t.call({ method: 'GET', url: `${MINE}?limit=100`, token: atelier });
    expect(theirs.json().data.items.map((item: ApiCoupon) => item._id)).not.toContain(own._id);
    // A marketplace-funded coupon of their products is the marketplace's, not theirs to edit.
    const funded = await created(admin, ADMIN_PATH, {
      code: code('MKT'),
      type: 'percent',
      value: 5,
      scope: 'designer',
      designerId,
    });
    const seen = await t.call({ method: 'GET', url: `${MINE}/${funded._id}`, token: designer });
    expect(seen.statusCode).toBe(404);
    const mine = await t.call({ method: 'GET', url: `${MINE}?limit=100`, token: designer });
    const items = mine.json().data.items as ApiCoupon[];
    expect(items.map((item) => item._id)).toContain(own._id);
    expect(
      items.every((item) => item.designerId === designerId && item.fundedBy === 'designer'),
    ).toBe(true);
    // The admin sees it.
    const all = await t.call({ method: 'GET', url: `${ADMIN_PATH}/${own._id}`, token: staff });
    expect(all.json().data.designerBrand).toBeTruthy();
  });
});

describe('a coupon’s usage', () => {
  it('sums every order that used it, not only the newest it lists', async () => {
    const coupon = await created(designer, MINE, {
      code: code('MANY'),
      type: 'fixed',
      value: 1,
    });
    const sku = `MANY-${Date.now()}`;
    const piece = await stockedProduct(t, designerId, { price: 10, sizes: { [sku]: 500 } });
    const count = COUPON_USAGE_ORDERS + 2;
    for (let index = 0; index < count; index += 1) {
      const placed = await checkoutWith(t, coupon.code, [
        { productId: piece.id, sku, quantity: 1 },
      ]);
      expect(placed.statusCode, placed.body).toBe(201);
    }
    // All paid: each took 1.00 off a 10.00 item (the designer's shipping on top).
    await t.database.db
      .update(orders)
      .set({ status: 'paid' })
      .where(eq(orders.couponCode, coupon.code));
    const paid = await t.database.db
      .select({ total: orders.total })
      .from(orders)
      .where(eq(orders.couponCode, coupon.code));
    const usage = await t.call({
      method: 'GET',
      url: `${MINE}/${coupon._id}/usage`,
      token: designer,
    });
    expect(usage.statusCode, usage.body).toBe(200);
    const data: ApiCouponUsage = usage.json().data;
    expect(data.orderCount).toBe(count);
    expect(data.orders).toHaveLength(COUPON_USAGE_ORDERS);
    expect(data.discount).toBe(count);
    expect(data.gmv).toBe(paid.reduce((sum, order) => sum + order.total, 0) / 100);
  });
});

describe('the codes that apply to a show (its page, decision 0040)', () => {
  it('are its own, its designer’s and the marketplace’s; a designer sees only theirs', async () => {
    const showsOf = async (id: string) =>
      (
        await t.database.db
          .select({ id: events.id })
          .from(events)
          .where(eq(events.designerId, id))
          .limit(2)
      ).map((row) => row.id);
    const [showA, showB] = await showsOf(designerId);
    const [atelierShow] = await showsOf(atelierId);
    const base = { type: 'percent', value: 10 };
    const forA = await created(admin, ADMIN_PATH, {
      ...base,
      code: code('FOR-A'),
      scope: 'event',
      eventId: showA,
    });
    const forB = await created(admin, ADMIN_PATH, {
      ...base,
      code: code('FOR-B'),
      scope: 'event',
      eventId: showB,
    });
    const forAtelierShow = await created(admin, ADMIN_PATH, {
      ...base,
      code: code('FOR-AT'),
      scope: 'event',
      eventId: atelierShow,
    });
    const brand = await created(admin, ADMIN_PATH, {
      ...base,
      code: code('BRAND'),
      scope: 'designer',
      designerId,
    });
    const otherBrand = await created(admin, ADMIN_PATH, {
      ...base,
      code: code('OTHER-BRAND'),
      scope: 'designer',
      designerId: atelierId,
    });
    const everything = await created(admin, ADMIN_PATH, { ...base, code: code('ALL') });
    const ownForA = await created(designer, MINE, {
      ...base,
      code: code('OWN-A'),
      scope: 'event',
      eventId: showA,
    });
    const ownBrand = await created(designer, MINE, { ...base, code: code('OWN-BRAND') });

    const idsOf = async (token: string, path: string) => {
      const response = await t.call({
        method: 'GET',
        url: `${path}?appliesToEventId=${showA}&limit=100`,
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.items as ApiCoupon[]).map((item) => item._id);
    };
    const forAdmin = await idsOf(staff, ADMIN_PATH);
    for (const applies of [forA, brand, everything, ownForA, ownBrand]) {
      expect(forAdmin).toContain(applies._id);
    }
    for (const other of [forB, forAtelierShow, otherBrand]) {
      expect(forAdmin).not.toContain(other._id);
    }
    // The designer's own family: their own codes for the show, not the marketplace's
    // (earlier tests' brand-wide codes of theirs apply too).
    const forDesigner = await idsOf(designer, MINE);
    expect(forDesigner).toEqual(expect.arrayContaining([ownForA._id, ownBrand._id]));
    for (const marketplaces of [forA, brand, everything, forB]) {
      expect(forDesigner).not.toContain(marketplaces._id);
    }
    // Another designer asking about this show sees none of its codes.
    expect(await idsOf(atelier, MINE)).toEqual([]);
  });
});

describe('bulk codes', () => {
  it('generates 10 000 unique codes in one call, exports them as CSV, each works once, and deactivates', async () => {
    const coupon = await created(designer, MINE, {
      code: code('BULK'),
      type: 'percent',
      value: 10,
    });
    const made = await t.call({
      method: 'POST',
      url: `${MINE}/${coupon._id}/codes`,
      token: designer,
      payload: { count: 10_000, prefix: 'vip' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toEqual({ created: 10_000, prefix: 'VIP', maxUses: 1 });
    const csv = await t.call({
      method: 'GET',
      url: `${MINE}/${coupon._id}/codes?format=csv`,
      token: designer,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe('Code,Status,Uses,Max uses,Created');
    const codes = rows.map((row) => row.split(',')[0]!);
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    expect(codes.every((one) => /^VIP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/.test(one))).toBe(
      true,
    );
    const page = await t.call({
      method: 'GET',
      url: `${MINE}/${coupon._id}/codes?limit=5&page=2`,
      token: designer,
    });
    expect(page.json().data).toMatchObject({ total: 10_000, page: 2, limit: 5 });
    const detail = await t.call({ method: 'GET', url: `${MINE}/${coupon._id}`, token: designer });
    expect(detail.json().data.codes).toEqual({ total: 10_000, active: 10_000 });

    // Each works once, at checkout (a few of them); a deactivated one is unknown.
    const sku = `BULK-${Date.now()}`;
    const piece = await stockedProduct(t, designerId, { price: 10, sizes: { [sku]: 50 } });
    const line = [{ productId: piece.id, sku, quantity: 1 }];
    for (const one of codes.slice(0, 3)) {
      const first = await checkoutWith(t, one.toLowerCase(), line);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data.orders[0]).toMatchObject({ discount: 1, couponCode: one });
      const again = await checkoutWith(t, one, line);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(couponMessages.usedUp);
    }
    const [fourth] = (page.json().data.items as { _id: string; code: string }[]).slice(0, 1);
    const off = await t.call({
      method: 'PATCH',
      url: `${MINE}/${coupon._id}/codes/${fourth!._id}`,
      token: designer,
      payload: { status: 'inactive' },
    });
    expect(off.json().data).toMatchObject({ code: fourth!.code, status: 'inactive' });
    expect((await checkoutWith(t, fourth!.code, line)).json().message).toBe(couponMessages.unknown);
    const all = await t.call({
      method: 'PATCH',
      url: `${MINE}/${coupon._id}/codes`,
      token: designer,
      payload: { status: 'inactive' },
    });
    expect(all.json().data).toEqual({ changed: 9_999 });
    expect((await checkoutWith(t, codes[9_999]!, line)).json().message).toBe(
      couponMessages.unknown,
    );

    // The detail's usage: uses so far and by code, the orders, discount given.
    const usage = await t.call({
      method: 'GET',
      url: `${MINE}/${coupon._id}/usage`,
      token: designer,
    });
    const data = usage.json().data;
    expect(data.uses).toBe(3);
    expect(data.byCode).toHaveLength(3);
    expect(data.orders).toHaveLength(3);
    expect(data.orders[0]).toMatchObject({ discount: 1, fundedBy: 'designer', status: 'pending' });
  });
});
