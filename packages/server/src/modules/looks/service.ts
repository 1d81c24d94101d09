import { eq } from 'drizzle-orm';
import {
  apiMessages,
  lookMessages,
  type ApiLook,
  type ListPage,
  type LookFormValues,
  type LookListFilter,
  type LookPatch,
  type LookProducts,
} from '@runway-live/domain';
import type { AppContext } from '../../context';
import { looks, type UserRow } from '../../db/schema';
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
import { toApiObject } from '../../resources/present';
import { isDesignersEvent } from '../products/repository';
import {
  deleteLookRow,
  findLook,
  insertLook,
  lookColumns,
  productsOfDesigner,
  setLookProducts,
  updateLookRow,
  type LookWithProducts,
} from './repository';

type User = Pick<UserRow, 'id' | 'roles'>;
type Runner = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

const LOOK_LIST: ListSpec<LookListFilter> = {
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
};

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
    rows: (total) => db.select({ row: lookColumns, total }).from(looks).$dynamic(),
    present: ({ row }) => present(row),
    owner: { column: looks.designerId, id: ownerOf(user) },
  });
}

/** The look, if the user may see it: another designer's is a 404. */
async function owned(db: Runner | AppContext['database']['db'], user: User, id: string) {
  const row = await findLook(db, ownedWhere(eq(looks.id, id), looks.designerId, user));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getLook(ctx: AppContext, user: User, id: string): Promise<ApiLook> {
  return present(await owned(ctx.database.db, user, id));
}

/** A look's event must be one of the look's designer's (another's reads as unknown). */
async function checkEvent(tx: Runner, eventId: string | null | undefined, designerId: string) {
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
    await updateLookRow(tx, id, changes);
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
 * PUT /looks/:id/products: the look's whole ordered product list, in one transaction.
 * Every id must be a product of the look's designer (400 naming the first that is not).
 */
export async function setProductsOfLook(
  ctx: AppContext,
  user: User,
  id: string,
  { productIds }: LookProducts,
): Promise<ApiLook> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const look = await owned(tx, user, id);
    const theirs = await productsOfDesigner(tx, look.designerId, productIds);
    const stranger = productIds.find((productId) => !theirs.has(productId));
    if (stranger !== undefined) throw new ApiError(400, lookMessages.productUnknown(stranger));
    await setLookProducts(tx, id, productIds);
  });
  return getLook(ctx, user, id);
}
