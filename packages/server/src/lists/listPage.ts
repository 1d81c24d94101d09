import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListPage, ListQuery, SortDirection } from '@runway-live/domain';
import { batchLoader } from '../auth/batchLoader';
import type { Database } from '../db/client';
import { share } from '../resources/sharedAnswers';

/** `%` and `_` typed by a person are looked for literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The resource's own filters: what its list query holds beyond page, limit, search, sort. */
type FiltersOf<Query extends ListQuery> = Omit<Query, keyof ListQuery>;
type SortFieldOf<Query extends ListQuery> = NonNullable<Query['sort']>['field'];

/**
 * How one resource is listed. The domain's list query schema has already refused unknown
 * sort fields, a limit over 100 and malformed filters (400); this turns what it parsed into
 * SQL.
 */
export type ListSpec<Query extends ListQuery> = {
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
};

/** The WHERE of a list query: its search and filters, AND-ed; undefined when none. */
export function listConditions<Query extends ListQuery>(
  spec: ListSpec<Query>,
  query: Query,
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
    conditions.push(or(...spec.searchColumns.map((column) => ilike(column, pattern)))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The ORDER BY of a list query: the asked (or default) sort, then the tie-breaker. */
export function listOrder<Query extends ListQuery>(spec: ListSpec<Query>, query: Query): SQL[] {
  const special = query.sort ? null : (spec.defaultOrder?.(query) ?? null);
  if (special) return [...special, asc(spec.tieBreaker)];
  const sort = query.sort ?? spec.defaultSort;
  const column = spec.sortColumns[sort.field as SortFieldOf<Query>];
  return [(sort.direction === 'asc' ? asc : desc)(column), asc(spec.tieBreaker)];
}

type ListSelect = PgSelect & { _: { result: { total: number }[] } };
type RowOf<Rows extends ListSelect> = Rows['_']['result'][number];

/**
 * The number of rows the WHERE matches, on every row of the page: a scalar subquery over
 * the list's own select (its FROM and joins, unordered), `(select count(*) from (…) as
 * matching)`. PostgreSQL runs it once per query (an InitPlan), as an index-only count
 * where it can, and the page itself stays a top-N walk of the order's index: at catalogue
 * scale (bench/catalogue) `count(*) over ()` read every matching row before the LIMIT
 * (590 ms for the first page of 50 000 products on PostgreSQL, against 30 ms this way).
 */
function matchingRows(
  rows: (total: SQL<number>) => ListSelect,
  where: SQL | undefined,
): SQL<number> {
  const matching = rows(sql<number>`0`).where(where);
  return sql<number>`(select count(*) from (${matching}) as matching)`.mapWith(Number);
}

/**
 * Statements prepared once per database, list, order and ownership (all rows, or one
 * designer's as a parameter), for the calls with no search and no filter: the page of rows
 * and the total in one round trip, parsed once per connection. Identical calls read in one
 * turn of the event loop share one execution and one page (auth/batchLoader.ts,
 * resources/sharedAnswers.ts): it starts after each of them arrived, so each still sees
 * every write committed before it. Other calls build their query each time.
 */
/** A list's prepared statement for one order, as the pages it reads and keeps. */
type PreparedList = {
  /** The page at `${limit}:${offset}`, read once for the identical calls of a turn. */
  read: (key: string) => Promise<ListPage<unknown> | undefined>;
  /** Pages of reference data, with the reference data's version they are fresh for. */
  kept: Map<string, { version: number; page: ListPage<unknown> }>;
};
const preparedLists = new WeakMap<object, WeakMap<object, Map<string, PreparedList>>>();
let preparedCount = 0;
/** Pages kept per list and order (the oldest goes first): a console asks for a handful. */
const KEPT_PAGES = 64;

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
  if (!prepared) byKey.set(key, (prepared = { read: build(), kept: new Map() }));
  return prepared;
}

/**
 * One page of a resource in ONE query: `rows` selects the items (columns, FROM and joins,
 * made `$dynamic()`) with the `total` column it is given (matchingRows: a count subquery),
 * so every row carries the number of rows that match. A page past the end has no row to
 * carry it; only then a second query (the first row of the same select) reads the total.
 */
export async function listPage<Query extends ListQuery, Rows extends ListSelect, Item>(
  db: Database,
  spec: ListSpec<Query>,
  query: Query,
  source: {
    /** `(total) => db.select({ row: table, total }).from(table).$dynamic()` */
    rows: (total: SQL<number>) => Rows;
    present: (row: RowOf<Rows>) => Item;
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
  },
): Promise<ListPage<Item>> {
  const conditions = listConditions(spec, query);
  const ownerId = source.owner?.id ?? null;
  const where = and(
    source.scope,
    source.owner && ownerId !== null ? eq(source.owner.column, ownerId) : undefined,
    conditions,
  );
  const offset = (query.page - 1) * query.limit;
  const prepared = !conditions && !source.scope;
  if (prepared) {
    const sort = query.sort ?? spec.defaultSort;
    const owned = ownerId !== null;
    // The statement, and how its rows are presented, depend on the list and order alone.
    const list = preparedFor(db, spec, `${sort.field}:${sort.direction}:${owned}`, () => {
      const ownedRows = owned ? eq(source.owner!.column, sql.placeholder('owner')) : undefined;
      const statement = source
        .rows(matchingRows(source.rows, ownedRows))
        .where(ownedRows)
        .orderBy(...listOrder(spec, query))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`list_page_${++preparedCount}`);
      return batchLoader(async (keys: string[]) => {
        const read = keys.map(async (key): Promise<[string, ListPage<unknown>]> => {
          const [limitText = '1', offsetText = '0', owner = ''] = key.split(':');
          const limit = Number(limitText);
          const offset = Number(offsetText);
          const rows = (await statement.execute({ limit, offset, owner })) as RowOf<Rows>[];
          const items = rows.map((row) => source.present(row));
          const total = rows[0]?.total ?? 0;
          return [key, share({ items, total, page: offset / limit + 1, limit })];
        });
        return new Map(await Promise.all(read));
      });
    });
    const key = `${query.limit}:${offset}:${ownerId ?? ''}`;
    const version = source.referenceVersion ?? null;
    const kept = list.kept.get(key);
    if (version !== null && kept?.version === version) return kept.page as ListPage<Item>;
    const page = (await list.read(key)) as ListPage<Item>;
    if (page.items.length > 0 || offset === 0) {
      // Read after `version` was read: fresh for it (and perhaps fresher).
      if (version !== null) {
        if (!list.kept.has(key) && list.kept.size >= KEPT_PAGES) {
          list.kept.delete(list.kept.keys().next().value!);
        }
        list.kept.set(key, { version, page });
      }
      return page;
    }
  }
  // A page past the end on the prepared path has no row to carry the total either.
  const rows = prepared
    ? []
    : ((await source
        .rows(matchingRows(source.rows, where))
        .where(where)
        .orderBy(...listOrder(spec, query))
        .limit(query.limit)
        .offset(offset)) as RowOf<Rows>[]);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const first = (await source
      .rows(matchingRows(source.rows, where))
      .where(where)
      .limit(1)) as RowOf<Rows>[];
    total = first[0]?.total ?? 0;
  }
  return {
    items: rows.map((row: RowOf<Rows>) => source.present(row)),
    total,
    page: query.page,
    limit: query.limit,
  };
}
