import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPLAY_PATH } from '../src/db/demoContent';
import { carouselTimes, events, looks, products } from '../src/db/schema';
import { carouselProducts } from '../src/modules/carouselTimes/service';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let atelierId: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
  const [seeded] = await t.database.db.select().from(products).limit(1);
  categoryId = seeded!.categoryId;
});
afterAll(() => t.close());

type Entry = { productId: string; startSec: number; endSec: number };
const url = (eventId: string) => `/api/v2/events/${eventId}/carousel-times`;
const read = async (eventId: string, who: DemoKey = 'designer') =>
  t.call({ method: 'GET', url: url(eventId), token: await t.tokenOf(who) });
const save = async (eventId: string, list: unknown, who: DemoKey = 'designer') =>
  t.call({
    method: 'PUT',
    url: url(eventId),
    payload: list as object,
    token: await t.tokenOf(who),
  });

let serial = 0;
async function eventOf(owner: string): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(events)
    .values({ designerId: owner, title: `Carousel show ${serial}` })
    .returning({ id: events.id });
  return row!.id;
}
async function productOf(
  owner: string,
  place: { eventId?: string; lookId?: string } = {},
): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(products)
    .values({
      designerId: owner,
      productCode: `CT-${serial}`,
      productName: `Carousel product ${serial}`,
      productPrice: 10,
      categoryId,
      ...place,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** An event of the designer with two products of its own and one in a look of the event. */
async function show() {
  const eventId = await eventOf(designerId);
  const [look] = await t.database.db
    .insert(looks)
    .values({ designerId, eventId, name: `Carousel look ${serial}` })
    .returning({ id: looks.id });
  const dress = await productOf(designerId, { eventId });
  const blouse = await productOf(designerId, { eventId });
  const inLook = await productOf(designerId, { lookId: look!.id });
  return { eventId, dress, blouse, inLook };
}

describe('carouselProducts', () => {
  it('is the products whose event is the event and the products in the event’s looks', async () => {
    const { eventId, dress, blouse, inLook } = await show();
    await productOf(designerId);
    const ids = await carouselProducts(t.database.db, eventId);
    expect([...ids.keys()].sort()).toEqual([dress, blouse, inLook].sort());
    expect(ids.get(dress)).toMatch(/^Carousel product \d+$/);
  });
});

describe('GET and PUT /api/v2/events/:id/carousel-times', () => {
  it('starts empty, replaces the whole list and answers it sorted, to the millisecond', async () => {
    const { eventId, dress, blouse, inLook } = await show();
    const empty = await read(eventId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: [] });

    const list: Entry[] = [
      { productId: dress, startSec: 0, endSec: 4.5 },
      { productId: blouse, startSec: 4.5, endSec: 9.0417 },
      { productId: inLook, startSec: 12, endSec: 20 },
    ];
    const saved = await save(eventId, list);
    expect(saved.statusCode, saved.body).toBe(200);
    const rounded = list.map((entry, i) => (i === 1 ? { ...entry, endSec: 9.042 } : entry));
    expect(saved.json()).toEqual({ success: true, data: rounded });
    expect((await read(eventId)).json().data).toEqual(rounded);

    // The whole list again: what is left out goes.
    const shorter = await save(eventId, [{ productId: blouse, startSec: 1, endSec: 2 }]);
    expect(shorter.json().data).toEqual([{ productId: blouse, startSec: 1, endSec: 2 }]);
    expect((await save(eventId, [])).json().data).toEqual([]);
    expect((await read(eventId)).json().data).toEqual([]);
  });

  it('admin and staff read and write any designer’s event', async () => {
    const { eventId, dress } = await show();
    const list = [{ productId: dress, startSec: 2, endSec: 3 }];
    expect((await save(eventId, list, 'admin')).statusCode).toBe(200);
    expect((await read(eventId, 'staff')).json().data).toEqual(list);
    expect((await save(eventId, [], 'staff')).statusCode).toBe(200);
  });

  it('another designer’s event is a 404 to read and to write, and nothing changes', async () => {
    const { eventId, dress } = await show();
    const list = [{ productId: dress, startSec: 0, endSec: 1 }];
    await save(eventId, list);
    const other = await read(eventId, 'atelier');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Not found.' });
    expect((await save(eventId, [], 'atelier')).statusCode).toBe(404);
    expect((await read(eventId)).json().data).toEqual(list);
    const unknown = '0190a6d2-0000-7000-8000-00000000abcd';
    expect((await read(unknown)).statusCode).toBe(404);
    expect((await save(unknown, [], 'admin')).statusCode).toBe(404);
  });

  it('refuses an overlap with a 400 naming the first bad entry, and keeps the list', async () => {
    const { eventId, dress, blouse, inLook } = await show();
    const kept = [{ productId: dress, startSec: 0, endSec: 1 }];
    await save(eventId, kept);
    const names = await carouselProducts(t.database.db, eventId);
    const response = await save(eventId, [
      { productId: dress, startSec: 0, endSec: 5 },
      { productId: blouse, startSec: 5, endSec: 8 },
      { productId: inLook, startSec: 7.5, endSec: 9 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Entry 3 (${names.get(inLook)}) starts at 0:07.500, before Entry 2 (${names.get(blouse)}) ends (0:08.000): entries may not overlap.`,
    );
    expect((await read(eventId)).json().data).toEqual(kept);
  });

  it('refuses a product that is not the event’s: another event’s, another designer’s', async () => {
    const { eventId, dress } = await show();
    const elsewhere = await productOf(designerId, { eventId: await eventOf(designerId) });
    const theirs = await productOf(atelierId);
    for (const stranger of [elsewhere, theirs]) {
      const response = await save(eventId, [
        { productId: dress, startSec: 0, endSec: 1 },
        { productId: stranger, startSec: 1, endSec: 2 },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Entry 2 (${stranger}) is not a product of this event.`);
    }
  });

  it.each([
    [
      'an unsorted list',
      (p: string) => [
        { productId: p, startSec: 5, endSec: 6 },
        { productId: p, startSec: 1, endSec: 2 },
      ],
      /^Entry 2 \(.+\) starts before Entry 1 \(.+\): list the entries in the order they start\.$/,
    ],
    [
      'an end not after its start',
      (p: string) => [{ productId: p, startSec: 3, endSec: 3 }],
      /^Entry 1 \(.+\) ends at 0:03\.000, which is not after its start \(0:03\.000\)\.$/,
    ],
    [
      'a negative start',
      (p: string) => [{ productId: p, startSec: -1, endSec: 3 }],
      /^0\.startSec: Must be 0 or more seconds$/,
    ],
    [
      'a second as text',
      (p: string) => [{ productId: p, startSec: '1', endSec: 3 }],
      /^0\.startSec: Start must be a number of seconds$/,
    ],
    [
      'an object instead of the array',
      (p: string) => ({ times: [{ productId: p, startSec: 1, endSec: 3 }] }),
      /^Please enter a list$/,
    ],
  ])('refuses %s (400)', async (_name, body, message) => {
    const { eventId, dress } = await show();
    const response = await save(eventId, body(dress));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  // Without the event's row lock, two saves interleave their delete and insert: the list
  // ends as a mix of both, or one fails on the (event, start) key. Proven on PostgreSQL
  // (PGlite runs one transaction at a time).
  it('ten saves at once leave one whole list, never a mix', async () => {
    const { eventId, dress, blouse } = await show();
    const lists = Array.from({ length: 10 }, (_, i) => [
      { productId: dress, startSec: i, endSec: i + 0.5 },
      { productId: blouse, startSec: 10 + i, endSec: 10 + i + 0.25 },
      { productId: dress, startSec: 30 + i, endSec: 31 + i },
    ]);
    const answers = await Promise.all(lists.map((list) => save(eventId, list)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(lists.map(() => 200));
    const final = (await read(eventId)).json().data as Entry[];
    expect(lists).toContainEqual(final);
    const rows = await t.database.db.select().from(carouselTimes);
    expect(rows.filter((row) => row.eventId === eventId)).toHaveLength(3);
  });
});

describe('the OpenAPI description', () => {
  it('documents both carousel-time routes', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(spec.paths['/api/v2/events/{id}/carousel-times'] ?? {}).sort()).toEqual([
      'get',
      'put',
    ]);
  });
});

describe('the sample show video at /demo/', () => {
  it('serves the MP4 with ranges, and the HLS playlist and segments with their types', async () => {
    const mp4 = await t.app.inject({ method: 'GET', url: '/demo/sample-show.mp4' });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await t.app.inject({
      method: 'GET',
      url: '/demo/sample-show.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    const playlist = await t.app.inject({ method: 'GET', url: '/demo/sample-show-hls/index.m3u8' });
    expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(playlist.body).toContain('segment04.m2ts');
    const segment = await t.app.inject({
      method: 'GET',
      url: '/demo/sample-show-hls/segment00.m2ts',
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // An MPEG-TS packet starts with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);
  });
});

describe('the demo seed', () => {
  it('has a replay of the sample video with two products for its carousel times', async () => {
    const [replay] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.title, 'Winter Capsule Replay'));
    expect(replay?.replayUrl).toBe(`${t.config.publicUrl}${DEMO_REPLAY_PATH}`);
    expect(replay?.designerId).toBe(designerId);
    const names = await carouselProducts(t.database.db, replay!.id);
    expect([...names.values()].sort()).toEqual(['Linen Wrap Blouse', 'Silk Slip Mini Dress']);
  });
});
