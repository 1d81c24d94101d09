import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { colors } from '../src/db/schema';
import type { ColorListFilter } from '@runway-live/domain/api';
import {
  cappedTotal,
  containing,
  LIST_COUNT_CAP,
  LIST_SEARCH_COUNT_CAP,
  listConditions,
  listPage,
  listSpec,
} from '../src/lists/listPage';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

/**
 * The list helper (src/lists/listPage.ts) through one of its resources, GET /api/v2/colors:
 * page bounds, the sort whitelist and search. The seed holds 39 colours.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(colors).values([
    { name: 'Rose 100%', hex: '#FF0080' },
    { name: 'Rose_gold', hex: '#B76E79' },
  ]);
});
afterAll(() => t.close());

const list = async (query: string) =>
  t.call({ method: 'GET', url: `/api/v2/colors${query}`, token: await t.tokenOf('designer') });
const namesOf = (body: { data: { items: { name: string }[] } }) =>
  body.data.items.map((item) => item.name);

describe('the list helper', () => {
  it('answers the first 20 in the default order, with the total', async () => {
    const body = (await list('')).json();
    expect(body.data).toMatchObject({ total: 41, page: 1, limit: 20 });
    expect(namesOf(body)).toHaveLength(20);
    expect(namesOf(body).slice(0, 3)).toEqual(['Animal', 'Beige', 'Black']);
  });

  it('pages without repeating or skipping a row, and answers an empty page past the end', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3, 4, 5]) {
      const body = (await list(`?page=${page}&limit=10&sort=name:desc`)).json();
      expect(body.data).toMatchObject({ total: 41, page, limit: 10 });
      seen.push(...namesOf(body));
    }
    expect(seen).toHaveLength(41);
    expect(new Set(seen).size).toBe(41);
    expect(seen).toEqual([...seen].sort().reverse());
    const beyond = (await list('?page=6&limit=10')).json();
    expect(beyond.data).toEqual({ items: [], total: 41, page: 6, limit: 10 });
    expect((await list('?limit=100')).json().data.items).toHaveLength(41);
  });

  it('counts the matching rows on a page past the end too, with a search or without', async () => {
    const beyond = (await list('?page=4&limit=20&sort=hex:desc')).json();
    expect(beyond.data).toEqual({ items: [], total: 41, page: 4, limit: 20 });
    const searched = (await list('?search=rose&page=2&limit=1')).json();
    expect(searched.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(namesOf(searched)).toEqual(['Rose_gold']);
    const searchedBeyond = (await list('?search=rose&page=3&limit=1')).json();
    expect(searchedBeyond.data).toEqual({ items: [], total: 2, page: 3, limit: 1 });
  });

  it('reads what changed since the last call: a list statement is prepared, never its answer', async () => {
    const before = (await list('?limit=5&sort=name:asc')).json();
    await t.database.db.insert(colors).values({ name: 'Aaa first', hex: '#000001' });
    const after = (await list('?limit=5&sort=name:asc')).json();
    expect(after.data.total).toBe(before.data.total + 1);
    expect(namesOf(after)[0]).toBe('Aaa first');
    const secondPage = (await list('?limit=5&page=2&sort=name:asc')).json();
    expect(secondPage.data).toMatchObject({ total: before.data.total + 1, page: 2 });
    expect(namesOf(secondPage)[0]).toBe(namesOf(before)[4]);
    await t.database.db.delete(colors).where(eq(colors.name, 'Aaa first'));
    expect((await list('?limit=5&sort=name:asc')).json().data.total).toBe(before.data.total);
  });

  it('refuses a page under 1, a limit outside 1..100 and an unknown sort field with 400', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page: Must be at least 1'],
      ['?page=1.5', 'page: Must be a whole number'],
      ['?limit=0', 'limit: Must be at least 1'],
      ['?limit=101', 'limit: Must be at most 100'],
      ['?page=two', 'page: Must be a number'],
      ['?sort=id:asc', 'sort: Must sort by one of name, hex, createdAt'],
      ['?sort=name', 'sort: Must be field:asc or field:desc'],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('searches its columns case-insensitively, taking % and _ literally', async () => {
    expect(namesOf((await list('?search=ROSE')).json())).toEqual(['Rose 100%', 'Rose_gold']);
    expect(namesOf((await list('?search=0%25')).json())).toEqual(['Rose 100%']);
    expect(namesOf((await list('?search=e_g')).json())).toEqual(['Rose_gold']);
    expect(namesOf((await list('?search=%23ff0080')).json())).toEqual(['Rose 100%']);
    const none = (await list('?search=_%25_')).json();
    expect(none.data).toMatchObject({ items: [], total: 0 });
  });
});

describe('containing', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containing('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  describe('identical calls arriving together', () => {
    afterEach(() => vi.restoreAllMocks());

    it('share one query and answer each the same page, including a colour added just before', async () => {
      await t.database.db.insert(colors).values({ name: 'Batch Teal', hex: '#008080' });
      const token = await t.tokenOf('designer');
      const pglite = vi.spyOn(PGlite.prototype, 'query');
      const pool = vi.spyOn(pg.Pool.prototype, 'query');
      const call = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/v2/colors?limit=100',
          headers: {
            api_key: TEST_API_KEY,
            'x-envelope': 'off',
            authorization: `Bearer ${token}`,
          },
        });
      const answers = await Promise.all([call(), call(), call()]);
      // One session check and one page for the three of them.
      expect(pglite.mock.calls.length + pool.mock.calls.length).toBe(2);
      const bodies = answers.map((answer) => answer.body);
      expect(new Set(bodies).size).toBe(1);
      const body = answers[0]!.json();
      expect(body.data.total).toBe(42);
      expect(namesOf(body)).toContain('Batch Teal');
      await t.database.db.delete(colors).where(eq(colors.name, 'Batch Teal'));
      expect((await list('?limit=100')).json().data.total).toBe(41);
    });
  });
  describe('reference data kept in memory while its version holds (decision 0010)', () => {
    afterEach(() => vi.restoreAllMocks());

    const queriesFrom = () => {
      const pglite = vi.spyOn(PGlite.prototype, 'query');
      const pool = vi.spyOn(pg.Pool.prototype, 'query');
      return () => pglite.mock.calls.length + pool.mock.calls.length;
    };

    it('answers the same page again with the session check as its only query', async () => {
      await list('?limit=15');
      const queries = queriesFrom();
      const again = await list('?limit=15');
      expect(again.statusCode).toBe(200);
      expect(namesOf(again.json())).toHaveLength(15);
      // t.call sends the mail outbox too: count the queries of the list call alone.
      const token = await t.tokenOf('designer');
      const before = queries();
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/colors?limit=15',
        headers: { api_key: TEST_API_KEY, 'x-envelope': 'off', authorization: `Bearer ${token}` },
      });
      expect(queries() - before).toBe(1);
    });

    it('answers with a colour written straight into the table, as another server would', async () => {
      const before = (await list('?limit=100')).json().data.total;
      await t.database.db.insert(colors).values({ name: 'Kept Ochre', hex: '#CC7722' });
      const after = (await list('?limit=100')).json();
      expect(after.data.total).toBe(before + 1);
      expect(namesOf(after)).toContain('Kept Ochre');
      await t.database.db
        .update(colors)
        .set({ hex: '#CC7723' })
        .where(eq(colors.name, 'Kept Ochre'));
      const renamed = (await list('?limit=100')).json().data.items;
      expect(renamed.find((item: { name: string }) => item.name === 'Kept Ochre').hex).toBe(
        '#CC7723',
      );
      await t.database.db.delete(colors).where(eq(colors.name, 'Kept Ochre'));
      expect((await list('?limit=100')).json().data.total).toBe(before);
    });

    it('answers with a colour written where triggers are off by default (replication, restores)', async () => {
      const before = (await list('?limit=100')).json().data.total;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.insert(colors).values({ name: 'Replica Umber', hex: '#635147' });
      });
      expect((await list('?limit=100')).json().data.total).toBe(before + 1);
      await t.database.db.delete(colors).where(eq(colors.name, 'Replica Umber'));
    });

    it('answers with a colour an admin adds through the API at once', async () => {
      const admin = await t.tokenOf('admin');
      const before = (await list('?limit=100')).json().data.total;
      const created = await t.call({
        method: 'POST',
        url: '/api/v2/colors',
        token: admin,
        payload: { name: 'Kept Slate', hex: '#708090' },
      });
      expect(created.statusCode).toBe(201);
      expect((await list('?limit=100')).json().data.total).toBe(before + 1);
      const id = created.json().data._id;
      expect(
        (await t.call({ method: 'DELETE', url: `/api/v2/colors/${id}`, token: admin })).statusCode,
      ).toBe(200);
      expect((await list('?limit=100')).json().data.total).toBe(before);
    });
  });
});

/** The colours as a list of the test's own, each row presented by `present`. */
const colourRows = listSpec<ColorListFilter>()({
  sortColumns: { name: colors.name, hex: colors.hex, createdAt: colors.createdAt },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: colors.id,
  searchColumns: [colors.name],
  filters: {},
  rows: (db, total) => db.select({ row: colors, total }).from(colors).$dynamic(),
  present: ({ row }) => row,
});
type ColourRow = typeof colors.$inferSelect;
const colourList = <Item>(
  present: (colour: ColourRow) => Item,
  more: { countCap?: number } = {},
) => ({ ...colourRows, present: ({ row }: { row: ColourRow }) => present(row), ...more });

describe('a list presented two ways', () => {
  it('never answers one presentation with a page another presented', async () => {
    const { db } = t.database;
    const staffView = colourList((colour) => ({ name: colour.name, hex: colour.hex }));
    // The same list, hiding a field (as a view by role would): a spec of its own.
    const narrowView = {
      ...staffView,
      present: ({ row }: { row: { name: string } }) => ({ name: row.name }),
    };
    const query = { page: 1, limit: 5, search: '' };
    // Read in one turn, and again from what reference data keeps for the version.
    for (const round of [1, 2]) {
      const [full, narrow] = await Promise.all([
        listPage(db, staffView, query, { referenceVersion: 7 }),
        listPage(db, narrowView, query, { referenceVersion: 7 }),
      ]);
      expect(Object.keys(full.items[0]!), `round ${round}`).toEqual(['name', 'hex']);
      expect(narrow.items[0], `round ${round}`).toEqual({ name: 'Animal' });
    }
  });
});

describe('kept pages of reference data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drop the least recently read page when full, not the first one read', async () => {
    const { db } = t.database;
    const spec = colourList((colour) => colour.name);
    const read = (limit: number) =>
      listPage(db, spec, { page: 1, limit, search: '' }, { referenceVersion: 11 });
    // 64 pages are kept per list and order: fill them, then read the first one again.
    for (let limit = 1; limit <= 64; limit++) await read(limit);
    const pglite = vi.spyOn(PGlite.prototype, 'query');
    const pool = vi.spyOn(pg.Pool.prototype, 'query');
    const queries = () => pglite.mock.calls.length + pool.mock.calls.length;
    await read(1);
    expect(queries()).toBe(0);
    await read(65); // a 65th page: one kept page must go
    expect(queries()).toBe(1);
    await read(1);
    expect(queries()).toBe(1);
    await read(2); // the least recently read one went
    expect(queries()).toBe(2);
  });
});

describe('a total counted up to the cap (decision 0038)', () => {
  // The 41 colours (and the two added above) under a cap of 10 rows past the page's first.
  const spec = colourList((colour) => colour.name, { countCap: 10 });
  const uncapped = { ...spec, countCap: undefined };
  const read = (query: { page: number; limit: number; search?: string }) =>
    listPage(t.database.db, spec, { search: '', ...query });

  it('answers "more than" offset + cap when more rows match, without a search and with one', async () => {
    const first = await read({ page: 1, limit: 5 });
    expect(first).toMatchObject({ total: 10, totalCapped: true, page: 1, limit: 5 });
    expect(first.items).toHaveLength(5);
    // Page 3 starts at row 10: it counts up to row 20.
    expect(await read({ page: 3, limit: 5 })).toMatchObject({ total: 20, totalCapped: true });
    const searched = await read({ page: 1, limit: 5, search: 'e' });
    expect(searched).toMatchObject({ total: 10, totalCapped: true });
  });

  it('answers the exact total when no more than offset + cap rows match', async () => {
    // The same list counting as far as the default cap: every colour.
    const all = await listPage(t.database.db, uncapped, { page: 1, limit: 100, search: '' });
    const exact = all.total;
    expect(all.totalCapped).toBeUndefined();
    expect(all.items).toHaveLength(exact);
    expect(exact).toBeGreaterThan(40);
    const last = await read({ page: Math.ceil(exact / 5), limit: 5 });
    expect(last.total).toBe(exact);
    expect('totalCapped' in last).toBe(false);
    const rose = await read({ page: 1, limit: 5, search: 'rose' });
    expect(rose).toEqual({ items: ['Rose 100%', 'Rose_gold'], total: 2, page: 1, limit: 5 });
  });

  it('counts up to the cap on a page past the end too', async () => {
    const all = (await listPage(t.database.db, uncapped, { page: 1, limit: 100, search: '' }))
      .total;
    expect(await read({ page: 100, limit: 5 })).toEqual({
      items: [],
      total: all,
      page: 100,
      limit: 5,
    });
  });

  it('counts 10 000 rows past the page’s first by default', () => {
    expect(LIST_COUNT_CAP).toBe(10_000);
    expect(cappedTotal(10_000, 0)).toEqual({ total: 10_000 });
    expect(cappedTotal(10_001, 0)).toEqual({ total: 10_000, totalCapped: true });
    expect(cappedTotal(10_021, 20)).toEqual({ total: 10_020, totalCapped: true });
    expect(cappedTotal(7, 20)).toEqual({ total: 7 });
  });
});

describe('a search at catalogue scale (decision 0038)', () => {
  const spec = colourList((colour) => colour.name);
  const bulk = Array.from({ length: LIST_SEARCH_COUNT_CAP + 5 }, (_, n) => ({
    name: `Bulk shade ${n}`,
    hex: `#${n.toString(16).padStart(6, '0')}`,
  }));
  beforeAll(async () => {
    await t.database.db.insert(colors).values(bulk);
  });
  afterAll(async () => {
    await t.database.db.delete(colors).where(sql`${colors.name} like 'Bulk shade %'`);
  });

  it('counts at most 1 000 matches past the page’s first, where a list without a search counts 10 000', async () => {
    const read = (search: string, page = 1) =>
      listPage(t.database.db, spec, { page, limit: 20, search });
    expect(await read('bulk shade')).toMatchObject({
      total: LIST_SEARCH_COUNT_CAP,
      totalCapped: true,
    });
    // Page 3 counts 1 000 past its own first row (row 40): all 1 005 are seen, exactly.
    const third = await read('bulk shade', 3);
    expect(third.total).toBe(bulk.length);
    expect(third.totalCapped).toBeUndefined();
    // Without a search the same rows are all counted.
    const all = await read('');
    expect(all.totalCapped).toBeUndefined();
    expect(all.total).toBeGreaterThan(bulk.length);
    // A search matching fewer is exact.
    // (100, and 1 000 to 1 004.)
    expect(await read('bulk shade 100')).toMatchObject({ total: 6 });
  });

  it('reads an owner’s own rows: the same matches, from a condition no trigram index serves', async () => {
    const { db } = t.database;
    const query = { page: 1, limit: 100, search: 'ROSE_' };
    const indexed = listConditions(spec, query);
    const ownRows = listConditions(spec, query, { ownRows: true });
    const names = async (where: typeof indexed) =>
      (await db.select({ name: colors.name }).from(colors).where(where)).map((row) => row.name);
    expect(await names(ownRows)).toEqual(await names(indexed));
    expect(await names(ownRows)).toEqual(['Rose_gold']);
    const text = (where: typeof indexed) => db.select().from(colors).where(where).toSQL().sql;
    expect(text(indexed)).toContain('"name" ilike');
    expect(text(ownRows)).toContain(`("colors"."name" || '') ilike`);
  });
});
