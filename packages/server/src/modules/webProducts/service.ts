import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  apiMessages,
  type ApiWebProduct,
  type ListPage,
  type WebProductListFilter,
} from '@runway-live/domain/api';
import {
  webProductMessages,
  type WebProductFormValues,
  type WebProductPatch,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { designers, products, webEvents, webProducts, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { byIdRepository } from '../../resources/byIdRepository';
import {
  checkDesignerKept,
  designerOfCreate,
  ownedWhere,
  ownerOf,
} from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import type { Queries, Transaction } from '../../resources/transaction';
import { webEventMembers, webProductOrder } from '../webEvents/repository';

type User = Pick<UserRow, 'id' | 'roles'>;
type WebProductRow = typeof webProducts.$inferSelect;

const webProductRows = byIdRepository(webProducts);

/** The API's fields of a web product (its place in the web event is the web event's). */
const webProductColumns = {
  id: webProducts.id,
  designerId: webProducts.designerId,
  webEventId: webProducts.webEventId,
  name: webProducts.name,
  price: webProducts.price,
  currency: webProducts.currency,
  images: webProducts.images,
  externalUrl: webProducts.externalUrl,
  productId: webProducts.productId,
  status: webProducts.status,
  createdAt: webProducts.createdAt,
  updatedAt: webProducts.updatedAt,
};

function present(row: Omit<WebProductRow, 'webEventPosition'>): ApiWebProduct {
  return toApiObject(row);
}

const WEB_PRODUCT_LIST = listSpec<WebProductListFilter>()({
  sortColumns: {
    name: webProducts.name,
    price: webProducts.price,
    status: webProducts.status,
    createdAt: webProducts.createdAt,
    updatedAt: webProducts.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // A web event's products in its order unless the call sorts them.
  defaultOrder: (query) => (query.webEventId ? webProductOrder : null),
  tieBreaker: webProducts.id,
  searchColumns: [webProducts.name],
  filters: {
    designerId: (value) => eq(webProducts.designerId, value),
    webEventId: (value) => eq(webProducts.webEventId, value),
    status: (value) => eq(webProducts.status, value),
  },
  rows: (db, total) =>
    db
      .select({ row: webProductColumns, designerBrand: designers.brandName, total })
      .from(webProducts)
      .leftJoin(designers, eq(designers.userId, webProducts.designerId))
      .$dynamic(),
  present: ({ row, designerBrand }) => ({ ...present(row), designerBrand: designerBrand ?? '' }),
});

export async function listWebProducts(
  ctx: AppContext,
  user: User,
  query: WebProductListFilter,
): Promise<ListPage<ApiWebProduct>> {
  return listPage(ctx.database.db, WEB_PRODUCT_LIST, query, {
    owner: { column: webProducts.designerId, id: ownerOf(user) },
  });
}

async function findOwned(db: Queries, user: User, id: string, lock = false) {
  const query = db
    .select(webProductColumns)
    .from(webProducts)
    .where(ownedWhere(eq(webProducts.id, id), webProducts.designerId, user));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function getWebProduct(
  ctx: AppContext,
  user: User,
  id: string,
): Promise<ApiWebProduct> {
  const row = await findOwned(ctx.database.db, user, id);
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return present(row);
}

/**
 * The web event a write names, locked (it comes before its products in the lock order), so
 * two web products joining it at once get different places: one of the designer's, else 400.
 */
async function lockWebEventOf(tx: Transaction, designerId: string, webEventId: string) {
  const [row] = await tx
    .select({ id: webEvents.id })
    .from(webEvents)
    .where(and(eq(webEvents.id, webEventId), eq(webEvents.designerId, designerId)))
    .for('update');
  if (!row) throw new ApiError(400, webProductMessages.webEventUnknown);
}

/**
 * The marketplace product a web product sells through the player (decision 0033): one of
 * its own designer's, active (a draft is not for sale, an archived one no longer); 400
 * otherwise, the same answer for another designer's product as for no product.
 */
async function checkLinkedProduct(tx: Transaction, designerId: string, productId: string) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.designerId, designerId),
        eq(products.status, 'active'),
      ),
    );
  if (!row) throw new ApiError(400, webProductMessages.productUnknown, { field: 'productId' });
}

/** The place after the web event's last product (under the web event's lock). */
const lastPlaceIn = (webEventId: string) =>
  sql<number>`(select coalesce(max(${webProducts.webEventPosition}), 0) + 1 from ${webProducts} where ${webProducts.webEventId} = ${webEventId})`;

const DESIGNER_MESSAGES = {
  required: webProductMessages.designerIdRequired,
  notYours: webProductMessages.notYourDesignerId,
};

export async function createWebProduct(
  ctx: AppContext,
  user: User,
  body: WebProductFormValues,
): Promise<ApiWebProduct> {
  const { db } = ctx.database;
  const designerId = await designerOfCreate(db, user, body.designerId, DESIGNER_MESSAGES);
  const { designerId: _named, move: _move, webEventId, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    if (webEventId !== null) await lockWebEventOf(tx, designerId, webEventId);
    if (fields.productId !== null) await checkLinkedProduct(tx, designerId, fields.productId);
    const [row] = await tx
      .insert(webProducts)
      .values({
        ...fields,
        designerId,
        webEventId,
        webEventPosition: webEventId === null ? null : lastPlaceIn(webEventId),
      })
      .returning({ id: webProducts.id });
    return row!.id;
  });
  return getWebProduct(ctx, user, id);
}

/**
 * PATCH: the fields it names. A new `webEventId` puts the web product last in that web
 * event (locked first); taking it from another web event needs `move: true` (409 naming
 * it otherwise); null takes it out.
 */
export async function updateWebProduct(
  ctx: AppContext,
  user: User,
  id: string,
  patch: WebProductPatch,
): Promise<ApiWebProduct> {
  const { db } = ctx.database;
  const { designerId, move, webEventId, ...fields } = namedFields(patch);
  await db.transaction(async (tx) => {
    const seen = await findOwned(tx, user, id);
    if (!seen) throw new ApiError(404, apiMessages.notFound);
    if (webEventId) await lockWebEventOf(tx, seen.designerId, webEventId);
    const current = await findOwned(tx, user, id, true);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    checkDesignerKept(user, designerId, current.designerId, webProductMessages);
    if (fields.productId) await checkLinkedProduct(tx, current.designerId, fields.productId);
    const written: PgUpdateSetSource<typeof webProducts> = { ...fields };
    if (webEventId !== undefined && webEventId !== current.webEventId) {
      // Never out of an ended web event (issue 27): its replay keeps the product.
      await webEventMembers.refuseLeavingEnded(tx, webEventId, [id], 'webEventId');
      if (webEventId !== null && current.webEventId !== null && !move) {
        const [other] = await tx
          .select({ title: webEvents.title })
          .from(webEvents)
          .where(eq(webEvents.id, current.webEventId));
        throw new ApiError(409, webProductMessages.inAnotherEvent(other?.title ?? ''));
      }
      written.webEventId = webEventId;
      written.webEventPosition = webEventId === null ? null : lastPlaceIn(webEventId);
    }
    if (Object.keys(written).length > 0) {
      await tx
        .update(webProducts)
        .set({ ...written, updatedAt: new Date() })
        .where(eq(webProducts.id, id));
    }
  });
  return getWebProduct(ctx, user, id);
}

/** Deletes the web product; it leaves its web event and the carousel times that name it. */
export async function deleteWebProduct(ctx: AppContext, user: User, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await findOwned(tx, user, id, true);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    await webProductRows.delete(tx, id);
  });
}
