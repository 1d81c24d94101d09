import { colorListQuerySchema, designerListQuerySchema } from '@runway-live/domain/api';
import * as z from 'zod';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  listApiQuery,
  readListState,
  sortOf,
  sortingOf,
  useListUrlState,
  writeListState,
} from './listUrlState';

describe('the list URL state', () => {
  it('reads what the resource list schema knows and writes it back unchanged', () => {
    const query = new URLSearchParams(
      'page=3&limit=50&search=vale&sort=brandName:desc&applicationStatus=pending',
    );
    const state = readListState(designerListQuerySchema, query);
    expect(state).toEqual({
      page: 3,
      limit: 50,
      search: 'vale',
      sort: { field: 'brandName', direction: 'desc' },
      applicationStatus: 'pending',
    });
    expect(writeListState(designerListQuerySchema, state).toString()).toBe(query.toString());
  });

  it('leaves the defaults out of the URL but sends page and limit to the API', () => {
    const state = readListState(colorListQuerySchema, new URLSearchParams(''));
    expect(writeListState(colorListQuerySchema, state).toString()).toBe('');
    expect(listApiQuery(state)).toEqual({ page: '1', limit: '20' });
  });

  it('drops each value the schema refuses and keeps the others', () => {
    const state = readListState(
      designerListQuerySchema,
      new URLSearchParams('page=0&limit=500&sort=password:asc&applicationStatus=odd&search=nord'),
    );
    expect(state).toEqual({ page: 1, limit: 20, search: 'nord' });
  });

  it('turns a sort into the table sorting and back', () => {
    expect(sortingOf({ field: 'name', direction: 'desc' })).toEqual([{ id: 'name', desc: true }]);
    expect(sortOf([{ id: 'hex', desc: false }])).toEqual({ field: 'hex', direction: 'asc' });
    expect(sortOf([])).toBeUndefined();
    expect(sortingOf(undefined)).toEqual([]);
  });

  it('keeps a filter when a search is sent before the page has drawn that filter', () => {
    // A person who clicks "Pending" and presses Enter in the search box before the list
    // re-renders: the search's handler is the one of the render before the filter.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/designer/view-designers']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ list: useListUrlState(designerListQuerySchema), location: useLocation() }),
      { wrapper },
    );
    const { update } = result.current.list;
    act(() => {
      update({ applicationStatus: 'pending' });
      update({ search: 'lind' });
    });
    const query = new URLSearchParams(result.current.location.search);
    expect(query.get('applicationStatus')).toBe('pending');
    expect(query.get('search')).toBe('lind');
    expect(result.current.list.state).toMatchObject({
      applicationStatus: 'pending',
      search: 'lind',
    });
  });

  it("keeps the page's own keys (a view switch) in the URL and out of the API's query", () => {
    const schema = colorListQuerySchema.extend({
      view: z.enum(['list', 'month']).default('list'),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/colors?view=month&search=red']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ list: useListUrlState(schema, { pageKeys: ['view'] }), location: useLocation() }),
      { wrapper },
    );
    expect(result.current.list.state.view).toBe('month');
    expect(result.current.list.apiQuery).toEqual({ page: '1', limit: '20', search: 'red' });
    act(() => result.current.list.update({ search: 'blue' }));
    expect(new URLSearchParams(result.current.location.search).get('view')).toBe('month');
    act(() => result.current.list.update({ view: 'list' }));
    expect(result.current.location.search).toBe('?search=blue');
  });
});
