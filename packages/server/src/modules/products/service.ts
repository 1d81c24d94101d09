import { eq, inArray, sql } from 'drizzle-orm';
import {
  apiMessages,
  productMessages,
  type ApiProduct,
  type DeleteProductResponse,
  type ListPage,
  type ProductBulkOutcome,
  type ProductListFilter,
  type UpdateProductRequest,
  type productBulkRequestSchema,
} from '@runway-live/domain/api';
import { buildLookups, referenceIssues } from '@runway-live/domain/import';
import {
  productFormSchema,
  type ProductFormValues,
  type ProductPatch,
} from '@runway-live/domain/schemas';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { designers, productInStock, products, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { namedFields } from '../../resources/patch';
import {
  designerOfCreate,
  isDesigner,
  ownerOf,
  ownedWhere,
  writtenDesignerId,
} from '../../resources/ownership';
import { lockDesigners } from '../../resources/designerLock';
import type { Transaction } from '../../resources/transaction';
import { eventProducts } from '../events/repository';
import { refuseSilentMoves } from '../looks/moves';
import { lookProductOrder } from '../looks/repository';
import { sizedByChart, usesColor } from '../reference/productUsage';
import {
  deleteProductRows,
  findProduct,
  insertProduct,
  isDesignersEvent,
  isDesignersLook,
  lockProduct,
  lockProductIds,
  ordersWithProduct,
  productCodeTaken,
  productsInOrders,
  productsPushedLive,
  referenceFor,
  skuTaken,
  updateProductRow,
  updateProductRows,
  type NewProductRow,
  type ProductRow,
} from './repository';
import { NO_HOLDS, present, presentNow, refuseBelowHeld, withAvailable } from './availability';
import { productRowValues } from './rowValues';

type User = Pick<UserRow, 'id' | 'roles'>;

export const PRODUCT_LIST = listSpec<ProductListFilter>()({
  sortColumns: {
    productName: products.productName,
    productCode: products.productCode,
    productPrice: products.productPrice,
    status: products.status,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // A look's products come in the look's order unless another sort is asked for.
  defaultOrder: (query) => (query.lookId ? lookProductOrder() : null),
  tieBreaker: products.id,
  searchColumns: [products.productName, products.productCode, products.productBrand],
  ownerSearchReadsRows: true,
  filters: {
    designerId: (value) => eq(products.designerId, value),
    eventId: (value) => eq(products.eventId, value),
    lookId: (value) => eq(products.lookId, value),
    categoryId: (value) => eq(products.categoryId, value),
    status: (value) => eq(products.status, value),
    // Some variant has stock (in) or none has (out): the stock indexes' expression.
    stock: (value) => sql`${productInStock(products.colors)} = ${sql.raw(String(value === 'in'))}`,
    // The reference data's "used by" links: the products its in-use counts count.
    color: (value) => usesColor(value),
    sizeChart: (value) => sizedByChart(value),
  },
  // The designer's brand names the product's designer in the list (the console has no
  // way to join thousands of designers itself).
  rows: (db, total) =>
    db
      .select({ row: products, designerBrand: designers.brandName, total })
      .from(products)
      .leftJoin(designers, eq(designers.userId, products.designerId))
      .$dynamic(),
  // Each size's `available` is read for the whole page at once (listProducts).
  present: ({ row, designerBrand }) => ({
    ...present(row, NO_HOLDS),
    designerBrand: designerBrand ?? '',
  }),
});

export async function listProducts(
  ctx: AppContext,
  user: User,
  query: ProductListFilter,
): Promise<ListPage<ApiProduct>> {
  const { db } = ctx.database;
  const page = await listPage(db, PRODUCT_LIST, query, {
    owner: { column: products.designerId, id: ownerOf(user) },
  });
  return { ...page, items: await withAvailable(db, page.items) };
}

/** The product, if the user may see it: another designer's is a 404. */
async function owned(ctx: AppContext, user: User, id: string): Promise<ProductRow> {
  const row = await findProduct(
    ctx.database.db,
    ownedWhere(eq(products.id, id), products.designerId, user),
  );
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getProduct(ctx: AppContext, user: User, id: string): Promise<ApiProduct> {
  return presentNow(ctx.database.db, await owned(ctx, user, id));
}

/** The path of the variant cell that holds `sku` in the product as sent: 'colors.0.sizes.2.sku'. */
function skuField(product: ProductFormValues, sku: string): string | undefined {
  for (const [colorIndex, color] of product.colors.entries()) {
    const sizeIndex = color.sizes.findIndex((size) => size.sku === sku);
    if (sizeIndex >= 0) return `colors.${colorIndex}.sizes.${sizeIndex}.sku`;
  }
  return undefined;
}

/**
 * The rules the schema cannot check, in the write's transaction: the designer, the
 * reference data (the importer's rules and messages: domain referenceIssues), the code and
 * the SKUs unique per designer (checked here so the 409 can name them). Answers the row's
 * values, with the category's names copied from the category record.
 */
async function checked(
  tx: Transaction,
  designerId: string,
  product: ProductFormValues,
  except: string | null,
): Promise<NewProductRow> {
  const reference = await referenceFor(
    tx,
    product.categoryId,
    product.colors.map((color) => color.color),
  );
  const lookups = buildLookups({
    categories: reference.category ? [reference.category] : [],
    colors: reference.colors,
    sizeCharts: reference.category ? { [reference.category.size]: reference.category.sizes } : {},
  });
  const [issue] = referenceIssues(product, lookups);
  if (issue) throw new ApiError(400, `${issue.path.join('.')}: ${issue.message}`);
  const category = reference.category!;
  // A product goes only into its own designer's event and look (another's reads as unknown).
  if (product.eventId && !(await isDesignersEvent(tx, product.eventId, designerId))) {
    throw new ApiError(400, apiMessages.eventIdUnknown);
  }
  if (product.lookId && !(await isDesignersLook(tx, product.lookId, designerId))) {
    throw new ApiError(400, apiMessages.lookIdUnknown);
  }

  if (await productCodeTaken(tx, designerId, product.productCode, except)) {
    throw new ApiError(409, productMessages.codeTaken(product.productCode), {
      field: 'productCode',
    });
  }
  const skus = product.colors.flatMap((color) => color.sizes.map((size) => size.sku));
  const sku = await skuTaken(tx, designerId, skus, except);
  if (sku !== null) {
    throw new ApiError(409, productMessages.skuTaken(sku), { field: skuField(product, sku) });
  }

  return productRowValues(designerId, product, category, lookups.knownColor);
}

export async function createProduct(
  ctx: AppContext,
  user: User,
  product: ProductFormValues,
): Promise<ApiProduct> {
  const designerId = await designerOfCreate(ctx.database.db, user, product.designerId, {
    required: apiMessages.designerIdRequired,
    notYours: apiMessages.notYourDesignerId,
  });
  const row = await ctx.database.db.transaction(async (tx) => {
    await lockDesigners(tx, [designerId]);
    return insertProduct(tx, await checked(tx, designerId, product, null));
  });
  return present(row, NO_HOLDS);
}

/** The stored product as the form would send it: what a PATCH is merged into. */
function formValuesOf(row: ProductRow): Record<string, unknown> {
  return { ...present(row, NO_HOLDS), designerId: row.designerId };
}

/** The product moved to another designer between the first read and the lock: read again. */
class MovedMeanwhile extends Error {}

/**
 * The columns a PATCH writes: the fields it names, and what follows from them (a category
 * copies its names; a product moved to another look, or out of one, has no place in its
 * order yet). Only these are written, so a field the PATCH does not name keeps what a
 * concurrent look assignment or import wrote.
 */
function writtenColumns(
  changes: Partial<ProductPatch>,
  values: NewProductRow,
  current: ProductRow,
): Partial<NewProductRow> {
  const named = Object.keys(changes) as (keyof ProductPatch & keyof NewProductRow)[];
  const written: Partial<NewProductRow> = Object.fromEntries(
    named.map((field) => [field, values[field]]),
  );
  if (changes.categoryId !== undefined) {
    Object.assign(written, {
      gender: values.gender,
      superCategory: values.superCategory,
      category: values.category,
      subCategory: values.subCategory,
    });
  }
  if (changes.lookId !== undefined && values.lookId !== current.lookId) written.lookPosition = null;
  // Another event (or none): its place in the old event's order goes with it.
  if (changes.eventId !== undefined && values.eventId !== current.eventId) {
    written.eventPosition = null;
  }
  return written;
}

/** How many times a PATCH reads again when the product changes designer under it. */
const MOVED_RETRIES = 3;

/**
 * A PATCH is merged into the stored product, read under the lock (`FOR UPDATE`, after the
 * designer's catalogue lock that imports and creates take first), and the whole is checked
 * again with the product rules (a changed category re-checks every size against its
 * chart). Only the named fields are written.
 */
export async function updateProduct(
  ctx: AppContext,
  user: User,
  id: string,
  { move = false, ...patch }: UpdateProductRequest,
): Promise<ApiProduct> {
  const changes = namedFields(patch);
  for (let attempt = 1; ; attempt += 1) {
    // The first read answers 404 and names the catalogue lock to take.
    const seen = await owned(ctx, user, id);
    if (Object.keys(changes).length === 0) return presentNow(ctx.database.db, seen);
    try {
      return presentNow(ctx.database.db, await updateOnce(ctx, user, seen, changes, move));
    } catch (error) {
      if (!(error instanceof MovedMeanwhile) || attempt === MOVED_RETRIES) throw error;
    }
  }
}

async function updateOnce(
  ctx: AppContext,
  user: User,
  seen: ProductRow,
  changes: Partial<ProductPatch>,
  move: boolean,
): Promise<ProductRow> {
  if (changes.designerId !== undefined && changes.designerId !== seen.designerId) {
    // Moving a product to another designer is not a PATCH (its SKUs and orders stay theirs).
    writtenDesignerId(user, changes.designerId);
    if (!(await isDesigner(ctx.database.db, changes.designerId))) {
      throw new ApiError(400, apiMessages.designerIdUnknown);
    }
  }
  const designerId = changes.designerId ?? seen.designerId;
  return ctx.database.db.transaction(async (tx) => {
    // Both catalogues when the product moves: the code and SKUs are checked in the new one.
    await lockDesigners(tx, [seen.designerId, designerId]);
    const current = await lockProduct(
      tx,
      ownedWhere(eq(products.id, seen.id), products.designerId, user),
    );
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (current.designerId !== seen.designerId) throw new MovedMeanwhile();
    // Never out of an ended show (issue 27): its record and replay keep the product.
    if (changes.eventId !== undefined && changes.eventId !== current.eventId) {
      await eventProducts.refuseLeavingEnded(tx, changes.eventId, [current.id], 'eventId');
    }
    const merged = productFormSchema.safeParse({ ...formValuesOf(current), ...changes });
    if (!merged.success) {
      const first = merged.error.issues[0];
      throw new ApiError(400, `${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`);
    }
    const values = await checked(tx, designerId, merged.data, current.id);
    if (changes.colors !== undefined) await refuseBelowHeld(tx, current.id, merged.data.colors);
    // Under the product's lock, so the look it would leave is the one it is in; after the
    // checks, so another designer's look is refused as unknown first.
    if (changes.lookId && !move) {
      await refuseSilentMoves(tx, changes.lookId, [current.id], 'lookId');
    }
    const row = await updateProductRow(tx, current.id, writtenColumns(changes, values, current));
    if (!row) throw new ApiError(404, apiMessages.notFound);
    return row;
  });
}

/**
 * A product that is in an order, or was pushed during a live show (live_pushed_products,
 * written by the live socket's push_products), is archived instead of deleted: orders and
 * the show's record keep pointing at it (`{ success: true, archived: true, message }`).
 * carousel_times (the replay carousel, deleted with the product) does not keep it.
 * One transaction with the product locked first, as the bulk delete: an order or a push
 * written meanwhile (holding the product) is seen, so the product is archived, not deleted.
 */
export async function deleteProduct(
  ctx: AppContext,
  user: User,
  id: string,
): Promise<DeleteProductResponse> {
  return ctx.database.db.transaction(async (tx) => {
    const [locked] = await lockProductIds(
      tx,
      ownedWhere(eq(products.id, id), products.designerId, user),
    );
    if (!locked) throw new ApiError(404, apiMessages.notFound);
    const archived = await deleteLocked(tx, [locked]);
    if (archived.size === 0) return { success: true };
    const inOrders = await ordersWithProduct(tx, locked);
    return {
      success: true,
      archived: true,
      message:
        inOrders > 0
          ? productMessages.archivedInstead(inOrders)
          : productMessages.archivedPushedLive,
    };
  });
}

/**
 * Deletes the locked products but archives those an order points at or a live show pushed
 * (they keep pointing at them): DELETE's and the bulk delete's one path. Answers the
 * archived ones.
 */
async function deleteLocked(tx: Transaction, ids: readonly string[]): Promise<Set<string>> {
  const inOrders = new Set([
    ...(await productsInOrders(tx, ids)),
    ...(await productsPushedLive(tx, ids)),
  ]);
  await updateProductRows(tx, [...inOrders], { status: 'archived' });
  await deleteProductRows(
    tx,
    ids.filter((productId) => !inOrders.has(productId)),
  );
  return inOrders;
}

type BulkRequest = z.output<typeof productBulkRequestSchema>;

/**
 * POST /api/v2/products/bulk: one transaction, all or nothing. The products are locked
 * first; one the caller may not see (another designer's, or none) refuses the whole call
 * with the 404 a single product gets. A delete archives, as DELETE does, those an order
 * points at.
 */
export async function bulkProducts(
  ctx: AppContext,
  user: User,
  request: BulkRequest,
): Promise<ProductBulkOutcome> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockProductIds(
      tx,
      ownedWhere(inArray(products.id, request.ids), products.designerId, user),
    );
    if (locked.length !== request.ids.length) throw new ApiError(404, apiMessages.notFound);
    if (request.action === 'status') {
      await updateProductRows(tx, locked, { status: request.status });
      return { done: locked.length, archived: 0 };
    }
    const inOrders = await deleteLocked(tx, locked);
    return { done: locked.length - inOrders.size, archived: inOrders.size };
  });
}
