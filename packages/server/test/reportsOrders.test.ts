import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@runway-live/domain/checkout';
import { designers, events, orderLines, orders } from '../src/db/schema';
import { ADDRESS } from './support/checkoutFixtures';
import { placeOrder, skuOf } from './support/orderFixtures';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/**
 * GET /api/v2/reports/orders against hand-computed fixtures: orders written straight into
 * the table with known instants and money (minor units), so every figure below is worked
 * out by hand in the comments beside it.
 */
let t: TestApp;
let designerId: string;
let atelierId: string;
let designerShow: string;
let atelierShow: string;
let rehearsal: string;
let designerBrand: string;
let atelierBrand: string;

type Fixture = {
  at: string;
  designer: string;
  status: OrderStatus;
  /** Minor units. */
  subtotal: number;
  discount?: number;
  fundedBy?: 'marketplace' | 'designer';
  refunded?: number;
  commission?: number;
  eventId?: string;
  items?: { name: string; quantity: number; unitPrice: number; productId?: string }[];
};

let serial = 0;
async function order(fixture: Fixture) {
  const discount = fixture.discount ?? 0;
  await t.database.db.insert(orders).values({
    orderNumber: `RPT-${++serial}`,
    buyer: { name: 'Fixture Buyer', email: 'buyer@example.test' },
    designerId: fixture.designer,
    eventId: fixture.eventId ?? null,
    items: (fixture.items ?? []).map((item) => ({
      productId: item.productId ?? randomUUID(),
      sku: `SKU-${serial}`,
      name: item.name,
      color: 'Black',
      size: 'M',
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      tax: 0,
      imageUrl: null,
    })),
    subtotal: fixture.subtotal,
    discount,
    discountFundedBy: fixture.fundedBy ?? null,
    total: fixture.subtotal - discount,
    refunded: fixture.refunded ?? 0,
    commission: fixture.commission ?? 0,
    shippingAddress: ADDRESS,
    status: fixture.status,
    createdAt: new Date(fixture.at),
  });
}

const coat = randomUUID();
const scarf = randomUUID();
const shirt = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  const { db } = t.database;
  const brandOf = async (id: string) =>
    (await db.select().from(designers).where(eq(designers.userId, id)))[0]!.brandName;
  designerBrand = await brandOf(designerId);
  atelierBrand = await brandOf(atelierId);
  const show = async (designer: string, title: string, isRehearsal = false) =>
    (
      await db
        .insert(events)
        .values({ designerId: designer, title, rehearsal: isRehearsal })
        .returning({ id: events.id })
    )[0]!.id;
  designerShow = await show(designerId, 'Spring show');
  atelierShow = await show(atelierId, 'Atelier live');
  rehearsal = await show(designerId, 'Rehearsal', true);

  // March 2025 (UTC), the designer's and the atelier's.
  // #1 delivered: 110.00 less a 10.00 marketplace coupon = 100.00; 25.00 refunded; 15.00 commission.
  await order({
    at: '2025-03-10T12:00:00Z',
    designer: designerId,
    status: 'delivered',
    subtotal: 11_000,
    discount: 1_000,
    fundedBy: 'marketplace',
    refunded: 2_500,
    commission: 1_500,
    eventId: designerShow,
    items: [{ name: 'Wool coat', quantity: 1, unitPrice: 11_000, productId: coat }],
  });
  // #2 paid: 55.00 less a 5.00 designer coupon = 50.00; 7.50 commission. 23:30 UTC is
  // already the 11th in Paris.
  await order({
    at: '2025-03-10T23:30:00Z',
    designer: designerId,
    status: 'paid',
    subtotal: 5_500,
    discount: 500,
    fundedBy: 'designer',
    commission: 750,
    items: [{ name: 'Silk scarf', quantity: 2, unitPrice: 2_750, productId: scarf }],
  });
  // #3 shipped, the atelier's: 200.00, 40.00 commission, in its show.
  await order({
    at: '2025-03-15T08:00:00Z',
    designer: atelierId,
    status: 'shipped',
    subtotal: 20_000,
    commission: 4_000,
    eventId: atelierShow,
    items: [{ name: 'Linen shirt', quantity: 4, unitPrice: 5_000, productId: shirt }],
  });
  // #4 cancelled and #5 pending: counted by status, never in GMV. #5 is the range's last
  // millisecond in UTC (April already in Paris).
  await order({
    at: '2025-03-12T09:00:00Z',
    designer: designerId,
    status: 'cancelled',
    subtotal: 3_000,
  });
  await order({
    at: '2025-03-31T23:59:59.999Z',
    designer: designerId,
    status: 'pending',
    subtotal: 4_000,
  });
  // #6 paid 70.00 at April's first instant in UTC: out of March in UTC, in it in New York.
  await order({
    at: '2025-04-01T00:00:00Z',
    designer: designerId,
    status: 'paid',
    subtotal: 7_000,
  });
  // #7 paid 90.00 in a rehearsal: counts in no report.
  await order({
    at: '2025-03-20T10:00:00Z',
    designer: designerId,
    status: 'paid',
    subtotal: 9_000,
    eventId: rehearsal,
  });
  // #8 the previous period's (31 days before March: 29 January to 1 March): 60.00.
  await order({
    at: '2025-02-20T10:00:00Z',
    designer: designerId,
    status: 'delivered',
    subtotal: 6_000,
  });
});
afterAll(() => t.close());

async function report(who: DemoKey, query: string) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v2/reports/orders?${query}`,
    token: await t.tokenOf(who),
  });
  return response;
}
async function data(who: DemoKey, query: string) {
  const response = await report(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const MARCH = 'from=2025-03-01&to=2025-03-31';

describe('GET /api/v2/reports/orders', () => {
  it('sums March’s spending orders for the admin: refunds netted, discounts by funder', async () => {
    const march = await data('admin', `${MARCH}&tz=UTC`);
    expect(march.range).toEqual({
      preset: 'custom',
      timeZone: 'UTC',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
      bucket: 'day',
      previousFrom: '2025-01-29T00:00:00.000Z',
      previousTo: '2025-03-01T00:00:00.000Z',
    });
    expect(march.totals).toEqual({
      orders: 3, // #1, #2, #3
      gmv: 350, // 100 + 50 + 200
      netGmv: 325, // less #1's 25 refunded
      averageOrderValue: 116.67, // 350 / 3
      discounts: 15,
      discountsByFunder: { marketplace: 10, designer: 5 },
      refunds: 25,
      commission: 62.5, // 15 + 7.5 + 40
    });
    expect(march.previousTotals).toMatchObject({ orders: 1, gmv: 60, netGmv: 60 });
    expect(march.byStatus).toEqual([
      { status: 'pending', orders: 1, total: 40 },
      { status: 'paid', orders: 1, total: 50 },
      { status: 'shipped', orders: 1, total: 200 },
      { status: 'delivered', orders: 1, total: 100 },
      { status: 'cancelled', orders: 1, total: 30 },
    ]);
    expect(march.series).toHaveLength(31);
    expect(march.series.filter((point: { orders: number }) => point.orders > 0)).toEqual([
      { date: '2025-03-10T00:00:00.000+00:00', orders: 2, gmv: 150 },
      { date: '2025-03-15T00:00:00.000+00:00', orders: 1, gmv: 200 },
    ]);
    expect(march.previousSeries).toHaveLength(31);
    expect(march.previousSeries.find((point: { orders: number }) => point.orders > 0)).toEqual({
      date: '2025-02-20T00:00:00.000+00:00',
      orders: 1,
      gmv: 60,
    });
    expect(march.topDesigners).toEqual([
      { designerId: atelierId, name: atelierBrand, orders: 1, gmv: 200 },
      { designerId, name: designerBrand, orders: 2, gmv: 150 },
    ]);
    expect(march.topProducts).toEqual([
      { productId: shirt, name: 'Linen shirt', quantity: 4, gmv: 200 },
      { productId: coat, name: 'Wool coat', quantity: 1, gmv: 110 },
      { productId: scarf, name: 'Silk scarf', quantity: 2, gmv: 55 },
    ]);
    // The rehearsal sold 90.00 and is nowhere.
    expect(march.topShows).toEqual([
      { eventId: atelierShow, title: 'Atelier live', orders: 1, gmv: 200 },
      { eventId: designerShow, title: 'Spring show', orders: 1, gmv: 100 },
    ]);
  });

  it('gives staff the same figures', async () => {
    expect((await data('staff', `${MARCH}&tz=UTC`)).totals).toEqual(
      (await data('admin', `${MARCH}&tz=UTC`)).totals,
    );
  });

  it('reads the days in the zone asked for', async () => {
    // Paris: March is 28 Feb 23:00 to 31 Mar 22:00 UTC (clocks spring forward on the 30th);
    // #2 falls on the 11th and #5 (pending) in April.
    const paris = await data('admin', `${MARCH}&tz=Europe/Paris`);
    expect(paris.range).toMatchObject({
      from: '2025-02-28T23:00:00.000Z',
      to: '2025-03-31T22:00:00.000Z',
    });
    expect(paris.series.filter((point: { orders: number }) => point.orders > 0)).toEqual([
      { date: '2025-03-10T00:00:00.000+01:00', orders: 1, gmv: 100 },
      { date: '2025-03-11T00:00:00.000+01:00', orders: 1, gmv: 50 },
      { date: '2025-03-15T00:00:00.000+01:00', orders: 1, gmv: 200 },
    ]);
    expect(paris.series.at(-1).date).toBe('2025-03-31T00:00:00.000+02:00');
    expect(paris.byStatus.map((row: { status: string }) => row.status)).not.toContain('pending');
    // New York: #6, April's first instant in UTC, is 31 March 20:00 there.
    const newYork = await data('admin', `${MARCH}&tz=America/New_York`);
    expect(newYork.totals).toMatchObject({ orders: 4, gmv: 420 });
    expect(newYork.series.at(-1)).toEqual({
      date: '2025-03-31T00:00:00.000-04:00',
      orders: 1,
      gmv: 70,
    });
  });

  it('counts by the hour for a range of two days or less', async () => {
    const day = await data('admin', 'from=2025-03-10&to=2025-03-10&tz=UTC');
    expect(day.range.bucket).toBe('hour');
    expect(day.series).toHaveLength(24);
    expect(day.series.filter((point: { orders: number }) => point.orders > 0)).toEqual([
      { date: '2025-03-10T12:00:00.000+00:00', orders: 1, gmv: 100 },
      { date: '2025-03-10T23:00:00.000+00:00', orders: 1, gmv: 50 },
    ]);
    // The previous period is the day before, hour by hour.
    expect(day.range.previousFrom).toBe('2025-03-09T00:00:00.000Z');
    expect(day.previousSeries).toHaveLength(24);
  });

  it('filters by status, show and designer', async () => {
    const paid = await data('admin', `${MARCH}&status=paid`);
    expect(paid.totals).toMatchObject({ orders: 1, gmv: 50 });
    expect(paid.byStatus).toEqual([{ status: 'paid', orders: 1, total: 50 }]);
    const some = await data('admin', `${MARCH}&status=paid,shipped,cancelled`);
    expect(some.totals).toMatchObject({ orders: 2, gmv: 250 });
    const show = await data('admin', `${MARCH}&eventId=${designerShow}`);
    expect(show.totals).toMatchObject({ orders: 1, gmv: 100, refunds: 25, netGmv: 75 });
    const atelier = await data('admin', `${MARCH}&designerId=${atelierId}`);
    expect(atelier.totals).toMatchObject({ orders: 1, gmv: 200, commission: 40 });
  });

  it('shows a designer only their own orders; another designer’s are a 404', async () => {
    const mine = await data('designer', MARCH);
    expect(mine.totals).toEqual({
      orders: 2,
      gmv: 150,
      netGmv: 125,
      averageOrderValue: 75,
      discounts: 15,
      discountsByFunder: { marketplace: 10, designer: 5 },
      refunds: 25,
      commission: 22.5,
    });
    expect(mine.topDesigners.map((row: { designerId: string }) => row.designerId)).toEqual([
      designerId,
    ]);
    expect(mine.topShows.map((row: { eventId: string }) => row.eventId)).toEqual([designerShow]);
    // Naming themselves changes nothing; naming another designer finds nothing to show.
    expect((await data('designer', `${MARCH}&designerId=${designerId}`)).totals).toEqual(
      mine.totals,
    );
    const other = await report('designer', `${MARCH}&designerId=${atelierId}`);
    expect(other.statusCode).toBe(404);
    // The atelier's show, asked for by the designer: none of its orders are theirs.
    expect((await data('designer', `${MARCH}&eventId=${atelierShow}`)).totals.orders).toBe(0);
  });

  it('refuses a bad range, zone or status with a 400 naming it', async () => {
    const backwards = await report('admin', 'from=2025-03-31&to=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      success: false,
      message: 'The end must be after the start',
    });
    const zone = await report('admin', 'preset=7d&tz=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('Unknown time zone');
    const status = await report('admin', 'status=lost');
    expect(status.statusCode).toBe(400);
    const half = await report('admin', 'from=2025-03-01');
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('A custom range needs a start and an end');
  });

  it('answers the same figures as CSV, the zone named', async () => {
    const response = await report('admin', `${MARCH}&tz=Europe/Paris&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-report-/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Section,Name,Orders,Quantity,Amount');
    // The figures follow the header at once: no empty row, nor any later.
    expect(lines[1]).toBe('Totals,Orders,3,,');
    expect(lines.slice(0, -1).filter((line) => line === '')).toEqual([]);
    expect(lines).toContain('Totals,Net GMV (USD),,,325.00');
    expect(lines).toContain('Totals,Discounts funded by designers,,,5.00');
    expect(lines).toContain('By day (Europe/Paris),2025-03-11,1,,50.00');
    expect(lines).toContain('Top products,Linen shirt,,4,200.00');
    expect(lines).toContain('By status,Cancelled,1,,30.00');
  });

  it('writes a designer’s CSV (their dashboard’s export) from their own orders only', async () => {
    const response = await report('designer', `${MARCH}&format=csv`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe('Totals,Orders,2,,');
    expect(lines).toContain('Totals,Net GMV (USD),,,125.00');
    expect(
      (await report('designer', `${MARCH}&designerId=${atelierId}&format=csv`)).statusCode,
    ).toBe(404);
  });

  it('is live: an order paid a moment ago is in today’s figures', async () => {
    const before = (await data('designer', 'preset=today&tz=UTC')).totals;
    const placed = await placeOrder(t, designerId, { lines: { [skuOf('LIVE')]: 2 }, price: 40 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.status).toBe('paid');
    const after = (await data('designer', 'preset=today&tz=UTC')).totals;
    expect(after.orders).toBe(before.orders + 1);
    // Minor units: 2 × 40.00 and whatever tax and shipping the checkout added.
    expect(Math.round(after.gmv * 100)).toBe(Math.round(before.gmv * 100) + row!.total);
  });

  it('gives the same report with each read in one process as with the server’s parallel workers', async () => {
    const serial = await data('admin', `${MARCH}&tz=Europe/Paris`);
    process.env.REPORT_SERIAL_READS = 'off';
    try {
      expect(await data('admin', `${MARCH}&tz=Europe/Paris`)).toEqual(serial);
    } finally {
      delete process.env.REPORT_SERIAL_READS;
    }
    expect(serial.totals.orders).toBeGreaterThan(0);
    expect(serial.topProducts.length).toBeGreaterThan(0);
  });

  it('reads the top products from the order lines the orders’ trigger keeps, as from the items', async () => {
    const fromLines = (await data('admin', `${MARCH}&tz=UTC`)).topProducts;
    process.env.REPORT_ORDER_LINES = 'off';
    try {
      expect((await data('admin', `${MARCH}&tz=UTC`)).topProducts).toEqual(fromLines);
    } finally {
      delete process.env.REPORT_ORDER_LINES;
    }
    // An order's lines follow its items whoever writes them, in the same statement.
    const { db } = t.database;
    const [shirtOrder] = await db
      .select({ id: orders.id, items: orders.items })
      .from(orders)
      .where(sql`${orders.items} @> ${JSON.stringify([{ productId: shirt }])}::jsonb`);
    const items = shirtOrder!.items.map((item) => ({ ...item, quantity: item.quantity + 1 }));
    await db.update(orders).set({ items }).where(eq(orders.id, shirtOrder!.id));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, shirtOrder!.id));
    expect(lines.map((line) => [line.position, line.productId, line.quantity])).toEqual(
      items.map((item, index) => [index + 1, item.productId, item.quantity]),
    );
    await db.update(orders).set({ items: shirtOrder!.items }).where(eq(orders.id, shirtOrder!.id));
    expect((await data('admin', `${MARCH}&tz=UTC`)).topProducts).toEqual(fromLines);
    // A cancelled order's lines stop counting with it.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, shirtOrder!.id));
    const cancelled = (await data('admin', `${MARCH}&tz=UTC`)).topProducts;
    expect(cancelled.map((product: { productId: string }) => product.productId)).not.toContain(
      shirt,
    );
    process.env.REPORT_ORDER_LINES = 'off';
    try {
      expect((await data('admin', `${MARCH}&tz=UTC`)).topProducts).toEqual(cancelled);
    } finally {
      delete process.env.REPORT_ORDER_LINES;
    }
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shirtOrder!.id));
  });
});
