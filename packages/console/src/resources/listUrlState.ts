import type { ListQuery, SortDirection } from '@runway-live/domain/api';
import type { SortingState } from '@runway-live/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type * as z from 'zod';

/**
 * A list page's state as its resource's domain list query parses it: page, limit, search,
 * sort and the resource's typed filters. The URL holds it, so a view can be shared as a
 * link; the schema that checks the server's query reads the URL, so no list re-parses
 * what its schema already knows.
 */
export type ListState = ListQuery & Record<string, unknown>;

/** A resource's list query schema (`listQuerySchema(sortFields, filters)`). */
export type ListQuerySchema<State extends ListState> = z.ZodType<State, Record<string, unknown>>;

/** The most times a URL's bad values are dropped before the defaults are taken. */
const MAX_REPAIRS = 10;

/**
 * Reads the state from the URL's query: a value the schema refuses (a page of 0, an
 * unknown sort field or filter value) falls back to its default, the other values stay.
 */
export function readListState<State extends ListState>(
  schema: ListQuerySchema<State>,
  query: URLSearchParams,
): State {
  const input: Record<string, unknown> = Object.fromEntries(query);
  for (let repair = 0; repair < MAX_REPAIRS; repair += 1) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({});
}

function queryValue(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (key === 'sort') {
    const sort = value as NonNullable<ListQuery['sort']>;
    return `${sort.field}:${sort.direction}`;
  }
  return String(value as string | number | boolean);
}

/** The API's query for a state: every value the server should see, as text. */
export function listApiQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(state)) {
    const text = queryValue(key, value);
    if (text !== undefined) query[key] = text;
  }
  return query;
}

function withoutKeys(
  query: Record<string, string>,
  keys: readonly string[],
): Record<string, string> {
  if (keys.length === 0) return query;
  return Object.fromEntries(Object.entries(query).filter(([key]) => !keys.includes(key)));
}

/** The URL's query for a state: defaults are left out so that links stay short. */
export function writeListState<State extends ListState>(
  schema: ListQuerySchema<State>,
  state: ListState,
): URLSearchParams {
  const defaults = listApiQuery(schema.parse({}));
  const query = new URLSearchParams();
  for (const [key, text] of Object.entries(listApiQuery(state))) {
    if (defaults[key] !== text) query.set(key, text);
  }
  return query;
}

/** The DataTable's sorting of a state's sort, and back. */
export function sortingOf(sort: ListQuery['sort']): SortingState {
  return sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [];
}

export function sortOf(sorting: SortingState): ListQuery['sort'] {
  const [first] = sorting;
  if (!first) return undefined;
  const direction: SortDirection = first.desc ? 'desc' : 'asc';
  return { field: first.id, direction };
}

/**
 * The one URL-state helper of the list pages. `update` changes filters, search, sort or
 * limit and goes back to the first page; `setPage` changes the page alone.
 *
 * Each change builds on the last one written, not on the render's state: a filter clicked
 * and a search sent before the page re-renders both stay (React Router hands a functional
 * update the render's query too, so it cannot carry this).
 */
export function useListUrlState<State extends ListState>(
  schema: ListQuerySchema<State>,
  {
    pageKeys = [],
  }: {
    /**
     * Keys of the schema that belong to the page, not to the API's query: a view switch
     * ('list', 'month'), the day a calendar shows. The URL keeps them with the filters;
     * `apiQuery` leaves them out.
     */
    pageKeys?: readonly (keyof State & string)[];
  } = {},
) {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => readListState(schema, query), [schema, query]);
  const latest = useRef(query);
  // Once the URL has drawn (or Back has replaced) a query, that query is the base again.
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const change = (next: (current: State) => ListState) => {
    const written = writeListState(schema, next(readListState(schema, latest.current)));
    latest.current = written;
    setQuery(written);
  };
  return {
    state,
    apiQuery: withoutKeys(listApiQuery(state), pageKeys),
    update: (changes: Partial<State>) => change((current) => ({ ...current, page: 1, ...changes })),
    setPage: (page: number) => change((current) => ({ ...current, page })),
    sorting: sortingOf(state.sort),
    onSortingChange: (sorting: SortingState) =>
      change((current) => ({ ...current, page: 1, sort: sortOf(sorting) })),
  };
}
