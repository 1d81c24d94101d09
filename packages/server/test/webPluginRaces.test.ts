import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiWebEvent, ApiWebProduct } from '@runway-live/domain/api';
import { webEventViews, webEvents, webProducts } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

// The web plugin's writes at once. Each would go wrong without its row lock; proven on
// PostgreSQL (the server:postgres project): PGlite runs one transaction at a time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (method: Method, url: string, payload?: object) =>
  t.call({ method, url: `/api/v2/${url}`, payload, token: await t.tokenOf('designer') });

let serial = 0;
async function webProduct(changes: Record<string, unknown> = {}): Promise<ApiWebProduct> {
  serial += 1;
  const response = await call('POST', 'web-products', {
    name: `Race piece ${serial}`,
    price: 10,
    externalUrl: 'https://shop.example/race',
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
async function webEvent(changes: Record<string, unknown> = {}): Promise<ApiWebEvent> {
  serial += 1;
  const response = await call('POST', 'web-events', { title: `Race show ${serial}`, ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('the web plugin’s writes at once', () => {
  // Without the group's lock, two reorders interleave their two updates and the group
  // ends with a mix of both orders (or both lists' members).
  it('ten reorders of one group leave one of the lists whole', async () => {
    const shows = await Promise.all(Array.from({ length: 4 }, () => webEvent()));
    const ids = shows.map((show) => show._id);
    const group = (
      await call('POST', 'web-event-groups', { name: 'Race', webEventIds: ids })
    ).json().data;
    const lists = Array.from({ length: 10 }, (_, i) => {
      const rotated = [...ids.slice(i % 4), ...ids.slice(0, i % 4)];
      return i % 2 === 0 ? rotated : rotated.slice(0, 3).reverse();
    });
    const answers = await Promise.all(
      lists.map((webEventIds) => call('PATCH', `web-event-groups/${group._id}`, { webEventIds })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(lists.map(() => 200));
    const final = (await call('GET', `web-event-groups/${group._id}`)).json().data.webEventIds;
    expect(lists).toContainEqual(final);
    const rows = await t.database.db
      .select({ position: webEvents.groupPosition })
      .from(webEvents)
      .where(eq(webEvents.groupId, group._id));
    expect(rows.map((row) => row.position).sort()).toEqual(
      final.map((_: string, i: number) => i + 1),
    );
  });

  // Without the web products' row locks, both web events see the product free and both
  // take it: the first silently loses it.
  it('one web product attached to two web events at once: one wins, the other is a 409', async () => {
    const piece = await webProduct();
    const [a, b] = await Promise.all([webEvent(), webEvent()]);
    const answers = await Promise.all(
      [a!, b!].map((show) => call('PATCH', `web-events/${show._id}`, { productIds: [piece._id] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data as ApiWebEvent;
    const [row] = await t.database.db
      .select({ webEventId: webProducts.webEventId })
      .from(webProducts)
      .where(eq(webProducts.id, piece._id));
    expect(row!.webEventId).toBe(winner._id);
  });

  // Without the web event's lock, every call reads "published" and every one goes live.
  it('five moves from published to live at once: one goes, the others are 409s', async () => {
    const show = await webEvent();
    expect(
      (await call('PATCH', `web-events/${show._id}`, { status: 'published' })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('PATCH', `web-events/${show._id}`, { status: 'live' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe('A web event cannot go from live to live.');
    }
  });

  // Without the web event's lock, products joining at once read the same last place.
  it('ten web products joining one web event at once get ten places', async () => {
    const show = await webEvent();
    const made = await Promise.all(
      Array.from({ length: 10 }, () => webProduct({ webEventId: show._id })),
    );
    const rows = await t.database.db
      .select({ position: webProducts.webEventPosition })
      .from(webProducts)
      .where(eq(webProducts.webEventId, show._id));
    expect(rows.map((row) => row.position).sort((x, y) => x! - y!)).toEqual(
      made.map((_, i) => i + 1),
    );
  });

  // A group's write locks the group, then its web events; a web event joining it locks the
  // group, then itself: one order, so these never deadlock (a deadlock would be a 5xx).
  it('reorders of a group and web events joining it at once all land, without a deadlock', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => webEvent()));
    const joiners = await Promise.all(Array.from({ length: 4 }, () => webEvent()));
    const ids = members.map((show) => show._id);
    const group = (
      await call('POST', 'web-event-groups', { name: 'Busy', webEventIds: ids })
    ).json().data;
    const answers = await Promise.all([
      ...joiners.map((show) => call('PATCH', `web-events/${show._id}`, { groupId: group._id })),
      call('PATCH', `web-event-groups/${group._id}`, { webEventIds: [...ids].reverse() }),
      call('PATCH', `web-event-groups/${group._id}`, { webEventIds: ids }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const final: string[] = (await call('GET', `web-event-groups/${group._id}`)).json().data
      .webEventIds;
    expect(new Set(final).size).toBe(final.length);
    for (const id of ids) expect(final).toContain(id);
  });

  it('one viewer’s reports at once make one session row', async () => {
    const show = await webEvent();
    await call('PATCH', `web-events/${show._id}`, { status: 'published' });
    const viewerId = '0190a6d2-3333-7000-8000-000000000001';
    const answers = await Promise.all(
      ['session-start', 'heartbeat', 'heartbeat', 'heartbeat', 'session-start'].map((type) =>
        t.call({
          method: 'POST',
          url: '/api/v2/public/player-events',
          payload: { type, webEventId: show._id, viewerId },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const rows = await t.database.db
      .select()
      .from(webEventViews)
      .where(eq(webEventViews.webEventId, show._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.heartbeats).toBe(3);
  });
});
