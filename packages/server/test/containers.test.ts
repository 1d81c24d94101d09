import { eq, inArray } from 'drizzle-orm';
import { eventMessages } from '@runway-live/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containers, events, webEvents } from '../src/db/schema';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;
let atelierId: string;

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
  atelierId = await t.idOf('atelier');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, who: DemoKey = 'admin') =>
  t.call({ method, url: `/api/v2/${url}`, payload, token: await t.tokenOf(who) });
const messageOf = (response: { json: () => { message: string } }) => response.json().message;

type Week = {
  _id: string;
  title: string;
  city: string;
  startDate: string;
  endDate: string;
  status: string;
  [key: string]: unknown;
};

let serial = 0;
async function week(changes: Record<string, unknown> = {}, who: DemoKey = 'admin') {
  serial += 1;
  const response = await call(
    'POST',
    'containers',
    {
      title: `Week ${serial}`,
      city: 'New York',
      startDate: '2026-09-10',
      endDate: '2026-09-17',
      ...changes,
    },
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Week;
}

async function eventIn(containerId: string, owner: string, scheduledAt: Date | null = null) {
  serial += 1;
  const [row] = await t.database.db
    .insert(events)
    .values({ designerId: owner, containerId, title: `Show ${serial}`, scheduledAt })
    .returning();
  return row!;
}

describe('writing Fashion Weeks', () => {
  it('admin creates one with calendar dates, answered as they were sent', async () => {
    const created = await week({
      title: '  London Fashion Week ',
      description: 'Live from London',
      city: ' London ',
      status: 'published',
    });
    expect(created).toMatchObject({
      title: 'London Fashion Week',
      description: 'Live from London',
      coverImage: '',
      city: 'London',
      startDate: '2026-09-10',
      endDate: '2026-09-17',
      status: 'published',
    });
    expect(created.createdAt).toMatch(/Z$/);
    const [row] = await t.database.db
      .select()
      .from(containers)
      .where(eq(containers.id, created._id));
    expect([row!.startDate, row!.endDate]).toEqual(['2026-09-10', '2026-09-17']);
  });

  it('staff creates and edits one too', async () => {
    const created = await week({}, 'staff');
    const patched = await call('PATCH', `containers/${created._id}`, { city: 'Milan' }, 'staff');
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.city).toBe('Milan');
  });

  it('refuses an end before the start, on create and on a PATCH of either date', async () => {
    const refused = await call('POST', 'containers', {
      title: 'Backwards',
      city: 'Paris',
      startDate: '2026-09-10',
      endDate: '2026-09-09',
    });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('endDate: The end date must be on or after the start date');

    const created = await week();
    const start = await call('PATCH', `containers/${created._id}`, { startDate: '2026-09-18' });
    expect(start.statusCode).toBe(400);
    expect(messageOf(start)).toBe('startDate: The end date must be on or after the start date');
    const end = await call('PATCH', `containers/${created._id}`, { endDate: '2026-09-01' });
    expect(messageOf(end)).toBe('endDate: The end date must be on or after the start date');
    // Both at once, moving the week later: checked together, so it lands.
    const moved = await call('PATCH', `containers/${created._id}`, {
      startDate: '2026-10-01',
      endDate: '2026-10-03',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-03' });
  });

  it('refuses dates that are no days, a missing title and unstorable text', async () => {
    const bad = async (changes: object) =>
      messageOf(
        await call('POST', 'containers', {
          title: 'Bad',
          city: 'Paris',
          startDate: '2026-09-10',
          endDate: '2026-09-17',
          ...changes,
        }),
      );
    expect(await bad({ startDate: '2026-02-30' })).toBe('startDate: Must be a date (yyyy-MM-dd)');
    expect(await bad({ endDate: '2026-09-17T10:00:00Z' })).toBe(
      'endDate: Must be a date (yyyy-MM-dd)',
    );
    expect(await bad({ title: ' ' })).toBe('title: This field is required');
    expect(await bad({ city: 'Par\u0000is' })).toBe('city: Please remove unsupported characters');
    expect(await bad({ coverImage: '../../etc/passwd' })).toBe(
      'coverImage: Must be an uploaded image',
    );
    expect(await bad({ status: 'live' })).toBe('status: Must be draft, published or archived');
  });

  it('answers 404 for an unknown week', async () => {
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await call('GET', `containers/${unknown}`)).statusCode).toBe(404);
    expect((await call('PATCH', `containers/${unknown}`, { city: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `containers/${unknown}`)).statusCode).toBe(404);
  });

  it('deletes an empty week, and refuses one holding shows with their counts', async () => {
    const empty = await week();
    expect((await call('DELETE', `containers/${empty._id}`)).json()).toEqual({ success: true });
    expect((await call('GET', `containers/${empty._id}`)).statusCode).toBe(404);

    const held = await week();
    await eventIn(held._id, designerId);
    await eventIn(held._id, atelierId);
    await t.database.db
      .insert(webEvents)
      .values({ designerId, containerId: held._id, title: 'Web show' });
    const refused = await call('DELETE', `containers/${held._id}`);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'This Fashion Week holds 2 events and 1 web event, so it cannot be deleted. Move them to another Fashion Week, or archive it instead.',
    );
    // Archived instead, it stays with its shows.
    const archived = await call('PATCH', `containers/${held._id}`, { status: 'archived' });
    expect(archived.json().data.status).toBe('archived');
  });
});

describe('who sees which Fashion Weeks', () => {
  let published: Week;
  let draft: Week;
  let archived: Week;
  beforeAll(async () => {
    published = await week({ title: 'Visibility published', status: 'published' });
    draft = await week({ title: 'Visibility draft' });
    archived = await week({ title: 'Visibility archived', status: 'archived' });
  });
  const titles = async (who: DemoKey, query = 'search=Visibility') =>
    (await call('GET', `containers?${query}`, undefined, who))
      .json()
      .data.items.map((item: Week) => item.title)
      .sort();

  it('admin and staff see every week', async () => {
    const all = ['Visibility archived', 'Visibility draft', 'Visibility published'];
    expect(await titles('admin')).toEqual(all);
    expect(await titles('staff')).toEqual(all);
  });

  it('designers and shoppers see the published ones only', async () => {
    expect(await titles('designer')).toEqual(['Visibility published']);
    expect(await titles('atelier')).toEqual(['Visibility published']);
    expect(await titles('shopper')).toEqual(['Visibility published']);
    expect(await titles('designer', 'search=Visibility&status=draft')).toEqual([]);
    expect(
      (await call('GET', `containers/${published._id}`, undefined, 'designer')).statusCode,
    ).toBe(200);
    for (const hidden of [draft, archived]) {
      expect(
        (await call('GET', `containers/${hidden._id}`, undefined, 'designer')).statusCode,
      ).toBe(404);
    }
  });

  it('a designer cannot put a show in a week they cannot see: the 400 of an unknown id', async () => {
    const unknown = '0190a6d2-0000-7000-8000-000000000000';
    const refusal = async (path: string, method: Method, containerId: string) => {
      const response = await call(method, path, { title: 'Hidden', containerId }, 'designer');
      return `${response.statusCode} ${messageOf(response)}`;
    };
    const unknownAnswer = await refusal('events', 'POST', unknown);
    expect(unknownAnswer).toBe(`400 ${eventMessages.containerUnknown}`);
    const show = (await call('POST', 'events', { title: 'Mine' }, 'designer')).json().data;
    const webShow = (await call('POST', 'web-events', { title: 'Mine' }, 'designer')).json().data;
    for (const hidden of [draft, archived]) {
      expect(await refusal('events', 'POST', hidden._id), hidden.title).toBe(unknownAnswer);
      expect(await refusal('web-events', 'POST', hidden._id), hidden.title).toBe(unknownAnswer);
      expect(await refusal(`events/${show._id}`, 'PATCH', hidden._id)).toBe(unknownAnswer);
      expect(await refusal(`web-events/${webShow._id}`, 'PATCH', hidden._id)).toBe(unknownAnswer);
    }
    const held = async (table: typeof events | typeof webEvents) =>
      (
        await t.database.db
          .select({ id: table.id })
          .from(table)
          .where(inArray(table.containerId, [draft._id, archived._id]))
      ).length;
    expect(await held(events)).toBe(0);
    expect(await held(webEvents)).toBe(0);
    // A published week takes shows; admin and staff may use every week.
    const taken = await call(
      'POST',
      'events',
      { title: 'In', containerId: published._id },
      'designer',
    );
    expect(taken.statusCode).toBe(201);
    const byAdmin = await call('POST', 'events', {
      title: 'In',
      containerId: draft._id,
      designerId,
    });
    expect(byAdmin.statusCode).toBe(201);
    // A show already in a week that is archived since keeps it when it is saved again.
    const kept = await call(
      'PATCH',
      `events/${byAdmin.json().data._id}`,
      { title: 'Renamed', containerId: draft._id },
      'designer',
    );
    expect(kept.statusCode).toBe(200);
  });

  it('designers cannot write weeks', async () => {
    const create = await call(
      'POST',
      'containers',
      { title: 'Mine', city: 'Paris', startDate: '2026-01-01', endDate: '2026-01-02' },
      'designer',
    );
    expect(create.statusCode).toBe(403);
    const patch = await call('PATCH', `containers/${published._id}`, { city: 'X' }, 'designer');
    expect(patch.statusCode).toBe(403);
  });

  it('admin filters by status', async () => {
    expect(await titles('admin', 'search=Visibility&status=draft')).toEqual(['Visibility draft']);
  });
});

describe('the Fashion Weeks list', () => {
  it('filters by a date range: the weeks with a day in it', async () => {
    const tag = 'Range';
    await week({ title: `${tag} August`, startDate: '2031-08-01', endDate: '2031-08-07' });
    await week({ title: `${tag} straddling`, startDate: '2031-08-30', endDate: '2031-09-03' });
    await week({ title: `${tag} September`, startDate: '2031-09-10', endDate: '2031-09-17' });
    const titles = async (query: string) =>
      (await call('GET', `containers?search=${tag}&${query}`))
        .json()
        .data.items.map((item: Week) => item.title);
    // Sorted by start date, latest first.
    expect(await titles('from=2031-09-01&to=2031-09-30')).toEqual([
      `${tag} September`,
      `${tag} straddling`,
    ]);
    expect(await titles('to=2031-08-30')).toEqual([`${tag} straddling`, `${tag} August`]);
    expect(await titles('from=2031-09-04&sort=startDate:asc')).toEqual([`${tag} September`]);
    const bad = await call('GET', 'containers?from=2031-13-01');
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('from: Must be a date (yyyy-MM-dd)');
  });

  it('searches the city', async () => {
    await week({ title: 'Nordic week', city: 'Copenhagen' });
    const found = (await call('GET', 'containers?search=copenhag')).json().data;
    expect(found.items.map((item: Week) => item.title)).toEqual(['Nordic week']);
    expect(found.total).toBe(1);
  });
});

describe("a Fashion Week's events and web events", () => {
  it('a designer sees their own shows in a published week; admin and staff every one', async () => {
    const published = await week({ status: 'published' });
    const own = await eventIn(published._id, designerId, new Date('2026-09-12T23:00:00Z'));
    const later = await eventIn(published._id, designerId, new Date('2026-09-15T23:00:00Z'));
    const other = await eventIn(published._id, atelierId, new Date('2026-09-11T18:00:00Z'));
    const undated = await eventIn(published._id, atelierId);
    const ids = async (who: DemoKey, query = '') =>
      (await call('GET', `containers/${published._id}/events${query}`, undefined, who))
        .json()
        .data.items.map((item: { _id: string }) => item._id);
    expect(await ids('admin')).toEqual([other.id, own.id, later.id, undated.id]);
    expect(await ids('staff')).toEqual([other.id, own.id, later.id, undated.id]);
    expect(await ids('designer')).toEqual([own.id, later.id]);
    expect(await ids('atelier')).toEqual([other.id, undated.id]);
    expect(await ids('admin', '?sort=scheduledAt:desc&limit=2')).toEqual([undated.id, later.id]);

    const item = (
      await call('GET', `containers/${published._id}/events`, undefined, 'designer')
    ).json().data.items[0];
    expect(item).toMatchObject({
      _id: own.id,
      designerId,
      designerBrand: 'Maison Lumière',
      containerId: published._id,
      title: own.title,
      scheduledAt: '2026-09-12T23:00:00.000Z',
      durationMinutes: 60,
      status: 'draft',
    });
  });

  it('lists web events the same way, empty until there are some', async () => {
    const published = await week({ status: 'published' });
    const empty = (await call('GET', `containers/${published._id}/web-events`)).json().data;
    expect(empty).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    await t.database.db
      .insert(webEvents)
      .values({ designerId: atelierId, containerId: published._id, title: 'Atelier web show' });
    const listed = async (who: DemoKey) =>
      (await call('GET', `containers/${published._id}/web-events`, undefined, who)).json().data
        .total;
    expect(await listed('admin')).toBe(1);
    expect(await listed('atelier')).toBe(1);
    expect(await listed('designer')).toBe(0);
  });

  it("a draft week's shows are a 404 to designers", async () => {
    const draft = await week();
    await eventIn(draft._id, designerId);
    const response = await call('GET', `containers/${draft._id}/events`, undefined, 'designer');
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `containers/${draft._id}/events`)).json().data.total).toBe(1);
  });
});

/**
 * Races: they prove something in the server:postgres project only (PGlite runs one
 * transaction at a time, so there the writes cannot interleave).
 */
describe('concurrent writes to one Fashion Week', () => {
  const ROUNDS = 10;

  it('three concurrent PATCHes of different fields all land, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await week();
      const answers = await Promise.all([
        call('PATCH', `containers/${created._id}`, { title: `Title ${round}` }),
        call('PATCH', `containers/${created._id}`, { city: `City ${round}` }, 'staff'),
        call('PATCH', `containers/${created._id}`, { description: `About ${round}` }),
        call('PATCH', `containers/${created._id}`, { status: 'published' }, 'staff'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const stored = (await call('GET', `containers/${created._id}`)).json().data;
      expect(stored, `round ${round}`).toMatchObject({
        title: `Title ${round}`,
        city: `City ${round}`,
        description: `About ${round}`,
        status: 'published',
      });
    }
  });

  it('a start moved later and an end moved earlier at once never leave the end first', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // 10th–17th: the start alone to the 15th is fine, the end alone to the 12th is fine;
      // both would put the end before the start, so one of them is refused.
      const created = await week();
      const answers = await Promise.all([
        call('PATCH', `containers/${created._id}`, { startDate: '2026-09-15' }),
        call('PATCH', `containers/${created._id}`, { endDate: '2026-09-12' }, 'staff'),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 400]);
      const stored = (await call('GET', `containers/${created._id}`)).json().data as Week;
      expect(stored.endDate >= stored.startDate, `round ${round}`).toBe(true);
    }
  });

  it('an event added to a week while it is deleted: never an event without its week', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await week();
      const [added, removed] = await Promise.allSettled([
        eventIn(created._id, designerId),
        call('DELETE', `containers/${created._id}`),
      ]);
      const deleted = removed.status === 'fulfilled' && removed.value.statusCode === 200;
      if (deleted) {
        // The event came after the delete: its week was gone, so it was refused.
        expect(added.status, `round ${round}`).toBe('rejected');
      } else {
        expect(added.status, `round ${round}`).toBe('fulfilled');
        expect(removed.status === 'fulfilled' && removed.value.statusCode).toBe(409);
      }
      const orphans = await t.database.db
        .select()
        .from(events)
        .where(eq(events.title, `Show ${serial}`));
      expect(
        orphans.every((row) => row.containerId !== null),
        `round ${round}`,
      ).toBe(true);
    }
  });
});

describe('the demo seed', () => {
  const SEEDED = ['New York Fashion Week', 'Paris Fashion Week'];
  it('has a published New York Fashion Week holding the designer’s coming show, and a draft one', async () => {
    const seeded = async (who: DemoKey) =>
      (await call('GET', 'containers?search=Fashion%20Week&limit=100', undefined, who))
        .json()
        // The seed's two (a test above adds a London one).
        .data.items.filter((item: Week) => SEEDED.includes(item.title))
        .map((item: Week) => `${item.title} (${item.status})`)
        .sort();
    expect(await seeded('admin')).toEqual([
      'New York Fashion Week (published)',
      'Paris Fashion Week (draft)',
    ]);
    expect(await seeded('designer')).toEqual(['New York Fashion Week (published)']);
    const [newYork] = await t.database.db
      .select()
      .from(containers)
      .where(eq(containers.title, 'New York Fashion Week'));
    const shows = (await call('GET', `containers/${newYork!.id}/events`, undefined, 'designer'))
      .json()
      .data.items.map((item: { title: string; scheduledAt: string }) => item);
    expect(shows.map((show: { title: string }) => show.title)).toEqual(['Spring Runway Live']);
    const day = (shows[0] as { scheduledAt: string }).scheduledAt.slice(0, 10);
    expect(day >= newYork!.startDate && day <= newYork!.endDate).toBe(true);
  });
});
