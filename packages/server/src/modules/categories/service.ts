import { eq } from 'drizzle-orm';
import {
  apiMessages,
  inUseMessages,
  type ApiCategory,
  type CategoryListFilter,
  type ListPage,
} from '@runway-live/domain/api';
import { type CategoryFormValues, type CategoryPatch } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { categories, sizeCharts } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import { productsInCategory } from '../reference/productUsage';
import { sizeChartKeyExists } from '../sizeCharts/repository';
import { categoryRows, type CategoryRow, categoryRecordColumns } from './repository';

const CATEGORY_LIST = listSpec<CategoryListFilter>()({
  sortColumns: { ...categoryRecordColumns, createdAt: categories.createdAt },
  defaultSort: { field: 'categoryId', direction: 'asc' },
  tieBreaker: categories.id,
  searchColumns: [categories.gender, categories.type, categories.category, categories.subCategory],
  filters: {
    gender: (gender) => eq(categories.gender, gender),
    type: (type) => eq(categories.type, type),
    size: (key) => eq(categories.size, key),
  },
  // The chart's name beside its key, so no caller joins the charts itself.
  rows: (db, total) =>
    db
      .select({ row: categories, sizeChartName: sizeCharts.name, total })
      .from(categories)
      .leftJoin(sizeCharts, eq(sizeCharts.key, categories.size))
      .$dynamic(),
  present: ({ row, sizeChartName }) => ({ ...toApiObject(row), sizeChartName }),
});

/**
 * A page of them. `referenceVersion` is what the caller's session check read: the page is
 * kept while it holds (lists/listPage.ts, decision 0010).
 */
export async function listCategories(
  ctx: AppContext,
  query: CategoryListFilter,
  referenceVersion: number | null = null,
): Promise<ListPage<ApiCategory>> {
  const { db } = ctx.database;
  return listPage(db, CATEGORY_LIST, query, {
    referenceVersion,
  });
}

async function existing(ctx: AppContext, id: string): Promise<CategoryRow> {
  const row = await categoryRows.find(ctx.database.db, id);
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

/** A category's size chart must exist: 400 naming the field, as a schema failure would. */
async function checkSizeChart(ctx: AppContext, key: string | undefined): Promise<void> {
  if (key !== undefined && !(await sizeChartKeyExists(ctx.database.db, key))) {
    throw new ApiError(400, `size: ${apiMessages.unknownSizeChart}`);
  }
}

export async function getCategory(ctx: AppContext, id: string): Promise<ApiCategory> {
  return toApiObject(await existing(ctx, id));
}

/** A taken categoryId is a 409 (categories_pkey, see plugins/uniqueViolations.ts). */
export async function createCategory(
  ctx: AppContext,
  values: CategoryFormValues,
): Promise<ApiCategory> {
  await checkSizeChart(ctx, values.size);
  return toApiObject(await categoryRows.insert(ctx.database.db, values));
}

/**
 * Names may change (products keep the copies they were filed with); a category that
 * products use keeps its number and its size chart, which their stock is counted by (409
 * with the count). The category is locked before its products are counted: a product
 * write holds it `FOR SHARE` (products/repository.ts lockCategories).
 */
export async function updateCategory(
  ctx: AppContext,
  id: string,
  patch: CategoryPatch,
): Promise<ApiCategory> {
  const changes = namedFields(patch);
  await checkSizeChart(ctx, changes.size);
  return ctx.database.db.transaction(async (tx) => {
    const current = await categoryRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (Object.keys(changes).length === 0) return toApiObject(current);
    const renumbered =
      changes.categoryId !== undefined && changes.categoryId !== current.categoryId;
    const resized = changes.size !== undefined && changes.size !== current.size;
    if (renumbered || resized) {
      const used = await productsInCategory(tx, current.categoryId);
      if (used > 0) throw new ApiError(409, inUseMessages.categoryChanged(used));
    }
    return toApiObject((await categoryRows.update(tx, id, changes))!);
  });
}

/** A category that products use is not deleted (409 with the count); locked as above. */
export async function deleteCategory(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await categoryRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    const used = await productsInCategory(tx, current.categoryId);
    if (used > 0) throw new ApiError(409, inUseMessages.categoryDeleted(used));
    await categoryRows.delete(tx, id);
  });
}
