import { and, asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListPage, ListQuery, SortDirection } from '@runway-live/domain';

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

/**
 * One page of a resource: `rows` is the select of its items (columns, FROM and joins,
 * made `$dynamic()`), `counted` the same FROM and joins selecting `{ total: count() }`.
 * Both get the same WHERE; the rows get the order and the page's LIMIT and OFFSET.
 */
export async function listPage<Query extends ListQuery, Rows extends PgSelect, Item>(
  spec: ListSpec<Query>,
  query: Query,
  source: {
    rows: Rows;
    /** `db.select(totalCount()).from(…).$dynamic()` */
    counted: PgSelect;
    present: (row: Rows['_']['result'][number]) => Item;
    /** A condition every row must meet besides the query's, e.g. ownership (resources/ownership.ts). */
    scope?: SQL | undefined;
  },
): Promise<ListPage<Item>> {
  const where = and(source.scope, listConditions(spec, query));
  const [rows, totals] = await Promise.all([
    source.rows
      .where(where)
      .orderBy(...listOrder(spec, query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    source.counted.where(where),
  ]);
  return {
    items: (rows as Rows['_']['result']).map((row) => source.present(row)),
    total: (totals as { total: number }[])[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** `select count(*)` for a list's `counted` source. */
export const totalCount = () => ({ total: count() });
