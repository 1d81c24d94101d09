import {
  and,
  asc,
  desc,
  eq,
  ilike,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { ListPage, ListQuery, SortDirection } from '@runway-live/domain/api';
import { batchLoader } from '../auth/batchLoader';
import { statementName, type Database } from '../db/client';
import { readLayers } from '../resources/readLayers';
import { share } from '../resources/answers';

/** `%` and `_` typed by a person are looked for literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The resource's own filters: what its list query holds beyond page, limit, search, sort. */
type FiltersOf<Query extends ListQuery> = Omit<Query, keyof ListQuery>;
type SortFieldOf<Query extends ListQuery> = NonNullable<Query['sort']>['field'];

/** The select a list reads: its rows, each carrying the `total` column it is given. */
type ListSelect = PgSelect & { _: { result: { total: number }[] } };
type RowOf<Rows extends ListSelect> = Rows['_']['result'][number];

/**
 * How one resource is listed. The domain's list query schema has already refused unknown
 * sort fields, a limit over 100 and malformed filters (400); this turns what it parsed into
 * SQL, and its rows into the items a page answers.
 *
 * `rows` and `present` belong to the list, not to a call: the prepared statement and the
 * pages that identical calls share and reference data keeps are made from them once per
 * spec, so a view that differs (by role, say) is a spec of its own, never a `present`
 * handed in by one caller and answered to another.
 */
export type ListSpec<
  Query extends ListQuery,
  Rows extends ListSelect = ListSelect,
  Item = unknown,
> = {
  /** The column of each sort field the schema allows. */
  sortColumns: Record<SortFieldOf<Query>, AnyColumn | SQL>;
  /** The order when the caller names none. */
  defaultSort: { field: SortFieldOf<Query>; direction: SortDirection };
  /**
   * An order that, for some queries, comes before `defaultSort` when the caller names none
   * (a look's products in the look's order); null to use `defaultSort`.
   */
  defaultOrder?: (query: Query) => SQL[] | null;
  /** A unique column, last in every order, so pages never repeat or skip a row. */
  tieBreaker: AnyColumn;
  /** The columns `search` looks in, case-insensitively. */
  searchColumns: readonly (AnyColumn | SQL)[];
  /** Each filter as a condition, given its parsed value (left-out filters are skipped). */
  filters: {
    [Name in keyof FiltersOf<Query>]-?: (value: NonNullable<FiltersOf<Query>[Name]>) => SQL;
  };
  /**
   * The items with the `total` column it is given (columns, FROM and joins, made
   * `$dynamic()`): `(db, total) => db.select({ row: table, total }).from(table).$dynamic()`.
   */
  rows: (db: Database, total: SQL<number>) => Rows;
  /** One row as the API answers it. */
  present: (row: RowOf<Rows>) => Item;
  /**
   * How many rows past the page's first the total counts before it stops (decision 0038):
   * LIST_COUNT_CAP unless a list counts further or less.
   */
  countCap?: number;
  /**
   * An owner's search reads the owner's own rows, not the search columns' trigram index
   * (decision 0038): a designer has hundreds or thousands of rows, while the index, built
   * over the whole marketplace, makes a bitmap from long posting lists whenever the words
   * share common trigrams (a product code's `bn-`, `000`).
   */
  ownerSearchReadsRows?: boolean;
};

/**
 * How many matching rows a list counts past its page's first row (decision 0038): up to
 * there the total is exact; past it the page answers `total` = offset + the cap and
 * `totalCapped: true` ("more than total"), so a first page never counts more than 10 000
 * rows however many match.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * A search counts at most this many matches past its page's first (decision 0038): its
 * trigram bitmap is built whole, and every match counted is a row read from the table, so
 * a search of common words ("satin wrap": 8 334 of 1 000 000 products) spent most of its
 * time counting matches no one pages through. Past it: "more than 1 000".
 */
export const LIST_SEARCH_COUNT_CAP = 1_000;

/**
 * The total a page answers, given the rows its count saw (at most offset + cap + 1): exact
 * when they are no more than offset + cap, else that bound and `totalCapped`.
 */
export function cappedTotal(
  counted: number,
  offset: number,
  cap: number = LIST_COUNT_CAP,
): Pick<ListPage<unknown>, 'total' | 'totalCapped'> {
  const bound = offset + cap;
  return counted > bound ? { total: bound, totalCapped: true } : { total: counted };
}

/**
 * A list's spec, its row and item types inferred from `rows` and `present`:
 * `listSpec<ColorListFilter>()({ … })`.
 */
export function listSpec<Query extends ListQuery>() {
  return <Rows extends ListSelect, Item>(spec: ListSpec<Query, Rows, Item>) => spec;
}

/**
 * The WHERE of a list query: its search and filters, AND-ed; undefined when none. With
 * `ownRows`, the search is written so that no index on its columns can serve it, and the
 * owner's rows are read instead (`ownerSearchReadsRows`): `column || ''` is the column's
 * text, but not the expression the trigram index holds.
 */
export function listConditions<Query extends ListQuery>(
  spec: Pick<ListSpec<Query>, 'filters' | 'searchColumns'>,
  query: Query,
  { ownRows = false }: { ownRows?: boolean } = {},
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [name, toCondition] of Object.entries(spec.filters) as [
    string,
    (value: unknown) => SQL,
  ][]) {
    const value = (query as Record<string, unknown>)[name];
    if (value !== undefined && value !== null) conditions.push(toCondition(value));
  }
  if (query.search && spec.searchColumns.length > 0) {
    const pattern = containing(query.search);
    const searched = (column: AnyColumn | SQL) => (ownRows ? sql`(${column} || '')` : column);
    conditions.push(or(...spec.searchColumns.map((column) => ilike(searched(column), pattern)))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The ORDER BY of a list query: the asked (or default) sort, then the tie-breaker. */
export function listOrder<Query extends ListQuery>(
  spec: Pick<ListSpec<Query>, 'sortColumns' | 'defaultSort' | 'defaultOrder' | 'tieBreaker'>,
  query: Query,
): SQL[] {
  const special = query.sort ? null : (spec.defaultOrder?.(query) ?? null);
  if (special) return [...special, asc(spec.tieBreaker)];
  const sort = query.sort ?? spec.defaultSort;
  const column = spec.sortColumns[sort.field as SortFieldOf<Query>];
  return [(sort.direction === 'asc' ? asc : desc)(column), asc(spec.tieBreaker)];
}

/**
 * The number of rows the WHERE matches, up to `upTo` (the page's offset + the count cap +
 * 1, decision 0038), on every row of the page: a scalar subquery over the list's own select
 * (its FROM and joins, unordered), `(select count(*) from (… limit upTo) as matching)`.
 * PostgreSQL runs it once per query (an InitPlan), as an index-only count where it can,
 * stopping at `upTo`, and the page itself stays a top-N walk of the order's index, where
 * `count(*) over ()` read every matching row before the LIMIT (bench/catalogue/README.md).
 */
function matchingRows(
  rows: (total: SQL<number>) => ListSelect,
  where: SQL | undefined,
  upTo: number | Placeholder,
): SQL<number> {
  const matching = rows(sql<number>`0`)
    .where(where)
    .limit(upTo);
  return sql<number>`(select count(*) from (${matching}) as matching)`.mapWith(Number);
}

/**
 * A list's statement for one order and ownership (all rows, or one designer's as a
 * parameter), prepared once per database and spec for the calls with no search and no
 * filter: the page of rows and the total in one round trip, parsed once per connection.
 * Identical calls read in one turn of the event loop share one execution and one page
 * (auth/batchLoader.ts, resources/answers.ts): it starts after each of them arrived,
 * so each still sees every write committed before it. Other calls build their query each
 * time.
 */
type PreparedList = {
  /** The page at `${limit}:${offset}`, read once for the identical calls of a turn. */
  read: (key: string) => Promise<ListPage<unknown> | undefined>;
  /** Pages of reference data, with the reference data's version they are fresh for. */
  kept: LRUCache<string, { version: number; page: ListPage<unknown> }>;
};
const preparedLists = new WeakMap<object, WeakMap<object, Map<string, PreparedList>>>();
let preparedCount = 0;
/** Pages kept per list and order, the least recently read going first: a console asks few. */
const KEPT_PAGES = 64;
/** Every page kept: the same frozen object answers every caller while its version holds. */
const keptPages = new WeakSet<object>();

/** Whether `page` is a kept page of reference data, answered alike to every caller. */
export function isKeptPage(page: unknown): boolean {
  return typeof page === 'object' && page !== null && keptPages.has(page);
}

function preparedFor(
  db: object,
  spec: object,
  key: string,
  build: () => PreparedList['read'],
): PreparedList {
  let bySpec = preparedLists.get(db);
  if (!bySpec) preparedLists.set(db, (bySpec = new WeakMap()));
  let byKey = bySpec.get(spec);
  if (!byKey) bySpec.set(spec, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) {
    byKey.set(key, (prepared = { read: build(), kept: new LRUCache({ max: KEPT_PAGES }) }));
  }
  return prepared;
}

/**
 * One page of a resource in ONE query: the spec's `rows` selects the items (columns, FROM
 * and joins, made `$dynamic()`) with the `total` column it is given (matchingRows: a count
 * subquery), so every row carries the number of rows that match, counted up to the cap
 * past the page's first (cappedTotal, decision 0038). A page past the end has
 * no row to carry it; only then a second query (the first row of the same select) reads
 * the total.
 */
export async function listPage<Query extends ListQuery, Rows extends ListSelect, Item>(
  db: Database,
  spec: ListSpec<Query, Rows, Item>,
  query: Query,
  call: {
    /**
     * Ownership (resources/ownership.ts): only the rows whose `column` is `id` (a designer's
     * own), or every row when `id` is null (admin and staff). A parameter of the prepared
     * statement, so a designer's list is not built again on every call.
     */
    owner?: { column: AnyColumn; id: string | null };
    /** Any other condition every row must meet besides the query's. */
    scope?: SQL | undefined;
    /**
     * Reference data only (size charts, categories, colours): the reference data's version
     * the caller's session check read (`request.referenceVersion`). A page read after that
     * version was read is kept, and answered again while callers read the same version
     * (decision 0010).
     */
    referenceVersion?: number | null;
  } = {},
): Promise<ListPage<Item>> {
  const rows = (total: SQL<number>) => spec.rows(db, total);
  const ownerId = call.owner?.id ?? null;
  const conditions = listConditions(spec, query, {
    ownRows: spec.ownerSearchReadsRows === true && ownerId !== null,
  });
  const where = and(
    call.scope,
    call.owner && ownerId !== null ? eq(call.owner.column, ownerId) : undefined,
    conditions,
  );
  const offset = (query.page - 1) * query.limit;
  const cap = Math.min(
    spec.countCap ?? LIST_COUNT_CAP,
    query.search ? LIST_SEARCH_COUNT_CAP : Infinity,
  );
  const upTo = offset + cap + 1;
  const prepared = !conditions && !call.scope;
  if (prepared) {
    const sort = query.sort ?? spec.defaultSort;
    const owned = ownerId !== null;
    // The statement, and how its rows are presented, are the spec's: one per list.
    const list = preparedFor(db, spec, `${sort.field}:${sort.direction}:${owned}`, () => {
      const ownedRows = owned ? eq(call.owner!.column, sql.placeholder('owner')) : undefined;
      const statement = rows(matchingRows(rows, ownedRows, sql.placeholder('upTo')))
        .where(ownedRows)
        .orderBy(...listOrder(spec, query))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(statementName(db, `list_page_${++preparedCount}`));
      return batchLoader(async (keys: string[]) => {
        const read = keys.map(async (key): Promise<[string, ListPage<unknown>]> => {
          const [limitText = '1', offsetText = '0', owner = ''] = key.split(':');
          const limit = Number(limitText);
          const offset = Number(offsetText);
          const upTo = offset + cap + 1;
          const found = (await statement.execute({ limit, offset, owner, upTo })) as RowOf<Rows>[];
          const items = found.map((row) => spec.present(row));
          const total = cappedTotal(found[0]?.total ?? 0, offset, cap);
          return [key, share({ items, ...total, page: offset / limit + 1, limit })];
        });
        return new Map(await Promise.all(read));
      });
    });
    const key = `${query.limit}:${offset}:${ownerId ?? ''}`;
    const version = readLayers.keptPages ? (call.referenceVersion ?? null) : null;
    // Only reference data carries a version: no other list looks in the kept pages.
    const kept = version === null ? undefined : list.kept.get(key);
    if (kept?.version === version) return kept.page as ListPage<Item>;
    const page = (await list.read(key)) as ListPage<Item>;
    if (page.items.length > 0 || offset === 0) {
      // Read after `version` was read: fresh for it (and perhaps fresher).
      if (version !== null) {
        list.kept.set(key, { version, page });
        keptPages.add(page);
      }
      return page;
    }
  }
  // A page past the end on the prepared path has no row to carry the total either.
  const found = prepared
    ? []
    : ((await rows(matchingRows(rows, where, upTo))
        .where(where)
        .orderBy(...listOrder(spec, query))
        .limit(query.limit)
        .offset(offset)) as RowOf<Rows>[]);
  let counted = found[0]?.total ?? 0;
  if (found.length === 0 && offset > 0) {
    const first = (await rows(matchingRows(rows, where, upTo))
      .where(where)
      .limit(1)) as RowOf<Rows>[];
    counted = first[0]?.total ?? 0;
  }
  return {
    items: found.map((row: RowOf<Rows>) => spec.present(row)),
    ...cappedTotal(counted, offset, cap),
    page: query.page,
    limit: query.limit,
  };
}
