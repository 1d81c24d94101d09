import { eq, sql } from 'drizzle-orm';
import {
  apiMessages,
  buildLookups,
  productFormSchema,
  productMessages,
  referenceIssues,
  type ApiProduct,
  type DeleteProductResponse,
  type ListPage,
  type ProductFormValues,
  type ProductListFilter,
  type ProductPatch,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { productInStock, products, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, type ListSpec } from '../../lists/listPage';
import { namedFields } from '../../resources/patch';
import {
  designerOfCreate,
  isDesigner,
  ownerOf,
  ownedWhere,
  writtenDesignerId,
} from '../../resources/ownership';
import { lockDesigners } from '../../resources/designerLock';
import { toApiObject } from '../../resources/present';
import { lookProductOrder } from '../looks/repository';
import {
  deleteProductRow,
  findProduct,
  insertProduct,
  isDesignersEvent,
  isDesignersLook,
  ordersWithProduct,
  productCodeTaken,
  referenceFor,
  skuTaken,
  updateProductRow,
  type NewProductRow,
  type ProductRow,
} from './repository';
import { productRowValues } from './rowValues';

type User = Pick<UserRow, 'id' | 'roles'>;

export const PRODUCT_LIST: ListSpec<ProductListFilter> = {
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
  filters: {
    designerId: (value) => eq(products.designerId, value),
    eventId: (value) => eq(products.eventId, value),
    lookId: (value) => eq(products.lookId, value),
    categoryId: (value) => eq(products.categoryId, value),
    status: (value) => eq(products.status, value),
    // Some variant has stock (in) or none has (out): the stock indexes' expression.
    stock: (value) => sql`${productInStock(products.colors)} = ${sql.raw(String(value === 'in'))}`,
  },
};

/** A row as the API shows it: dates as calendar dates. */
function present(row: ProductRow): ApiProduct {
  const calendar = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
  return {
    ...toApiObject(row),
    startDate: calendar(row.startDate),
    shippingDate: calendar(row.shippingDate),
  };
}

export async function listProducts(
  ctx: AppContext,
  user: User,
  query: ProductListFilter,
): Promise<ListPage<ApiProduct>> {
  const { db } = ctx.database;
  return listPage(db, PRODUCT_LIST, query, {
    rows: (total) => db.select({ row: products, total }).from(products).$dynamic(),
    present: ({ row }) => present(row),
    owner: { column: products.designerId, id: ownerOf(user) },
  });
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
  return present(await owned(ctx, user, id));
}

type Runner = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

/**
 * The rules the schema cannot check, in the write's transaction: the designer, the
 * reference data (the importer's rules and messages: domain referenceIssues), the code and
 * the SKUs unique per designer (checked here so the 409 can name them). Answers the row's
 * values, with the category's names copied from the category record.
 */
async function checked(
  tx: Runner,
  designerId: string,
  product: ProductFormValues,
  except: string | null,
): Promise<NewProductRow> {
  const reference = await referenceFor(tx, product.categoryId);
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
    throw new ApiError(409, productMessages.codeTaken(product.productCode));
  }
  const skus = product.colors.flatMap((color) => color.sizes.map((size) => size.sku));
  const sku = await skuTaken(tx, designerId, skus, except);
  if (sku !== null) throw new ApiError(409, productMessages.skuTaken(sku));

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
  return present(row);
}

/** The stored product as the form would send it: what a PATCH is merged into. */
function formValuesOf(row: ProductRow): Record<string, unknown> {
  const api = present(row);
  return { ...api, designerId: row.designerId };
}

/**
 * A PATCH is merged into the stored product and the whole is checked again with the
 * product rules (a changed category re-checks every size against its chart).
 */
export async function updateProduct(
  ctx: AppContext,
  user: User,
  id: string,
  patch: ProductPatch,
): Promise<ApiProduct> {
  const current = await owned(ctx, user, id);
  const changes = namedFields(patch);
  if (Object.keys(changes).length === 0) return present(current);
  if (changes.designerId !== undefined && changes.designerId !== current.designerId) {
    // Moving a product to another designer is not a PATCH (its SKUs and orders stay theirs).
    writtenDesignerId(user, changes.designerId);
    if (!(await isDesigner(ctx.database.db, changes.designerId))) {
      throw new ApiError(400, apiMessages.designerIdUnknown);
    }
  }
  const merged = productFormSchema.safeParse({ ...formValuesOf(current), ...changes });
  if (!merged.success) {
    const first = merged.error.issues[0];
    throw new ApiError(400, `${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`);
  }
  const designerId = changes.designerId ?? current.designerId;
  const row = await ctx.database.db.transaction(async (tx) => {
    // Both catalogues when the product moves: the code and SKUs are checked in the new one.
    await lockDesigners(tx, [current.designerId, designerId]);
    const values = await checked(tx, designerId, merged.data, id);
    // A product moved to another look (or out of one) has no place in its order yet.
    const lookPosition = values.lookId === current.lookId ? current.lookPosition : null;
    return updateProductRow(tx, id, { ...values, lookPosition });
  });
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return present(row);
}

/**
 * A product that is in an order is archived instead of deleted: orders keep pointing at it
 * (`{ success: true, archived: true, message }`). Issue 12 says the same of a product in a
 * live event's pushed list, but nothing stores that list yet: `push_products` and
 * `live_products` come with the live issue (live/socket.ts), and carousel_times (the replay
 * carousel, deleted with the product) is not it. That check belongs here when it is stored.
 */
export async function deleteProduct(
  ctx: AppContext,
  user: User,
  id: string,
): Promise<DeleteProductResponse> {
  const { db } = ctx.database;
  await owned(ctx, user, id);
  const inOrders = await ordersWithProduct(db, id);
  if (inOrders > 0) {
    await updateProductRow(db, id, { status: 'archived' });
    return { success: true, archived: true, message: productMessages.archivedInstead(inOrders) };
  }
  await deleteProductRow(db, id);
  return { success: true };
}
