import { LIST_LIMIT_MAX, type ListPage } from '@runway-live/domain/api';

/**
 * Every page of a list, read at the API's largest page size: the first page says how many
 * there are, the others are asked together. When that count was capped (decision 0038),
 * the last page read says how many more, until a count is exact. One page of all the items.
 */
export async function allPages<Item>(
  load: (query: Record<string, string>) => Promise<ListPage<Item>>,
  query: Record<string, string>,
): Promise<ListPage<Item>> {
  const limit = LIST_LIMIT_MAX;
  const pageAt = (page: number) => load({ ...query, page: String(page), limit: String(limit) });
  const read = [await pageAt(1)];
  for (;;) {
    // The last page read counts furthest; a capped count has at least one more page.
    const last = read.at(-1)!;
    const pages = Math.max(Math.ceil(last.total / limit), last.totalCapped ? read.length + 1 : 0);
    if (pages <= read.length) break;
    const first = read.length + 1;
    read.push(
      ...(await Promise.all(
        Array.from({ length: pages - read.length }, (_, index) => pageAt(first + index)),
      )),
    );
  }
  const items = read.flatMap((page) => page.items);
  return { items, total: items.length, page: 1, limit: Math.max(limit, items.length) };
}
