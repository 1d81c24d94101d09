import { LIST_LIMIT_MAX, type ListPage } from '@runway-live/domain/api';

/**
 * Every page of a list, read at the API's largest page size: the first page says how many
 * there are, the others are asked together. One page of all the items.
 */
export async function allPages<Item>(
  load: (query: Record<string, string>) => Promise<ListPage<Item>>,
  query: Record<string, string>,
): Promise<ListPage<Item>> {
  const limit = LIST_LIMIT_MAX;
  const first = await load({ ...query, page: '1', limit: String(limit) });
  const pages = Math.ceil(first.total / limit);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      load({ ...query, page: String(index + 2), limit: String(limit) }),
    ),
  );
  const items = [first, ...rest].flatMap((page) => page.items);
  return { items, total: items.length, page: 1, limit: Math.max(limit, items.length) };
}
