import { isDeepStrictEqual } from 'node:util';
import type { Catalogue } from '@runway-live/domain/reference';
import type { lockCategories } from '../products/repository';

/** The catalogue as the import's transaction locked it, against the one read before. */

type LockedCategory = Awaited<ReturnType<typeof lockCategories>>[number];

/** Whether a category the products name, or its chart, differs from the catalogue read. */
export function changedCategories(
  catalogue: Catalogue,
  products: readonly { categoryId: number }[],
  locked: readonly LockedCategory[],
): boolean {
  const now = new Map(locked.map((row) => [row.categoryId, row]));
  return [...new Set(products.map((product) => product.categoryId))].some((id) => {
    const before = catalogue.categories.find((category) => category.categoryId === id);
    const after = now.get(id);
    if (!before || !after) return before !== after;
    const { chart, ...record } = after;
    const chartBefore = catalogue.sizeCharts.find((each) => each.key === before.size);
    return !isDeepStrictEqual(record, before) || !isDeepStrictEqual(chart, chartBefore);
  });
}

/** The catalogue's categories and charts with the locked rows in place of those read. */
export function withCategories(
  catalogue: Catalogue,
  locked: readonly LockedCategory[],
): Pick<Catalogue, 'categories' | 'sizeCharts'> {
  const ids = new Set(locked.map((row) => row.categoryId));
  const keys = new Set(locked.map((row) => row.chart.key));
  return {
    categories: [
      ...catalogue.categories.filter((category) => !ids.has(category.categoryId)),
      ...locked.map(({ chart: _chart, ...record }) => record),
    ],
    sizeCharts: [
      ...catalogue.sizeCharts.filter((chart) => !keys.has(chart.key)),
      ...locked.map((row) => row.chart),
    ],
  };
}
