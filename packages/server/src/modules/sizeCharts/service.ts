import {
  apiMessages,
  inUseMessages,
  type ApiSizeChart,
  type ListPage,
  type SizeChartListFilter,
} from '@runway-live/domain/api';
import { type SizeChartFormValues, type SizeChartPatch } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { sizeCharts } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import { categoriesSizedBy, productsSizedBy, productsWithSizes } from '../reference/productUsage';
import { sizeChartRows, type SizeChartRow } from './repository';

const SIZE_CHART_LIST = listSpec<SizeChartListFilter>()({
  sortColumns: { key: sizeCharts.key, name: sizeCharts.name, createdAt: sizeCharts.createdAt },
  defaultSort: { field: 'key', direction: 'asc' },
  tieBreaker: sizeCharts.id,
  searchColumns: [sizeCharts.key, sizeCharts.name],
  filters: {},
  rows: (db, total) => db.select({ row: sizeCharts, total }).from(sizeCharts).$dynamic(),
  present: ({ row }) => toApiObject(row),
});

/**
 * A page of them. `referenceVersion` is what the caller's session check read: the page is
 * kept while it holds (lists/listPage.ts, decision 0010).
 */
export async function listSizeCharts(
  ctx: AppContext,
  query: SizeChartListFilter,
  referenceVersion: number | null = null,
): Promise<ListPage<ApiSizeChart>> {
  const { db } = ctx.database;
  return listPage(db, SIZE_CHART_LIST, query, {
    referenceVersion,
  });
}

async function existing(ctx: AppContext, id: string): Promise<SizeChartRow> {
  const row = await sizeChartRows.find(ctx.database.db, id);
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getSizeChart(ctx: AppContext, id: string): Promise<ApiSizeChart> {
  return toApiObject(await existing(ctx, id));
}

/** A taken key is a 409 (size_charts_pkey, see plugins/uniqueViolations.ts). */
export async function createSizeChart(
  ctx: AppContext,
  values: SizeChartFormValues,
): Promise<ApiSizeChart> {
  return toApiObject(await sizeChartRows.insert(ctx.database.db, values));
}

/**
 * Sizes may be added and reordered; a size that products are stocked in is not removed
 * (409 with the count). A new key follows into the chart's categories (ON UPDATE CASCADE).
 * The chart is locked before its products are counted: a product write holds it
 * `FOR SHARE` (products/repository.ts lockCategories).
 */
export async function updateSizeChart(
  ctx: AppContext,
  id: string,
  patch: SizeChartPatch,
): Promise<ApiSizeChart> {
  const changes = namedFields(patch);
  return ctx.database.db.transaction(async (tx) => {
    const current = await sizeChartRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (Object.keys(changes).length === 0) return toApiObject(current);
    if (changes.sizes) {
      const kept = new Set(changes.sizes);
      const removed = current.sizes.filter((size) => !kept.has(size));
      const used = await productsWithSizes(tx, current.key, removed);
      if (used > 0) throw new ApiError(409, inUseMessages.sizesRemoved(removed, used));
    }
    return toApiObject((await sizeChartRows.update(tx, id, changes))!);
  });
}

/**
 * A chart that products, or any category, are sized by is not deleted (409 with the
 * count); locked as above.
 */
export async function deleteSizeChart(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await sizeChartRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    const products = await productsSizedBy(tx, current.key);
    if (products > 0) throw new ApiError(409, inUseMessages.sizeChartDeleted(products));
    const categories = await categoriesSizedBy(tx, current.key);
    if (categories > 0) throw new ApiError(409, inUseMessages.sizeChartCategories(categories));
    await sizeChartRows.delete(tx, id);
  });
}
