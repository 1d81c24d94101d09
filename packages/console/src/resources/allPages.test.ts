import type { ListPage } from '@runway-live/domain/api';
import { describe, expect, it } from 'vitest';
import { allPages } from './allPages';

/** A list of `count` numbers served as the server pages it, counting up to `cap` past a page's first. */
function served(count: number, cap: number) {
  const asked: number[] = [];
  const load = async (query: Record<string, string>): Promise<ListPage<number>> => {
    const page = Number(query.page);
    const limit = Number(query.limit);
    asked.push(page);
    const offset = (page - 1) * limit;
    const items = Array.from(
      { length: Math.max(0, Math.min(limit, count - offset)) },
      (_, i) => offset + i,
    );
    const bound = offset + cap;
    return count > bound
      ? { items, total: bound, totalCapped: true, page, limit }
      : { items, total: count, page, limit };
  };
  return { load, asked };
}

describe('allPages', () => {
  it('reads every page the first page counts', async () => {
    const { load, asked } = served(250, 1000);
    const all = await allPages(load, {});
    expect(all.items).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it('reads on past a capped count until a page counts exactly (decision 0038)', async () => {
    const { load, asked } = served(450, 200);
    const all = await allPages(load, {});
    expect(all).toMatchObject({ total: 450, page: 1 });
    expect(all.items).toEqual(Array.from({ length: 450 }, (_, i) => i));
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });
});
