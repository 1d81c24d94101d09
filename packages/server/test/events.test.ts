import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventMessages,
  PAYMENT_ACCOUNT_REQUIRED_CODE,
  subscriptionMessages,
  type ApiEvent,
} from '@runway-live/domain/api';
import {
  EVENT_STATUSES,
  eventLocalStartOf,
  eventTransitionRefusal,
  TIME_ZONE_MESSAGE,
  zonedTimeToInstant,
  type EventStatus,
} from '@runway-live/domain/schemas';
import { DEMO_REPLAY_PATH } from '../src/db/demoContent';
import { carouselTimes, containers, designers, events, looks, products } from '../src/db/schema';
import { eventProductIds } from '../src/modules/events/repository';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let atelierId: string;
let pastdueId: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  pastdueId = await t.idOf('pastdue');
  const [seeded] = await t.database.db.select().from(products).limit(1);
  categoryId = seeded!.categoryId;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, who: DemoKey = 'designer') =>
  t.call({ method, url: `/api/v2/${url}`, payload, token: await t.tokenOf(who) });

/** A start a week from now: scheduling needs one in the future. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

let serial = 0;
async function event(changes: Record<string, unknown> = {}, who: DemoKey = 'designer') {
  serial += 1;
  const response = await call('POST', 'events', { title: `Show ${serial}`, ...changes }, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ApiEvent;
}

/** An event inserted in a given status (the lifecycle's starting points). */
async function eventIn(status: EventStatus, owner = designerId): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(events)
    .values({
      designerId: owner,
      title: `Stored show ${serial}`,
      status,
      scheduledAt: new Date(Date.now() + 3 * 86_400_000),
    })
    .returning({ id: events.id });
  return row!.id;
}

async function productsOf(owner: string, count: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(products)
    .values(
      Array.from({ length: count }, () => {
        serial += 1;
        return {
          designerId: owner,
          productCode: `EVT-P-${serial}`,
          productName: `Show product ${serial}`,
          productPrice: 10,
          categoryId,
        };
      }),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

async function lookOf(owner: string): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(looks)
    .values({ designerId: owner, name: `Show look ${serial}` })
    .returning({ id: looks.id });
  return row!.id;
}

describe('creating an event', () => {
  it('creates a draft with its fields, in UTC with its zone', async () => {
    const created = await event({
      title: '  Autumn show ',
      description: 'The autumn collection',
      scheduledAt: '2027-09-10T20:00:00+02:00',
      timeZone: 'Europe/Paris',
      durationMinutes: 45,
      streamUrl: 'https://cdn.example/live/autumn.m3u8',
      chatEnabled: false,
      rehearsal: true,
    });
    expect(created).toMatchObject({
      designerId,
      containerId: null,
      title: 'Autumn show',
      description: 'The autumn collection',
      scheduledAt: '2027-09-10T18:00:00.000Z',
      timeZone: 'Europe/Paris',
      durationMinutes: 45,
      streamUrl: 'https://cdn.example/live/autumn.m3u8',
      replayUrl: '',
      chatEnabled: false,
      rehearsal: true,
      status: 'draft',
      productIds: [],
      lookIds: [],
    });
    expect(created.createdAt).toMatch(/Z$/);
    const fetched = await call('GET', `events/${created._id}`);
    expect(fetched.json().data).toEqual(created);
  });

  it('refuses what the rules refuse with a 400', async () => {
    const bad = async (body: object) => (await call('POST', 'events', body)).statusCode;
    expect(await bad({ title: '' })).toBe(400);
    expect(await bad({ title: 'x', durationMinutes: 0 })).toBe(400);
    expect(await bad({ title: 'x', durationMinutes: 1441 })).toBe(400);
    expect(await bad({ title: 'x', timeZone: 'Mars/Base' })).toBe(400);
    expect(await bad({ title: 'x', scheduledAt: '2027-01-01 10:00' })).toBe(400);
    expect(await bad({ title: 'x\u0000' })).toBe(400);
    expect(await bad({ title: 'x', streamUrl: 'ftp://a.example/x.mp4' })).toBe(400);
  });

  it('takes the designer from the session, and makes admin and staff name one', async () => {
    const other = await call('POST', 'events', { title: 'x', designerId: atelierId });
    expect(other.statusCode).toBe(403);
    const missing = await call('POST', 'events', { title: 'x' }, 'admin');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(eventMessages.designerIdRequired);
    const shopper = await call(
      'POST',
      'events',
      { title: 'x', designerId: await t.idOf('shopper') },
      'staff',
    );
    expect(shopper.statusCode).toBe(400);
    const forAtelier = await event({ designerId: atelierId }, 'staff');
    expect(forAtelier.designerId).toBe(atelierId);
  });

  it('names an existing container only', async () => {
    const unknown = await call('POST', 'events', {
      title: 'x',
      containerId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(eventMessages.containerUnknown);
    const [week] = await t.database.db
      .insert(containers)
      .values({
        title: 'Paris Fashion Week',
        city: 'Paris',
        startDate: '2028-03-01',
        endDate: '2028-03-31',
        // A designer names a week they see: a published one.
        status: 'published',
      })
      .returning({ id: containers.id });
    const inWeek = await event({ containerId: week!.id });
    expect(inWeek.containerId).toBe(week!.id);
  });
});

describe('time zones', () => {
  it('stores 19:00 in New York as 23:00 UTC in summer and 00:00 UTC the next day in winter, and shows it back as 19:00', async () => {
    for (const [local, utc] of [
      ['2027-07-15T19:00', '2027-07-15T23:00:00.000Z'],
      ['2027-01-15T19:00', '2027-01-16T00:00:00.000Z'],
    ] as const) {
      const scheduledAt = zonedTimeToInstant(local, 'America/New_York')!.toISOString();
      const created = await event({ scheduledAt, timeZone: 'America/New_York' });
      const [stored] = await t.database.db
        .select({
          utc: sql<string>`to_char(${events.scheduledAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`,
        })
        .from(events)
        .where(eq(events.id, created._id));
      expect(stored!.utc).toBe(utc.slice(0, 16));
      const answered = (await call('GET', `events/${created._id}`)).json().data as ApiEvent;
      expect(answered.scheduledAt).toBe(utc);
      expect(answered.timeZone).toBe('America/New_York');
      expect(eventLocalStartOf(answered)).toBe(local);
    }
  });

  it('stores the zone’s canonical name whatever its case, and refuses what is none', async () => {
    for (const [sent, stored] of [
      ['AMERICA/NEW_YORK', 'America/New_York'],
      ['america/new_york', 'America/New_York'],
      ['utc', 'UTC'],
      ['Etc/UTC', 'UTC'],
      ['europe/paris', 'Europe/Paris'],
    ] as const) {
      const created = await event({ timeZone: sent });
      expect(created.timeZone, sent).toBe(stored);
      const patched = await call('PATCH', `events/${created._id}`, { timeZone: sent });
      expect(patched.json().data.timeZone, sent).toBe(stored);
      const web = await call('POST', 'web-events', { title: 'Zoned', timeZone: sent });
      expect(web.json().data.timeZone, sent).toBe(stored);
    }
    for (const bad of ['Not/AZone', 'America/New York', '+05:00', 'EST5EDT/x', '']) {
      const response = await call('POST', 'events', { title: 'x', timeZone: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).toBe(`timeZone: ${TIME_ZONE_MESSAGE}`);
    }
  });

  it('takes the same instant written with its own offset', async () => {
    const created = await event({
      scheduledAt: '2027-07-15T19:00:00-04:00',
      timeZone: 'America/New_York',
    });
    expect(created.scheduledAt).toBe('2027-07-15T23:00:00.000Z');
  });
});

describe('the lifecycle', () => {
  const legal = new Set([
    'draft>scheduled',
    'draft>cancelled',
    'scheduled>live',
    'scheduled>cancelled',
    'live>ended',
  ]);
  for (const from of EVENT_STATUSES) {
    for (const to of EVENT_STATUSES) {
      const allowed = legal.has(`${from}>${to}`);
      it(`${allowed ? 'moves' : 'refuses'} ${from} → ${to}`, async () => {
        const id = await eventIn(from);
        const response = await call('PATCH', `events/${id}`, { status: to });
        if (allowed) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json().data.status).toBe(to);
        } else {
          expect(response.statusCode).toBe(409);
          expect(response.json().message).toBe(eventTransitionRefusal(from, to));
          expect(response.json().message).toBe(`An event cannot go from ${from} to ${to}.`);
        }
      });
    }
  }

  it('schedules only with a start in the future, set before or in the same call', async () => {
    const draft = await event();
    const none = await call('PATCH', `events/${draft._id}`, { status: 'scheduled' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(eventMessages.startRequired);
    const past = await call('PATCH', `events/${draft._id}`, {
      status: 'scheduled',
      scheduledAt: '2020-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(eventMessages.startInPast);
    const start = nextWeek();
    const ok = await call('PATCH', `events/${draft._id}`, {
      status: 'scheduled',
      scheduledAt: start,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'scheduled', scheduledAt: start });
  });

  it('keeps a scheduled show’s start in the future on every write, not only when scheduling', async () => {
    const id = await eventIn('scheduled');
    const before = (await call('GET', `events/${id}`)).json().data as ApiEvent;
    for (const scheduledAt of [
      null,
      '2020-01-01T10:00:00Z',
      new Date(Date.now() - 60_000).toISOString(),
    ]) {
      const response = await call('PATCH', `events/${id}`, { scheduledAt });
      expect(response.statusCode, String(scheduledAt)).toBe(400);
      expect(response.json().message).toBe(eventMessages.scheduledStartKept);
    }
    const after = (await call('GET', `events/${id}`)).json().data as ApiEvent;
    expect(after).toMatchObject({ status: 'scheduled', scheduledAt: before.scheduledAt });
    // Moved to another future start, it stays scheduled; a draft may drop its start.
    const later = nextWeek();
    const moved = await call('PATCH', `events/${id}`, { scheduledAt: later });
    expect(moved.json().data).toMatchObject({ status: 'scheduled', scheduledAt: later });
    const draft = await eventIn('draft');
    expect((await call('PATCH', `events/${draft}`, { scheduledAt: null })).statusCode).toBe(200);
    // A late show (its start passed, not live yet) still takes other changes.
    const [late] = await t.database.db
      .insert(events)
      .values({
        designerId,
        title: 'Running late',
        status: 'scheduled',
        scheduledAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning({ id: events.id });
    const edited = await call('PATCH', `events/${late!.id}`, {
      streamUrl: 'https://cdn.example/a.m3u8',
    });
    expect(edited.statusCode).toBe(200);
  });

  it('edits the other fields in any status (the replay after the show)', async () => {
    const id = await eventIn('ended');
    const response = await call('PATCH', `events/${id}`, {
      replayUrl: 'https://cdn.example/replay/show.mp4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'ended',
      replayUrl: 'https://cdn.example/replay/show.mp4',
    });
  });

  it('keeps an event with its designer', async () => {
    const id = await eventIn('draft');
    const other = await call('PATCH', `events/${id}`, { designerId: atelierId });
    expect(other.statusCode).toBe(403);
    const moved = await call('PATCH', `events/${id}`, { designerId: atelierId }, 'admin');
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(eventMessages.designerFixed);
    const same = await call('PATCH', `events/${id}`, { designerId, title: 'Renamed' }, 'admin');
    expect(same.statusCode).toBe(200);
  });
});

describe('the gates', () => {
  it('refuses a designer without a payment account scheduling or going live (403 with its code), before the subscription', async () => {
    // atelier has neither a payment account nor an active subscription: the account first.
    for (const [from, to] of [
      ['draft', 'scheduled'],
      ['scheduled', 'live'],
    ] as const) {
      const id = await eventIn(from, atelierId);
      const response = await call('PATCH', `events/${id}`, { status: to }, 'atelier');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: eventMessages.paymentAccountRequired,
        code: PAYMENT_ACCOUNT_REQUIRED_CODE,
      });
    }
    // Ending and cancelling are never gated.
    const live = await eventIn('live', atelierId);
    expect((await call('PATCH', `events/${live}`, { status: 'ended' }, 'atelier')).statusCode).toBe(
      200,
    );
    const scheduled = await eventIn('scheduled', atelierId);
    expect(
      (await call('PATCH', `events/${scheduled}`, { status: 'cancelled' }, 'atelier')).statusCode,
    ).toBe(200);
  });

  it('answers 402 to a past-due designer creating or scheduling, who has a payment account', async () => {
    const created = await call('POST', 'events', { title: 'Past due show' }, 'pastdue');
    expect(created.statusCode).toBe(402);
    expect(created.json().message).toBe(subscriptionMessages.required);
    const id = await eventIn('draft', pastdueId);
    const scheduled = await call('PATCH', `events/${id}`, { status: 'scheduled' }, 'pastdue');
    expect(scheduled.statusCode).toBe(402);
    // Editing is not gated.
    expect((await call('PATCH', `events/${id}`, { title: 'Edited' }, 'pastdue')).statusCode).toBe(
      200,
    );
  });

  it('never gates admin or staff', async () => {
    const id = await eventIn('draft', atelierId);
    const scheduled = await call('PATCH', `events/${id}`, { status: 'scheduled' }, 'admin');
    expect(scheduled.statusCode).toBe(200);
    const live = await call('PATCH', `events/${id}`, { status: 'live' }, 'staff');
    expect(live.statusCode).toBe(200);
    const created = await call('POST', 'events', { title: 'x', designerId: pastdueId }, 'staff');
    expect(created.statusCode).toBe(201);
  });

  it('lets a designer with an active subscription but no payment account create, not schedule', async () => {
    await t.database.db
      .update(designers)
      .set({ subscriptionStatus: 'active' })
      .where(eq(designers.userId, atelierId));
    try {
      const created = await event({}, 'atelier');
      const scheduled = await call(
        'PATCH',
        `events/${created._id}`,
        { status: 'scheduled', scheduledAt: nextWeek() },
        'atelier',
      );
      expect(scheduled.statusCode).toBe(403);
      expect(scheduled.json().code).toBe(PAYMENT_ACCOUNT_REQUIRED_CODE);
    } finally {
      await t.database.db
        .update(designers)
        .set({ subscriptionStatus: 'none' })
        .where(eq(designers.userId, atelierId));
    }
  });
});

describe('ownership', () => {
  it("answers 404 for another designer's event, on every route", async () => {
    const id = await eventIn('draft', atelierId);
    expect((await call('GET', `events/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `events/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await call('PATCH', `events/${id}`, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await call('DELETE', `events/${id}`)).statusCode).toBe(404);
    const list = (await call('GET', 'events?limit=100')).json().data;
    expect(list.items.every((item: ApiEvent) => item.designerId === designerId)).toBe(true);
    const filtered = (await call('GET', `events?designerId=${atelierId}`)).json().data;
    expect(filtered.total).toBe(0);
    expect((await call('GET', `events/${id}`, undefined, 'admin')).statusCode).toBe(200);
  });
});

describe("the show's products and looks", () => {
  it("takes the designer's own, in order, and refuses another designer's", async () => {
    const [a, b, c] = await productsOf(designerId, 3);
    const look = await lookOf(designerId);
    const created = await event({ productIds: [c, a, b], lookIds: [look] });
    expect(created.productIds).toEqual([c, a, b]);
    expect(created.lookIds).toEqual([look]);
    expect(await eventProductIds(t.database.db, created._id)).toEqual([c, a, b]);
    const [theirs] = await productsOf(atelierId, 1);
    const refused = await call('PATCH', `events/${created._id}`, { productIds: [a, theirs] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(eventMessages.productUnknown(theirs!));
    const theirLook = await lookOf(atelierId);
    const refusedLook = await call('PATCH', `events/${created._id}`, { lookIds: [theirLook] });
    expect(refusedLook.statusCode).toBe(400);
    expect(refusedLook.json().message).toBe(eventMessages.lookUnknown(theirLook));
    // Reordering and leaving out: the left-out product is in no event.
    const reordered = await call('PATCH', `events/${created._id}`, { productIds: [b, c] });
    expect(reordered.json().data.productIds).toEqual([b, c]);
    const [left] = await t.database.db
      .select({ eventId: products.eventId, position: products.eventPosition })
      .from(products)
      .where(eq(products.id, a!));
    expect(left).toEqual({ eventId: null, position: null });
  });

  it('moves a product from another event only when the call says move', async () => {
    const [p] = await productsOf(designerId, 1);
    const first = await event({ productIds: [p] });
    const second = await event();
    const refused = await call('PATCH', `events/${second._id}`, { productIds: [p] });
    expect(refused.statusCode).toBe(409);
    const name = (await t.database.db.select().from(products).where(eq(products.id, p!)))[0]!
      .productName;
    expect(refused.json().message).toBe(eventMessages.productInAnotherEvent(name, first.title));
    const moved = await call('PATCH', `events/${second._id}`, { productIds: [p], move: true });
    expect(moved.json().data.productIds).toEqual([p]);
    expect((await call('GET', `events/${first._id}`)).json().data.productIds).toEqual([]);
  });

  it('never moves a product or look out of an ended event, move or not, by any write (issue 27)', async () => {
    const [p, q] = await productsOf(designerId, 2);
    const look = await lookOf(designerId);
    const ended = await eventIn('ended');
    await t.database.db
      .update(products)
      .set({ eventId: ended, eventPosition: 1 })
      .where(eq(products.id, p!));
    await t.database.db.update(looks).set({ eventId: ended }).where(eq(looks.id, look));
    // Its replay's carousel segment for the product.
    await t.database.db
      .insert(carouselTimes)
      .values({ eventId: ended, productId: p!, startSec: 1, endSec: 4 });
    const [named] = await t.database.db
      .select({ productName: products.productName, title: events.title, lookName: looks.name })
      .from(products)
      .innerJoin(events, eq(events.id, products.eventId))
      .innerJoin(looks, eq(looks.eventId, events.id))
      .where(eq(products.id, p!));
    const { productName, title, lookName } = named!;
    const other = await event();

    for (const move of [{}, { move: true }]) {
      const refused = await call('PATCH', `events/${other._id}`, { productIds: [q, p], ...move });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        eventMessages.inEndedEvent('productIds', productName, title),
      );
      const refusedLook = await call('PATCH', `events/${other._id}`, { lookIds: [look], ...move });
      expect(refusedLook.statusCode).toBe(409);
      expect(refusedLook.json().message).toBe(
        eventMessages.inEndedEvent('lookIds', lookName, title),
      );
    }
    const created = await call('POST', 'events', {
      title: 'Takes it',
      productIds: [p],
      move: true,
    });
    expect(created.statusCode).toBe(409);
    const patched = await call('PATCH', `products/${p}`, { eventId: other._id });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().message).toBe(eventMessages.inEndedEvent('eventId', productName, title));
    expect((await call('PATCH', `products/${p}`, { eventId: null })).statusCode).toBe(409);
    expect((await call('PATCH', `looks/${look}`, { eventId: other._id })).statusCode).toBe(409);

    // The ended show is as it was: its product, its look, its carousel segment; the other
    // show took nothing (q was refused with p, in one transaction).
    const show = (await call('GET', `events/${ended}`)).json().data as ApiEvent;
    expect(show.productIds).toEqual([p]);
    expect(show.lookIds).toEqual([look]);
    expect((await call('GET', `events/${other._id}`)).json().data.productIds).toEqual([]);
    const segments = await t.database.db
      .select()
      .from(carouselTimes)
      .where(eq(carouselTimes.eventId, ended));
    expect(segments).toEqual([{ eventId: ended, productId: p, startSec: 1, endSec: 4 }]);
    // Adding to the ended show itself, and moving between shows that have not ended, still work.
    expect((await call('PATCH', `events/${other._id}`, { productIds: [q] })).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('deletes a draft or cancelled event, keeping its products; refuses an announced one', async () => {
    const [p] = await productsOf(designerId, 1);
    const draft = await event({ productIds: [p] });
    expect((await call('DELETE', `events/${draft._id}`)).statusCode).toBe(200);
    expect((await call('GET', `events/${draft._id}`)).statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(products).where(eq(products.id, p!));
    expect(kept!.eventId).toBe(null);
    for (const status of ['scheduled', 'live', 'ended'] as const) {
      const id = await eventIn(status);
      const refused = await call('DELETE', `events/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(eventMessages.deleteRefused(status));
    }
    expect((await call('DELETE', `events/${await eventIn('cancelled')}`)).statusCode).toBe(200);
  });
});

describe('lists and the calendar', () => {
  it('filters by status, start range, container, rehearsal and title', async () => {
    const [week] = await t.database.db
      .insert(containers)
      .values({
        title: 'Milan Fashion Week',
        city: 'Milan',
        startDate: '2028-03-01',
        endDate: '2028-03-31',
        status: 'published',
      })
      .returning({ id: containers.id });
    const inRange = await event({
      title: 'Filtered Gala',
      scheduledAt: '2028-03-10T18:00:00Z',
      containerId: week!.id,
    });
    const outOfRange = await event({
      title: 'Filtered Gala later',
      scheduledAt: '2028-04-10T18:00:00Z',
    });
    const ids = async (query: string) =>
      ((await call('GET', `events?${query}`)).json().data.items as ApiEvent[]).map((e) => e._id);
    const range = 'from=2028-03-01T00:00:00Z&to=2028-04-01T00:00:00Z';
    expect(await ids(range)).toEqual([inRange._id]);
    expect(await ids(`containerId=${week!.id}`)).toEqual([inRange._id]);
    expect(await ids('search=filtered%20gala&sort=scheduledAt:asc')).toEqual([
      inRange._id,
      outOfRange._id,
    ]);
    expect(await ids(`${range}&status=scheduled`)).toEqual([]);
    expect(await ids(`${range}&rehearsal=true`)).toEqual([]);
    expect((await call('GET', 'events?from=yesterday')).statusCode).toBe(400);
    expect((await call('GET', 'events?limit=101')).statusCode).toBe(400);
  });

  it('answers a month of starts with their designer, a designer only their own', async () => {
    const mine = await event({
      title: 'Calendar show',
      scheduledAt: '2028-06-15T23:00:00Z',
      timeZone: 'America/New_York',
    });
    const theirs = await event(
      { title: 'Their calendar show', scheduledAt: '2028-06-16T10:00:00Z', designerId: atelierId },
      'admin',
    );
    const month = 'from=2028-06-01T04:00:00Z&to=2028-07-01T04:00:00Z';
    const designerView = (await call('GET', `events/calendar?${month}`)).json().data;
    expect(designerView.items).toEqual([
      {
        _id: mine._id,
        title: 'Calendar show',
        status: 'draft',
        scheduledAt: '2028-06-15T23:00:00.000Z',
        timeZone: 'America/New_York',
        durationMinutes: 60,
        designerId,
        designerBrand: expect.any(String),
        containerId: null,
        rehearsal: false,
      },
    ]);
    expect(designerView.total).toBe(1);
    const adminView = (await call('GET', `events/calendar?${month}`, undefined, 'admin')).json()
      .data;
    expect(adminView.items.map((item: { _id: string }) => item._id)).toEqual([
      mine._id,
      theirs._id,
    ]);
    const tooLong = await call(
      'GET',
      'events/calendar?from=2028-06-01T00:00:00Z&to=2028-08-01T00:00:00Z',
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', 'events/calendar?from=2028-06-01T00:00:00Z')).statusCode).toBe(400);
  });
});

describe('concurrent writes', () => {
  it('lets exactly one of two moves from scheduled (live, cancelled) win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await eventIn('scheduled');
      const answers = await Promise.all([
        call('PATCH', `events/${id}`, { status: 'live' }),
        call('PATCH', `events/${id}`, { status: 'cancelled' }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.status;
      const loser = answers.find((answer) => answer.statusCode === 409)!.json().message;
      const other = winner === 'live' ? 'cancelled' : 'live';
      expect(loser).toBe(`An event cannot go from ${winner} to ${other}.`);
      const [stored] = await t.database.db.select().from(events).where(eq(events.id, id));
      expect(stored!.status).toBe(winner);
    }
  });

  it('lets exactly one of two events claim one product at once', async () => {
    const [p] = await productsOf(designerId, 1);
    const first = await event();
    const second = await event();
    const answers = await Promise.all([
      call('PATCH', `events/${first._id}`, { productIds: [p] }),
      call('PATCH', `events/${second._id}`, { productIds: [p] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, p!));
    expect(stored!.eventId).toBe([first, second][winner]!._id);
  });

  it('deletes or schedules a draft, never both', async () => {
    const id = await eventIn('draft');
    const answers = await Promise.all([
      call('PATCH', `events/${id}`, { status: 'scheduled' }),
      call('DELETE', `events/${id}`),
    ]);
    const [scheduled, deleted] = answers.map((answer) => answer.statusCode);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, id));
    if (deleted === 200) {
      expect(scheduled).toBe(404);
      expect(stored).toBe(undefined);
    } else {
      expect([scheduled, deleted]).toEqual([200, 409]);
      expect(stored!.status).toBe('scheduled');
    }
  });
});

describe('the demo seed', () => {
  it('gives the demo designer a show coming at 19:00 New York time, an ended one with its replay and products, and a rehearsal', async () => {
    const byTitle = new Map<string, ApiEvent>();
    for (const title of ['Spring Runway Live', 'Winter Capsule Replay', 'Studio Rehearsal']) {
      const found = (await call('GET', `events?search=${encodeURIComponent(title)}`)).json().data;
      expect(found.total, title).toBe(1);
      byTitle.set(title, found.items[0]);
    }
    const coming = byTitle.get('Spring Runway Live')!;
    expect(coming).toMatchObject({ status: 'scheduled', timeZone: 'America/New_York' });
    expect(eventLocalStartOf(coming).slice(11)).toBe('19:00');
    expect(Date.parse(coming.scheduledAt!)).toBeGreaterThan(Date.now());
    const ended = byTitle.get('Winter Capsule Replay')!;
    expect(ended.status).toBe('ended');
    expect(ended.replayUrl).toBe(`${t.config.publicUrl}${DEMO_REPLAY_PATH}`);
    expect(ended.productIds).toHaveLength(2);
    expect(ended.lookIds).toHaveLength(1);
    expect(coming.productIds.length).toBeGreaterThan(0);
    expect(byTitle.get('Studio Rehearsal')).toMatchObject({ status: 'draft', rehearsal: true });
  });
});
