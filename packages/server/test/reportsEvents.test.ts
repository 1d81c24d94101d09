import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@runway-live/domain/checkout';
import {
  cartEvents,
  chatMessages,
  events,
  livePushedProducts,
  liveRooms,
  liveTimeline,
  liveViewerSessions,
  orders,
  products,
  webEventGroups,
  webEventViews,
  webEvents,
  webProductClicks,
  webProducts,
} from '../src/db/schema';
import { ADDRESS } from './support/checkoutFixtures';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

/**
 * GET /api/v2/reports/events, /reports/events/:id and /reports/web-events against
 * hand-computed fixtures: a show's live rows (sessions, chat, pushes, adds to cart) and
 * orders written straight into the tables at known instants, every figure worked out by hand
 * in the comments beside it.
 */
let t: TestApp;
let designerId: string;
let atelierId: string;
let spring: string;
let atelierShow: string;
let rehearsal: string;
let upcoming: string;
let coat: string;
let scarf: string;
let webShow: string;
let group: string;
let lookbook: string;
let tote: string;

const at = (text: string) => new Date(text);

let serial = 0;
async function order(fixture: {
  at: string;
  status: OrderStatus;
  total: number;
  refunded?: number;
  email: string;
  coupon?: string;
  eventId?: string;
  webEventId?: string;
}) {
  await t.database.db.insert(orders).values({
    orderNumber: `EVR-${++serial}`,
    buyer: { name: 'Fixture Buyer', email: fixture.email },
    designerId,
    eventId: fixture.eventId ?? null,
    webEventId: fixture.webEventId ?? null,
    items: [],
    subtotal: fixture.total,
    total: fixture.total,
    refunded: fixture.refunded ?? 0,
    couponCode: fixture.coupon ?? null,
    shippingAddress: ADDRESS,
    status: fixture.status,
    createdAt: at(fixture.at),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  const { db } = t.database;
  const show = async (
    designer: string,
    title: string,
    scheduledAt: string,
    status: 'ended' | 'scheduled' = 'ended',
    isRehearsal = false,
  ) =>
    (
      await db
        .insert(events)
        .values({
          designerId: designer,
          title,
          scheduledAt: at(scheduledAt),
          status,
          rehearsal: isRehearsal,
        })
        .returning({ id: events.id })
    )[0]!.id;
  spring = await show(designerId, 'Spring show', '2025-03-10T12:00:00Z');
  // 23:30 UTC on the 10th: the 10th in UTC and Los Angeles, already the 11th in Tokyo. It
  // was planned for the 20th and went live early: it is in the day it aired.
  atelierShow = await show(atelierId, 'Atelier live', '2025-03-20T10:00:00Z');
  rehearsal = await show(designerId, 'Rehearsal', '2025-03-10T15:00:00Z', 'ended', true);
  upcoming = await show(designerId, 'Not yet aired', '2025-03-10T16:00:00Z', 'scheduled');

  const [seeded] = await db.select().from(products).limit(1);
  const product = async (name: string) =>
    (
      await db
        .insert(products)
        .values({
          designerId,
          productCode: `EVR-${name}`,
          productName: name,
          productPrice: 10,
          categoryId: seeded!.categoryId,
        })
        .returning({ id: products.id })
    )[0]!.id;
  coat = await product('Wool coat');
  scarf = await product('Silk scarf');

  // The spring show went live at 12:00:00 and ended at 12:05:00 (minutes 12:00 … 12:05).
  const move = (eventId: string, from: string, to: string, when: string) =>
    db
      .insert(liveTimeline)
      .values({ eventId, kind: 'status', detail: { from, to }, createdAt: at(when) });
  await move(spring, 'scheduled', 'live', '2025-03-10T12:00:00Z');
  await move(spring, 'live', 'ended', '2025-03-10T12:05:00Z');
  await move(atelierShow, 'scheduled', 'live', '2025-03-10T23:30:00Z');
  await move(rehearsal, 'scheduled', 'live', '2025-03-10T15:00:00Z');
  await move(rehearsal, 'live', 'ended', '2025-03-10T15:10:00Z');

  // Three viewers: 12:00:10–12:03:30 (200 s), 12:01:00–12:05:00 (240 s), 12:02:30–12:02:50
  // (20 s): 460 s ÷ 3 = 153 s on average; the room held 3 at most.
  const session = (eventId: string, joined: string, left: string) =>
    db.insert(liveViewerSessions).values({
      eventId,
      viewerId: randomUUID(),
      joinedAt: at(joined),
      leftAt: at(left),
    });
  await session(spring, '2025-03-10T12:00:10Z', '2025-03-10T12:03:30Z');
  await session(spring, '2025-03-10T12:01:00Z', '2025-03-10T12:05:00Z');
  await session(spring, '2025-03-10T12:02:30Z', '2025-03-10T12:02:50Z');
  await session(rehearsal, '2025-03-10T15:01:00Z', '2025-03-10T15:02:00Z');
  await db.insert(liveRooms).values({ eventId: spring, peakViewers: 3 });

  // Chat: two in minute 12:01, one in 12:04; a shadow-muted one is counted nowhere.
  const message = (when: string, shadow = false) =>
    db.insert(chatMessages).values({
      eventId: spring,
      userName: 'Viewer',
      text: 'Love it',
      shadow,
      createdAt: at(when),
    });
  await message('2025-03-10T12:01:10Z');
  await message('2025-03-10T12:01:40Z');
  await message('2025-03-10T12:02:00Z', true);
  await message('2025-03-10T12:04:00Z');

  // Pushes: the coat 12:01–12:03, the scarf 12:03–12:04, then nothing pushed.
  const push = (when: string, productIds: string[]) =>
    db
      .insert(liveTimeline)
      .values({ eventId: spring, kind: 'push', detail: { productIds }, createdAt: at(when) });
  await push('2025-03-10T12:01:00Z', [coat]);
  await push('2025-03-10T12:03:00Z', [scarf]);
  await push('2025-03-10T12:04:00Z', []);
  await db.insert(livePushedProducts).values([
    { eventId: spring, productId: coat },
    { eventId: spring, productId: scarf },
  ]);

  // Adds to cart: 12:01, 12:02, 12:03 (one each).
  for (const [productId, when] of [
    [coat, '2025-03-10T12:01:30Z'],
    [coat, '2025-03-10T12:02:10Z'],
    [scarf, '2025-03-10T12:03:20Z'],
  ] as const) {
    await db
      .insert(cartEvents)
      .values({ eventId: spring, productId, sku: 'S', quantity: 1, createdAt: at(when) });
  }

  // Orders of the spring show: #1 live 100.00 with a coupon (buyer X, 12:02); #2 live 50.00,
  // 20.00 refunded (buyer Y, 12:03); #3 in replay the next day 80.00 (buyer X again); #4
  // cancelled, counted nowhere. The rehearsal's 90.00 is in no report.
  await order({
    at: '2025-03-10T12:02:30Z',
    status: 'paid',
    total: 10_000,
    email: 'x@example.test',
    coupon: 'SPRING',
    eventId: spring,
  });
  await order({
    at: '2025-03-10T12:03:45Z',
    status: 'delivered',
    total: 5_000,
    refunded: 2_000,
    email: 'y@example.test',
    eventId: spring,
  });
  await order({
    at: '2025-03-11T09:00:00Z',
    status: 'paid',
    total: 8_000,
    email: 'X@example.test',
    eventId: spring,
  });
  await order({
    at: '2025-03-10T12:04:10Z',
    status: 'cancelled',
    total: 3_000,
    email: 'z@example.test',
    eventId: spring,
  });
  await order({
    at: '2025-03-10T15:05:00Z',
    status: 'paid',
    total: 9_000,
    email: 'r@example.test',
    eventId: rehearsal,
  });

  // The web event: two viewers in March, one of them back for a second view.
  group = (
    await db
      .insert(webEventGroups)
      .values({ designerId, name: 'Spring group' })
      .returning({ id: webEventGroups.id })
  )[0]!.id;
  webShow = (
    await db
      .insert(webEvents)
      .values({ designerId, title: 'Lookbook live', status: 'ended', groupId: group })
      .returning({ id: webEvents.id })
  )[0]!.id;
  const webProduct = async (name: string) =>
    (
      await db
        .insert(webProducts)
        .values({ designerId, webEventId: webShow, name, price: 20, externalUrl: 'https://x.test' })
        .returning({ id: webProducts.id })
    )[0]!.id;
  lookbook = await webProduct('Lookbook dress');
  tote = await webProduct('Canvas tote');
  const [a, b] = [randomUUID(), randomUUID()];
  await db.insert(webEventViews).values([
    {
      webEventId: webShow,
      viewerId: a,
      startedAt: at('2025-03-12T10:00:00Z'),
      starts: 2,
      heartbeats: 4,
    },
    {
      webEventId: webShow,
      viewerId: b,
      startedAt: at('2025-03-12T11:00:00Z'),
      starts: 1,
      heartbeats: 2,
    },
    // April: out of the range.
    {
      webEventId: webShow,
      viewerId: randomUUID(),
      startedAt: at('2025-04-02T10:00:00Z'),
      starts: 1,
      heartbeats: 9,
    },
  ]);
  await db.insert(webProductClicks).values([
    {
      webEventId: webShow,
      webProductId: lookbook,
      viewerId: a,
      clicks: 3,
      firstAt: at('2025-03-12T10:01:00Z'),
    },
    {
      webEventId: webShow,
      webProductId: lookbook,
      viewerId: b,
      clicks: 1,
      firstAt: at('2025-03-12T11:01:00Z'),
    },
    {
      webEventId: webShow,
      webProductId: tote,
      viewerId: a,
      clicks: 1,
      firstAt: at('2025-03-12T10:02:00Z'),
    },
  ]);
  await order({
    at: '2025-03-12T10:05:00Z',
    status: 'paid',
    total: 4_000,
    email: 'w@example.test',
    webEventId: webShow,
  });
});
afterAll(() => t.close());

async function get(who: DemoKey, url: string) {
  return t.call({ method: 'GET', url: `/api/v2/reports/${url}`, token: await t.tokenOf(who) });
}
async function data(who: DemoKey, url: string) {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const DAY = 'from=2025-03-10&to=2025-03-10';

const SPRING_ROW = () => ({
  eventId: spring,
  title: 'Spring show',
  designerId,
  status: 'ended',
  scheduledAt: '2025-03-10T12:00:00.000Z',
  startedAt: '2025-03-10T12:00:00.000Z',
  endedAt: '2025-03-10T12:05:00.000Z',
  peakViewers: 3,
  uniqueViewers: 3,
  averageWatchSec: 153, // 460 s ÷ 3
  chatMessages: 3, // the shadow-muted one left out
  productsPushed: 2,
  addsToCart: 3,
  orders: 3, // #1, #2, #3; #4 cancelled
  gmv: 230, // 100 + 50 + 80
  netGmv: 210, // less #2's 20 refunded
  live: { orders: 2, gmv: 150, netGmv: 130 },
  replay: { orders: 1, gmv: 80, netGmv: 80 },
  buyers: 2, // X (twice, any case of the address) and Y
  conversion: 0.6667, // 2 ÷ 3
  couponRedemptions: 1,
});

describe('GET /api/v2/reports/events', () => {
  it('lists the day’s aired shows with their figures, live and replay apart', async () => {
    const answer = await data('admin', `events?${DAY}&tz=UTC`);
    expect(answer.range).toMatchObject({
      timeZone: 'UTC',
      from: '2025-03-10T00:00:00.000Z',
      to: '2025-03-11T00:00:00.000Z',
    });
    // Newest first; the rehearsal and the show not yet aired are not there.
    expect(answer.data.items.map((row: { title: string }) => row.title)).toEqual([
      'Atelier live',
      'Spring show',
    ]);
    expect(answer.data.total).toBe(2);
    expect(answer.data.items[1]).toMatchObject(SPRING_ROW());
    expect(answer.data.items[0]).toMatchObject({
      eventId: atelierShow,
      scheduledAt: '2025-03-20T10:00:00.000Z',
      startedAt: '2025-03-10T23:30:00.000Z',
      endedAt: null,
      uniqueViewers: 0,
      orders: 0,
      conversion: 0,
    });
    expect(JSON.stringify(answer)).not.toContain(rehearsal);
    expect(JSON.stringify(answer)).not.toContain(upcoming);
  });

  it('reads the day in the zone asked for', async () => {
    const tokyo = await data('admin', `events?${DAY}&tz=Asia/Tokyo`);
    expect(tokyo.data.items.map((row: { title: string }) => row.title)).toEqual(['Spring show']);
    const losAngeles = await data('admin', `events?${DAY}&tz=America/Los_Angeles`);
    expect(losAngeles.range.from).toBe('2025-03-10T07:00:00.000Z');
    expect(losAngeles.data.total).toBe(2);
  });

  it('pages the list and keeps the total', async () => {
    const second = await data('staff', `events?${DAY}&limit=1&page=2`);
    expect(second.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(second.data.items.map((row: { title: string }) => row.title)).toEqual(['Spring show']);
    const past = await data('staff', `events?${DAY}&limit=1&page=5`);
    expect(past.data).toMatchObject({ items: [], total: 2 });
  });

  it('gives a designer their own shows only; naming another designer is a 404', async () => {
    const own = await data('designer', `events?${DAY}`);
    expect(own.data.items.map((row: { title: string }) => row.title)).toEqual(['Spring show']);
    expect((await get('designer', `events?${DAY}&designerId=${atelierId}`)).statusCode).toBe(404);
    expect((await get('shopper', `events?${DAY}`)).statusCode).toBe(403);
  });

  it('writes every show of the range as CSV, times in the zone', async () => {
    const response = await get('admin', `events?${DAY}&tz=Europe/Paris&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Start (Europe/Paris)');
    // The header and the spring show: the atelier's 23:30 UTC is already the 11th in Paris.
    expect(lines).toHaveLength(2);
    const spring = lines.find((line: string) => line.startsWith('Spring show,'))!;
    expect(spring.split(',').slice(2)).toEqual([
      'ended',
      '2025-03-10 13:00',
      '2025-03-10 13:00',
      '2025-03-10 13:05',
      '3',
      '3',
      '153',
      '3',
      '2',
      '3',
      '3',
      '230.00',
      '210.00',
      '2',
      '150.00',
      '130.00',
      '1',
      '80.00',
      '80.00',
      '2',
      '66.67',
      '1',
    ]);
  });
});

describe('GET /api/v2/reports/events/:id', () => {
  it('draws the show minute by minute with the pushed products as bands', async () => {
    const { data: chart } = await data('designer', `events/${spring}`);
    expect(chart.show).toMatchObject(SPRING_ROW());
    expect(chart.points).toEqual([
      { at: '2025-03-10T12:00:00.000Z', viewers: 1, messages: 0, addsToCart: 0, orders: 0, gmv: 0 },
      { at: '2025-03-10T12:01:00.000Z', viewers: 2, messages: 2, addsToCart: 1, orders: 0, gmv: 0 },
      // The third viewer came and went within 12:02: still counted in it.
      {
        at: '2025-03-10T12:02:00.000Z',
        viewers: 3,
        messages: 0,
        addsToCart: 1,
        orders: 1,
        gmv: 100,
      },
      {
        at: '2025-03-10T12:03:00.000Z',
        viewers: 2,
        messages: 0,
        addsToCart: 1,
        orders: 1,
        gmv: 50,
      },
      { at: '2025-03-10T12:04:00.000Z', viewers: 1, messages: 1, addsToCart: 0, orders: 0, gmv: 0 },
      { at: '2025-03-10T12:05:00.000Z', viewers: 1, messages: 0, addsToCart: 0, orders: 0, gmv: 0 },
    ]);
    expect(chart.bands).toEqual([
      {
        from: '2025-03-10T12:01:00.000Z',
        to: '2025-03-10T12:03:00.000Z',
        products: [{ productId: coat, name: 'Wool coat' }],
      },
      {
        from: '2025-03-10T12:03:00.000Z',
        to: '2025-03-10T12:04:00.000Z',
        products: [{ productId: scarf, name: 'Silk scarf' }],
      },
    ]);
  });

  it('is a 404 for another designer’s show, a rehearsal, and a show not yet aired', async () => {
    expect((await get('designer', `events/${atelierShow}`)).statusCode).toBe(404);
    // Nor its minute table (the show page's export).
    expect((await get('designer', `events/${atelierShow}?format=csv`)).statusCode).toBe(404);
    expect((await get('atelier', `events/${spring}`)).statusCode).toBe(404);
    expect((await get('admin', `events/${rehearsal}`)).statusCode).toBe(404);
    expect((await get('admin', `events/${upcoming}`)).statusCode).toBe(404);
    expect((await get('staff', `events/${atelierShow}`)).statusCode).toBe(200);
  });

  it('writes the minute table as CSV in the zone asked for', async () => {
    const response = await get('admin', `events/${spring}?format=csv&tz=Europe/Paris`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Minute (Europe/Paris),Viewers,Chat messages,Adds to cart,Orders,GMV (USD),Pushed',
    );
    expect(lines.slice(1, 5)).toEqual([
      '2025-03-10 13:00,1,0,0,0,0.00,',
      '2025-03-10 13:01,2,2,1,0,0.00,Wool coat',
      '2025-03-10 13:02,3,0,1,1,100.00,Wool coat',
      '2025-03-10 13:03,2,0,1,1,50.00,Silk scarf',
    ]);
  });
});

describe('GET /api/v2/reports/web-events', () => {
  const MARCH = 'from=2025-03-01&to=2025-03-31&tz=UTC';

  it('counts views, viewers, watch time, clicks and player orders per web event and group', async () => {
    const { data: report } = await data('admin', `web-events?${MARCH}`);
    const figures = {
      views: 3, // 2 + 1 starts
      uniqueViewers: 2,
      watchSec: 180, // (4 + 2) heartbeats × 30 s
      productClicks: 5, // 3 + 1 + 1
      orders: 1,
      gmv: 40,
    };
    expect(report.webEvents).toEqual([
      {
        webEventId: webShow,
        title: 'Lookbook live',
        status: 'ended',
        groupId: group,
        groupName: 'Spring group',
        designerId,
        designerName: expect.any(String),
        ...figures,
      },
    ]);
    expect(report.groups).toEqual([{ groupId: group, name: 'Spring group', ...figures }]);
    expect(report.products).toEqual([
      {
        webEventId: webShow,
        webProductId: lookbook,
        name: 'Lookbook dress',
        clicks: 4,
        viewers: 2,
      },
      { webEventId: webShow, webProductId: tote, name: 'Canvas tote', clicks: 1, viewers: 1 },
    ]);
  });

  it('scopes a designer to their own web events', async () => {
    expect((await data('atelier', `web-events?${MARCH}`)).data.webEvents).toEqual([]);
    expect((await get('designer', `web-events?${MARCH}&designerId=${atelierId}`)).statusCode).toBe(
      404,
    );
    const csv = await get('designer', `web-events?${MARCH}&format=csv`);
    expect(csv.body).toContain('Web event,Lookbook live,3,2,180,5,1,40.00');
  });
});
