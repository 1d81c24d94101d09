import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_ACCOUNT_REQUIRED_CODE,
  type ApiWebEvent,
  type ApiWebEventGroup,
  type ApiWebProduct,
} from '@runway-live/domain/api';
import {
  webEventGroupMessages,
  webEventMessages,
  webProductMessages,
} from '@runway-live/domain/schemas';
import { DEMO_REPLAY_PATH } from '../src/db/demoContent';
import { webEventGroups, webEventViews, webEvents, webProductClicks } from '../src/db/schema';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let lookbookId: string;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
  const [lookbook] = await t.database.db
    .select({ id: webEvents.id, groupId: webEvents.groupId })
    .from(webEvents)
    .where(eq(webEvents.title, 'Spring Lookbook Live'));
  lookbookId = lookbook!.id;
  groupId = lookbook!.groupId!;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: object | object[],
  who: DemoKey | null = 'designer',
) =>
  t.call({
    method,
    url: `/api/v2/${url}`,
    payload,
    token: who === null ? null : await t.tokenOf(who),
  });

let serial = 0;
async function webProduct(changes: Record<string, unknown> = {}, who: DemoKey = 'designer') {
  serial += 1;
  const response = await call(
    'POST',
    'web-products',
    {
      name: `Web piece ${serial}`,
      price: '129.50',
      currency: 'eur',
      externalUrl: `https://shop.example/piece-${serial}`,
      ...changes,
    },
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ApiWebProduct;
}

/** A web event stored for `owner` (atelier's plan gates creating one through the API). */
async function storedWebEvent(owner: string): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(webEvents)
    .values({ designerId: owner, title: `Stored web show ${serial}` })
    .returning({ id: webEvents.id });
  return row!.id;
}

async function webEvent(changes: Record<string, unknown> = {}, who: DemoKey = 'designer') {
  serial += 1;
  const response = await call(
    'POST',
    'web-events',
    { title: `Web show ${serial}`, ...changes },
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ApiWebEvent;
}

describe('/api/v2/web-products', () => {
  it('creates, reads, lists, changes and deletes a designer’s web product', async () => {
    const made = await webProduct({ name: 'Cashmere Wrap' });
    expect(made).toMatchObject({
      designerId,
      name: 'Cashmere Wrap',
      price: 129.5,
      currency: 'EUR',
      status: 'active',
      webEventId: null,
      images: [],
    });
    expect((await call('GET', `web-products/${made._id}`)).json().data).toEqual(made);
    const list = await call('GET', 'web-products?search=cashmere');
    expect(list.json().data.items.map((item: ApiWebProduct) => item._id)).toEqual([made._id]);
    const changed = await call('PATCH', `web-products/${made._id}`, { status: 'archived' });
    expect(changed.json().data.status).toBe('archived');
    expect((await call('DELETE', `web-products/${made._id}`)).statusCode).toBe(200);
    expect((await call('GET', `web-products/${made._id}`)).statusCode).toBe(404);
  });

  it('refuses a buy link that is not http(s) and a currency that is not ISO 4217', async () => {
    const bad = await call('POST', 'web-products', {
      name: 'X',
      price: 1,
      currency: 'US',
      externalUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(webProductMessages.currencyInvalid);
  });

  it('is a 404 to another designer, and their list leaves it out', async () => {
    const mine = await webProduct();
    expect((await call('GET', `web-products/${mine._id}`, undefined, 'atelier')).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', `web-products/${mine._id}`, { name: 'x' }, 'atelier')).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `web-products/${mine._id}`, undefined, 'atelier')).statusCode,
    ).toBe(404);
    const theirs = await call('GET', 'web-products?limit=100', undefined, 'atelier');
    const ids = theirs.json().data.items.map((item: ApiWebProduct) => item._id);
    expect(ids).not.toContain(mine._id);
  });

  it('joins a web event last, and moves out of another one only with move: true', async () => {
    const show = await webEvent();
    const other = await webEvent();
    const first = await webProduct({ webEventId: show._id });
    const second = await webProduct({ webEventId: show._id });
    expect((await call('GET', `web-events/${show._id}`)).json().data.productIds).toEqual([
      first._id,
      second._id,
    ]);
    const refused = await call('PATCH', `web-products/${first._id}`, { webEventId: other._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(webProductMessages.inAnotherEvent(show.title));
    const moved = await call('PATCH', `web-products/${first._id}`, {
      webEventId: other._id,
      move: true,
    });
    expect(moved.json().data.webEventId).toBe(other._id);
    const list = await call('GET', `web-products?webEventId=${show._id}`);
    expect(list.json().data.items.map((item: ApiWebProduct) => item._id)).toEqual([second._id]);
  });
});

describe('/api/v2/web-events', () => {
  it('creates a draft with its products in order and its allowed origins', async () => {
    const a = await webProduct();
    const b = await webProduct();
    const show = await webEvent({
      productIds: [b._id, a._id],
      embed: { allowedOrigins: ['https://Brand.example/', 'http://localhost:4000'] },
    });
    expect(show).toMatchObject({
      status: 'draft',
      designerId,
      productIds: [b._id, a._id],
      embed: { allowedOrigins: ['https://brand.example', 'http://localhost:4000'] },
      groupId: null,
    });
  });

  it('refuses an origin with a path', async () => {
    const response = await call('POST', 'web-events', {
      title: 'X',
      embed: { allowedOrigins: ['https://brand.example/shop'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(webEventMessages.originInvalid);
  });

  it('goes draft → published → live → ended, and any other move is a 409 naming both', async () => {
    const show = await webEvent();
    const skip = await call('PATCH', `web-events/${show._id}`, { status: 'live' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A web event cannot go from draft to live.');
    for (const status of ['published', 'live', 'ended']) {
      const step = await call('PATCH', `web-events/${show._id}`, { status });
      expect(step.statusCode, step.body).toBe(200);
      expect(step.json().data.status).toBe(status);
    }
    const back = await call('PATCH', `web-events/${show._id}`, { status: 'live' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A web event cannot go from ended to live.');
  });

  it('needs the payment account to publish (403 with its code), as events do', async () => {
    const show = await storedWebEvent(await t.idOf('atelier'));
    const refused = await call('PATCH', `web-events/${show}`, { status: 'published' }, 'atelier');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(PAYMENT_ACCOUNT_REQUIRED_CODE);
  });

  it('refuses a web product of another web event unless move is true, and another designer’s', async () => {
    const piece = await webProduct();
    const first = await webEvent({ productIds: [piece._id] });
    const refused = await call('POST', 'web-events', { title: 'Second', productIds: [piece._id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      webEventMessages.productInAnotherEvent(piece.name, first.title),
    );
    const theirs = await webProduct({}, 'atelier');
    const stranger = await call('POST', 'web-events', { title: 'X', productIds: [theirs._id] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(webEventMessages.productUnknown(theirs._id));
  });

  it('never takes a web product out of an ended web event, move or not (issue 27)', async () => {
    const piece = await webProduct();
    const ended = await webEvent({ productIds: [piece._id] });
    await t.database.db
      .update(webEvents)
      .set({ status: 'ended' })
      .where(eq(webEvents.id, ended._id));
    const other = await webEvent();
    const message = webEventMessages.productInEndedEvent('productIds', piece.name, ended.title);
    for (const move of [{}, { move: true }]) {
      const refused = await call('PATCH', `web-events/${other._id}`, {
        productIds: [piece._id],
        ...move,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(message);
      const created = await call('POST', 'web-events', {
        title: 'Takes it',
        productIds: [piece._id],
        ...move,
      });
      expect(created.statusCode).toBe(409);
    }
    const own = await call('PATCH', `web-products/${piece._id}`, {
      webEventId: other._id,
      move: true,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(
      webEventMessages.productInEndedEvent('webEventId', piece.name, ended.title),
    );
    expect(
      (await call('PATCH', `web-products/${piece._id}`, { webEventId: null })).statusCode,
    ).toBe(409);
    expect((await call('GET', `web-events/${ended._id}`)).json().data.productIds).toEqual([
      piece._id,
    ]);
  });

  it('is a 404 to another designer', async () => {
    const show = await webEvent();
    for (const [method, url] of [
      ['GET', `web-events/${show._id}`],
      ['PATCH', `web-events/${show._id}`],
      ['DELETE', `web-events/${show._id}`],
      ['GET', `web-events/${show._id}/carousel-times`],
      ['PUT', `web-events/${show._id}/carousel-times`],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'PUT' ? [] : method === 'PATCH' ? {} : undefined,
        'atelier',
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('deletes a draft but not a published one', async () => {
    const show = await webEvent();
    await call('PATCH', `web-events/${show._id}`, { status: 'published' });
    const refused = await call('DELETE', `web-events/${show._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(webEventMessages.deleteRefused('published'));
    const draft = await webEvent();
    expect((await call('DELETE', `web-events/${draft._id}`)).statusCode).toBe(200);
  });

  it('keeps carousel times of its own web products, by the events’ rule', async () => {
    const piece = await webProduct();
    const show = await webEvent({ productIds: [piece._id] });
    const stranger = await webProduct();
    const bad = await call('PUT', `web-events/${show._id}/carousel-times`, [
      { productId: stranger._id, startSec: 0, endSec: 2 },
    ]);
    expect(bad.statusCode).toBe(400);
    const list = [{ productId: piece._id, startSec: 1.5, endSec: 4 }];
    const saved = await call('PUT', `web-events/${show._id}/carousel-times`, list);
    expect(saved.json().data).toEqual(list);
    expect((await call('GET', `web-events/${show._id}/carousel-times`)).json().data).toEqual(list);
  });
});

describe('/api/v2/web-event-groups', () => {
  it('keeps its web events in order, reordered by sending the list again', async () => {
    const a = await webEvent();
    const b = await webEvent();
    const c = await webEvent();
    const made = await call('POST', 'web-event-groups', {
      name: 'Autumn',
      webEventIds: [a._id, b._id, c._id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const group = made.json().data as ApiWebEventGroup;
    expect(group.webEventIds).toEqual([a._id, b._id, c._id]);
    const reordered = await call('PATCH', `web-event-groups/${group._id}`, {
      webEventIds: [c._id, a._id],
    });
    expect(reordered.json().data.webEventIds).toEqual([c._id, a._id]);
    expect((await call('GET', `web-events/${b._id}`)).json().data.groupId).toBeNull();
    // A web event joining by its own groupId goes last.
    await call('PATCH', `web-events/${b._id}`, { groupId: group._id });
    expect((await call('GET', `web-event-groups/${group._id}`)).json().data.webEventIds).toEqual([
      c._id,
      a._id,
      b._id,
    ]);
  });

  it('refuses a web event of another group unless move is true', async () => {
    const a = await webEvent();
    await call('POST', 'web-event-groups', { name: 'First', webEventIds: [a._id] });
    const refused = await call('POST', 'web-event-groups', {
      name: 'Second',
      webEventIds: [a._id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      webEventGroupMessages.webEventInAnotherGroup(a.title, 'First'),
    );
    const moved = await call('POST', 'web-event-groups', {
      name: 'Second',
      webEventIds: [a._id],
      move: true,
    });
    expect(moved.statusCode).toBe(201);
  });

  it('is a 404 to another designer, who cannot put their web events in it either', async () => {
    const group = (await call('POST', 'web-event-groups', { name: 'Mine' })).json().data;
    expect(
      (await call('GET', `web-event-groups/${group._id}`, undefined, 'atelier')).statusCode,
    ).toBe(404);
    const theirs = await storedWebEvent(await t.idOf('atelier'));
    const refused = await call('PATCH', `web-events/${theirs}`, { groupId: group._id }, 'atelier');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(webEventMessages.groupUnknown);
    const joined = await call('PATCH', `web-event-groups/${group._id}`, { webEventIds: [theirs] });
    expect(joined.statusCode).toBe(400);
    expect(joined.json().message).toBe(webEventGroupMessages.webEventUnknown(theirs));
  });
});

describe('the player’s public reads', () => {
  const PUBLIC_KEYS = [
    '_id',
    'brandName',
    'captionsUrl',
    'carouselTimes',
    'description',
    'posterUrl',
    'products',
    'replayUrl',
    'status',
    'streamUrl',
    'title',
  ];

  it('answers a published web event with exactly the player’s fields, and nothing else', async () => {
    const response = await call('GET', `public/web-events/${lookbookId}`, undefined, null);
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json())).toEqual(['success', 'data']);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(PUBLIC_KEYS);
    expect(data).toMatchObject({
      title: 'Spring Lookbook Live',
      status: 'published',
      brandName: 'Maison Lumière',
      replayUrl: `${t.config.publicUrl}${DEMO_REPLAY_PATH}`,
      streamUrl: null,
      captionsUrl: null,
      posterUrl: null,
    });
    expect(data.products).toHaveLength(2);
    for (const product of data.products) {
      expect(Object.keys(product).sort()).toEqual([
        '_id',
        'currency',
        'externalUrl',
        'imageUrl',
        'name',
        'price',
        'productId',
      ]);
    }
    expect(data.carouselTimes[0]).toEqual({
      productId: data.products[0]._id,
      startSec: 1,
      endSec: 8,
    });
    for (const entry of data.carouselTimes) {
      expect(Object.keys(entry).sort()).toEqual(['endSec', 'productId', 'startSec']);
    }
    // No ids of other objects, no e-mails, no origins anywhere in the answer.
    expect(response.body).not.toContain(designerId);
    expect(response.body).not.toContain(groupId);
    expect(response.body).not.toContain('@');
    expect(response.body).not.toContain('allowedOrigins');
  });

  it('is a 404 for a draft, an unknown id, and leaves archived products out', async () => {
    const piece = await webProduct();
    const show = await webEvent({ productIds: [piece._id] });
    expect((await call('GET', `public/web-events/${show._id}`, undefined, null)).statusCode).toBe(
      404,
    );
    await call('PATCH', `web-events/${show._id}`, { status: 'published' });
    const archived = await webProduct({ webEventId: show._id });
    await call('PATCH', `web-products/${archived._id}`, { status: 'archived' });
    const shown = (await call('GET', `public/web-events/${show._id}`, undefined, null)).json().data;
    expect(shown.products.map((product: { _id: string }) => product._id)).toEqual([piece._id]);
    const unknown = '0190a6d2-0000-7000-8000-000000000000';
    expect((await call('GET', `public/web-events/${unknown}`, undefined, null)).statusCode).toBe(
      404,
    );
  });

  it('needs the API key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/web-events/${lookbookId}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a group with its public web events in order, drafts left out', async () => {
    const draft = await webEvent();
    await call('PATCH', `web-events/${draft._id}`, { groupId });
    const response = await call('GET', `public/web-event-groups/${groupId}`, undefined, null);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['_id', 'description', 'name', 'webEvents']);
    expect(data.webEvents.map((show: { title: string }) => show.title)).toEqual([
      'Spring Lookbook Live',
      'Atelier Tour',
    ]);
    for (const show of data.webEvents) expect(Object.keys(show).sort()).toEqual(PUBLIC_KEYS);
    expect(response.body).not.toContain(designerId);
  });

  it('is a 404 for a group with nothing public to play', async () => {
    const show = await webEvent();
    const group = (
      await call('POST', 'web-event-groups', { name: 'Quiet', webEventIds: [show._id] })
    ).json().data;
    expect(
      (await call('GET', `public/web-event-groups/${group._id}`, undefined, null)).statusCode,
    ).toBe(404);
  });
});

describe('player events', () => {
  const viewerId = '0190a6d2-1111-7000-8000-00000000beef';

  it('counts a session per viewer: start, heartbeats, end, with the server’s clock', async () => {
    const report = (type: string, extra: object = {}) =>
      call(
        'POST',
        'public/player-events',
        { type, webEventId: lookbookId, viewerId, ...extra },
        null,
      );
    expect((await report('session-start', { at: '1999-01-01T00:00:00.000Z' })).statusCode).toBe(
      202,
    );
    expect((await report('heartbeat')).json()).toEqual({ success: true });
    await report('heartbeat');
    await report('session-end');
    // Back after the end: a second view of the same viewer (the web-events report's views).
    await report('session-start');
    await report('session-end');
    const rows = await t.database.db
      .select()
      .from(webEventViews)
      .where(eq(webEventViews.viewerId, viewerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.heartbeats).toBe(2);
    expect(rows[0]!.starts).toBe(2);
    expect(rows[0]!.endedAt).not.toBeNull();
    // The player's `at` is never stored.
    expect(rows[0]!.startedAt.getUTCFullYear()).toBeGreaterThan(2000);
  });

  it('counts product clicks of a product the player shows, and 404s others', async () => {
    const shown = (await call('GET', `public/web-events/${lookbookId}`, undefined, null)).json()
      .data;
    const productId = shown.products[0]._id;
    const click = (id: string) =>
      call(
        'POST',
        'public/player-events',
        { type: 'product-click', webEventId: lookbookId, viewerId, productId: id },
        null,
      );
    expect((await click(productId)).statusCode).toBe(202);
    expect((await click(productId)).statusCode).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(webProductClicks)
      .where(eq(webProductClicks.webProductId, productId));
    expect(row!.clicks).toBe(2);
    const other = await webProduct();
    expect((await click(other._id)).statusCode).toBe(404);
  });

  it('refuses what is not a player event (400) and a draft web event (404)', async () => {
    for (const body of [
      { type: 'purchase', webEventId: lookbookId, viewerId },
      { type: 'heartbeat', webEventId: lookbookId, viewerId: 'me' },
      { type: 'heartbeat', webEventId: lookbookId, viewerId, extra: 'x'.repeat(10) },
      { type: 'product-click', webEventId: lookbookId, viewerId },
    ]) {
      const response = await call('POST', 'public/player-events', body, null);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const draft = await webEvent();
    const response = await call(
      'POST',
      'public/player-events',
      { type: 'session-start', webEventId: draft._id, viewerId },
      null,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('rate limits of the player’s calls', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ PUBLIC_READ_RATE_LIMIT: '3', PLAYER_EVENT_RATE_LIMIT: '2' });
  });
  afterAll(() => limited.close());

  it('limits the reads per IP, the web event and group reads sharing one bucket', async () => {
    const [show] = await limited.database.db
      .select({ id: webEvents.id, groupId: webEvents.groupId })
      .from(webEvents)
      .where(eq(webEvents.title, 'Spring Lookbook Live'));
    const statuses: number[] = [];
    for (const url of [
      `/api/v2/public/web-events/${show!.id}`,
      `/api/v2/public/web-event-groups/${show!.groupId}`,
      `/api/v2/public/web-events/${show!.id}`,
      `/api/v2/public/web-event-groups/${show!.groupId}`,
    ]) {
      statuses.push((await limited.call({ method: 'GET', url })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await limited.call({
      method: 'GET',
      url: `/api/v2/public/web-events/${show!.id}`,
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits the player events per IP', async () => {
    const [show] = await limited.database.db
      .select({ id: webEvents.id })
      .from(webEvents)
      .where(eq(webEvents.title, 'Spring Lookbook Live'));
    const payload = {
      type: 'heartbeat',
      webEventId: show!.id,
      viewerId: '0190a6d2-2222-7000-8000-000000000001',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await limited.call({ method: 'POST', url: '/api/v2/public/player-events', payload }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('viewers reported from one address', () => {
  let counted: TestApp;
  beforeAll(async () => {
    counted = await createTestApp({ PLAYER_VIEWER_RATE_LIMIT: '3' });
  });
  afterAll(() => counted.close());

  it('counts random viewer ids from one IP as the few viewers they are; known ones report on', async () => {
    const [show] = await counted.database.db
      .select({ id: webEvents.id })
      .from(webEvents)
      .where(eq(webEvents.title, 'Spring Lookbook Live'));
    const report = (
      viewerId: string,
      type: string = 'session-start',
      remoteAddress = '198.51.100.7',
    ) =>
      counted.call({
        method: 'POST',
        url: '/api/v2/public/player-events',
        payload: { type, webEventId: show!.id, viewerId },
        remoteAddress,
      });
    const ids: string[] = Array.from({ length: 30 }, () => randomUUID());
    const statuses: number[] = [];
    for (const viewerId of ids) statuses.push((await report(viewerId)).statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual(Array(27).fill(429));
    const views = await counted.database.db
      .select({ viewerId: webEventViews.viewerId })
      .from(webEventViews)
      .where(eq(webEventViews.webEventId, show!.id));
    expect(views.map((view) => view.viewerId).filter((id) => ids.includes(id))).toHaveLength(3);
    // The viewers already counted go on reporting; another address has its own count.
    for (const type of ['heartbeat', 'session-end', 'session-start']) {
      expect((await report(ids[0]!, type)).statusCode).toBe(202);
    }
    expect((await report(randomUUID(), 'session-start', '198.51.100.8')).statusCode).toBe(202);
  });
});

describe('groups stay with their designer', () => {
  it('stores the group’s designer', async () => {
    const [row] = await t.database.db
      .select()
      .from(webEventGroups)
      .where(eq(webEventGroups.id, groupId));
    expect(row!.designerId).toBe(designerId);
  });
});
