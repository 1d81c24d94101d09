import {
  apiMessages,
  inUseMessages,
  type ApiColor,
  type ColorListFilter,
  type ListPage,
} from '@runway-live/domain/api';
import { type ColorFormValues, type ColorPatch } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { colors } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import { productsUsingColor } from '../reference/productUsage';
import { colorRows, type ColorRow } from './repository';

const COLOR_LIST = listSpec<ColorListFilter>()({
  sortColumns: { name: colors.name, hex: colors.hex, createdAt: colors.createdAt },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: colors.id,
  searchColumns: [colors.name, colors.hex],
  filters: {},
  rows: (db, total) => db.select({ row: colors, total }).from(colors).$dynamic(),
  present: ({ row }) => toApiObject(row),
});

/**
 * A page of them. `referenceVersion` is what the caller's session check read: the page is
 * kept while it holds (lists/listPage.ts, decision 0010).
 */
export async function listColors(
  ctx: AppContext,
  query: ColorListFilter,
  referenceVersion: number | null = null,
): Promise<ListPage<ApiColor>> {
  const { db } = ctx.database;
  return listPage(db, COLOR_LIST, query, {
    referenceVersion,
  });
}

async function existing(ctx: AppContext, id: string): Promise<ColorRow> {
  const row = await colorRows.find(ctx.database.db, id);
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getColor(ctx: AppContext, id: string): Promise<ApiColor> {
  return toApiObject(await existing(ctx, id));
}

/** A taken name is a 409 (colors_pkey, see plugins/uniqueViolations.ts). */
export async function createColor(ctx: AppContext, values: ColorFormValues): Promise<ApiColor> {
  return toApiObject(await colorRows.insert(ctx.database.db, values));
}

/**
 * A colour that products use keeps its name: products, their SKUs and past orders carry
 * the name itself, so a rename would orphan them (409 with the count). Its hex may change.
 * A rename locks the colour before counting, as a delete does (below).
 */
export async function updateColor(
  ctx: AppContext,
  id: string,
  patch: ColorPatch,
): Promise<ApiColor> {
  const changes = namedFields(patch);
  return ctx.database.db.transaction(async (tx) => {
    const current = await colorRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (Object.keys(changes).length === 0) return toApiObject(current);
    if (changes.name !== undefined && changes.name !== current.name) {
      const used = await productsUsingColor(tx, current.name);
      if (used > 0) throw new ApiError(409, inUseMessages.colorRenamed(used));
    }
    const row = await colorRows.update(tx, id, changes);
    return toApiObject(row!);
  });
}

/**
 * A colour that products use is not deleted (409 with the count). The colour is locked
 * (`FOR UPDATE`) before its products are counted: a product write holds the colours it
 * names `FOR SHARE` until it commits (products/repository.ts lockColors), so the count
 * sees that product, or the write runs after the delete and finds no such colour.
 */
export async function deleteColor(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await colorRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    const used = await productsUsingColor(tx, current.name);
    if (used > 0) throw new ApiError(409, inUseMessages.colorDeleted(used));
    await colorRows.delete(tx, id);
  });
}
