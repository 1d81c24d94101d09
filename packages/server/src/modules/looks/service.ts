import { eq } from 'drizzle-orm';
import {
  apiMessages,
  lookMessages,
  type ApiLook,
  type ListPage,
  type LookListFilter,
} from '@runway-live/domain/api';
import {
  type LookFormValues,
  type LookPatch,
  type LookProducts,
  type LookProductsAppend,
  LOOK_PRODUCTS_MAX,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { designers, looks, type UserRow } from '../../db/schema';
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
import { toApiObject } from '../../resources/present';
import type { Queries, Transaction } from '../../resources/transaction';
import { eventLooks } from '../events/repository';
import { isDesignersEvent } from '../products/repository';
import { refuseSilentMoves } from './moves';
import {
  deleteLookRow,
  findLook,
  insertLook,
  lockLook,
  lookColumns,
  productsOfDesigner,
  setLookProducts,
  updateLookRow,
  type LookWithProducts,
} from './repository';

type User = Pick<UserRow, 'id' | 'roles'>;

const LOOK_LIST = listSpec<LookListFilter>()({
  sortColumns: {
    name: looks.name,
    status: looks.status,
    createdAt: looks.createdAt,
    updatedAt: looks.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: looks.id,
  searchColumns: [looks.name],
  filters: {
    designerId: (value) => eq(looks.designerId, value),
    eventId: (value) => eq(looks.eventId, value),
    status: (value) => eq(looks.status, value),
  },
  // The designer's brand names the look's designer in the list.
  rows: (db, total) =>
    db
      .select({ row: lookColumns, designerBrand: designers.brandName, total })
      .from(looks)
      .leftJoin(designers, eq(designers.userId, looks.designerId))
      .$dynamic(),
  present: ({ row, designerBrand }) => ({ ...present(row), designerBrand: designerBrand ?? '' }),
});

const DESIGNER_MESSAGES = {
  required: apiMessages.lookDesignerIdRequired,
  notYours: apiMessages.notYourLookDesignerId,
};

function present(row: LookWithProducts): ApiLook {
  return { ...toApiObject(row), productCount: row.productIds.length };
}

export async function listLooks(
  ctx: AppContext,
  user: User,
  query: LookListFilter,
): Promise<ListPage<ApiLook>> {
  const { db } = ctx.database;
  return listPage(db, LOOK_LIST, query, {
    owner: { column: looks.designerId, id: ownerOf(user) },
  });
}

/** The look, if the user may see it: another designer's is a 404. */
async function owned(db: Queries, user: User, id: string) {
  const row = await findLook(db, ownedWhere(eq(looks.id, id), looks.designerId, user));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getLook(ctx: AppContext, user: User, id: string): Promise<ApiLook> {
  return present(await owned(ctx.database.db, user, id));
}

/** A look's event must be one of the look's designer's (another's reads as unknown). */
async function checkEvent(tx: Transaction, eventId: string | null | undefined, designerId: string) {
  if (eventId && !(await isDesignersEvent(tx, eventId, designerId))) {
    throw new ApiError(400, apiMessages.lookEventIdUnknown);
  }
}

export async function createLook(
  ctx: AppContext,
  user: User,
  look: LookFormValues,
): Promise<ApiLook> {
  const { db } = ctx.database;
  const designerId = await designerOfCreate(db, user, look.designerId, DESIGNER_MESSAGES);
  const id = await db.transaction(async (tx) => {
    await checkEvent(tx, look.eventId, designerId);
    return (await insertLook(tx, { ...look, designerId })).id;
  });
  return getLook(ctx, user, id);
}

export async function updateLook(
  ctx: AppContext,
  user: User,
  id: string,
  patch: LookPatch,
): Promise<ApiLook> {
  const { db } = ctx.database;
  const current = await owned(db, user, id);
  const changes = namedFields(patch);
  if (Object.keys(changes).length === 0) return present(current);
  const designerId = changes.designerId ?? current.designerId;
  if (designerId !== current.designerId) {
    // Moving a look to another designer: admin and staff only, to a designer. Its products
    // are the old designer's, so they leave it.
    writtenDesignerId(user, designerId, apiMessages.notYourLookDesignerId);
    if (!(await isDesigner(db, designerId))) {
      throw new ApiError(400, apiMessages.designerIdUnknown);
    }
  }
  await db.transaction(async (tx) => {
    // The event is checked against the look's designer, also when only the designer changes.
    const eventId = changes.eventId === undefined ? current.eventId : changes.eventId;
    await checkEvent(tx, eventId, designerId);
    if (designerId !== current.designerId) await setLookProducts(tx, id, []);
    // Another event (or none): its place in the old event's order goes with it; never out
    // of an ended show (issue 27), whose record and replay keep the look.
    const eventMoved = changes.eventId !== undefined && changes.eventId !== current.eventId;
    if (eventMoved)
      await eventLooks.refuseLeavingEnded(tx, changes.eventId ?? null, [id], 'eventId');
    await updateLookRow(tx, id, eventMoved ? { ...changes, eventPosition: null } : changes);
  });
  return getLook(ctx, user, id);
}

/** Deletes the look; its products stay, without a look. */
export async function deleteLook(ctx: AppContext, user: User, id: string): Promise<void> {
  const { db } = ctx.database;
  await owned(db, user, id);
  await db.transaction((tx) => deleteLookRow(tx, id));
}

/**
 * The look, locked for the rest of the transaction (see lockLook), if the user may see it,
 * and the products to write into it checked: every id must be a product of the look's
 * designer (400 naming the first that is not), and one in another look moves only when
 * the call says `move` (409 naming the product and its look).
 */
async function lockedLookFor(
  tx: Transaction,
  user: User,
  id: string,
  { productIds, move }: { productIds: readonly string[]; move?: boolean | undefined },
): Promise<LookWithProducts> {
  if (!(await lockLook(tx, ownedWhere(eq(looks.id, id), looks.designerId, user)))) {
    throw new ApiError(404, apiMessages.notFound);
  }
  const look = await owned(tx, user, id);
  const theirs = await productsOfDesigner(tx, look.designerId, productIds);
  const stranger = productIds.find((productId) => !theirs.has(productId));
  if (stranger !== undefined) throw new ApiError(400, lookMessages.productUnknown(stranger));
  if (!move) await refuseSilentMoves(tx, id, productIds, 'productIds');
  return look;
}

/** PUT /looks/:id/products: the look's whole ordered product list, in one transaction. */
export async function setProductsOfLook(
  ctx: AppContext,
  user: User,
  id: string,
  body: LookProducts,
): Promise<ApiLook> {
  await ctx.database.db.transaction(async (tx) => {
    await lockedLookFor(tx, user, id, body);
    await setLookProducts(tx, id, body.productIds);
  });
  return getLook(ctx, user, id);
}

/**
 * POST /looks/:id/products: the products join the look after its own, in the order given;
 * one already in it keeps its place. The look's row lock makes concurrent adds (two tabs,
 * the products list's bulk action) queue, so every one of them lands.
 */
export async function appendProductsToLook(
  ctx: AppContext,
  user: User,
  id: string,
  body: LookProductsAppend,
): Promise<ApiLook> {
  await ctx.database.db.transaction(async (tx) => {
    const look = await lockedLookFor(tx, user, id, body);
    const added = body.productIds.filter((productId) => !look.productIds.includes(productId));
    if (added.length === 0) return;
    const order = [...look.productIds, ...added];
    if (order.length > LOOK_PRODUCTS_MAX) {
      throw new ApiError(400, lookMessages.lookFull(LOOK_PRODUCTS_MAX));
    }
    await setLookProducts(tx, id, order);
  });
  return getLook(ctx, user, id);
}
