import { eq } from 'drizzle-orm';
import {
  apiMessages,
  type ApiWebEvent,
  type ListPage,
  type WebEventListFilter,
} from '@runway-live/domain/api';
import {
  DELETABLE_WEB_EVENT_STATUSES,
  GATED_WEB_EVENT_STATUSES,
  parseInstant,
  webEventMessages,
  webEventTransitionRefusal,
  type WebEventCreate,
  type WebEventPatch,
  type WebEventStatus,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { designers, webEvents, type DesignerRow, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import {
  checkDesignerKept,
  designerOfCreate,
  ownedWhere,
  ownerOf,
} from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import type { Transaction } from '../../resources/transaction';
import { checkNamedContainer } from '../containers/service';
import { checkShowGates } from '../events/service';
import {
  appendToGroup,
  findWebEvent,
  firstInAnotherWebEvent,
  refuseLeavingEndedWebEvent,
  leaveGroup,
  lockGroupOf,
  lockWebEvent,
  ownWebProducts,
  setWebEventProducts,
  webEventColumns,
  webEventRows,
  type NewWebEventRow,
  type WebEventWithProducts,
} from './repository';

type User = Pick<UserRow, 'id' | 'roles'>;
/** The caller and its designer profile (the session check's row), for the gates. */
type Caller = {
  user: User;
  designer: Pick<DesignerRow, 'payment' | 'subscriptionAmount' | 'subscriptionStatus'> | null;
};

/** An instant the domain's instantField let through: ISO 8601, read by date-fns. */
const instant = (text: string): Date => parseInstant(text)!;

export function presentWebEvent(row: WebEventWithProducts): ApiWebEvent {
  return {
    ...toApiObject(row),
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
  };
}

const WEB_EVENT_LIST = listSpec<WebEventListFilter>()({
  sortColumns: {
    scheduledAt: webEvents.scheduledAt,
    title: webEvents.title,
    status: webEvents.status,
    createdAt: webEvents.createdAt,
    updatedAt: webEvents.updatedAt,
  },
  // The start, latest first: web_events_scheduled_idx and web_events_designer_scheduled_idx.
  defaultSort: { field: 'scheduledAt', direction: 'desc' },
  tieBreaker: webEvents.id,
  searchColumns: [webEvents.title],
  filters: {
    designerId: (value) => eq(webEvents.designerId, value),
    containerId: (value) => eq(webEvents.containerId, value),
    groupId: (value) => eq(webEvents.groupId, value),
    status: (value: WebEventStatus) => eq(webEvents.status, value),
  },
  rows: (db, total) =>
    db
      .select({ row: webEventColumns, designerBrand: designers.brandName, total })
      .from(webEvents)
      .leftJoin(designers, eq(designers.userId, webEvents.designerId))
      .$dynamic(),
  present: ({ row, designerBrand }) => ({
    ...presentWebEvent(row),
    designerBrand: designerBrand ?? '',
  }),
});

export async function listWebEvents(
  ctx: AppContext,
  user: User,
  query: WebEventListFilter,
): Promise<ListPage<ApiWebEvent>> {
  return listPage(ctx.database.db, WEB_EVENT_LIST, query, {
    owner: { column: webEvents.designerId, id: ownerOf(user) },
  });
}

export async function getWebEvent(ctx: AppContext, user: User, id: string): Promise<ApiWebEvent> {
  const row = await findWebEvent(
    ctx.database.db,
    ownedWhere(eq(webEvents.id, id), webEvents.designerId, user),
  );
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return presentWebEvent(row);
}

/** The group a write names, locked before the web event: one of the designer's, else 400. */
async function lockNamedGroup(tx: Transaction, designerId: string, groupId: string | null) {
  if (groupId !== null && !(await lockGroupOf(tx, designerId, groupId))) {
    throw new ApiError(400, webEventMessages.groupUnknown);
  }
}

/**
 * Makes `productIds` the web event's products, in order: every id a web product of its
 * designer (400 naming the first that is not), one in another web event moved only when
 * the call says `move` (409 naming it and its web event), and never out of an ended one
 * (409). Under the web event's lock.
 */
async function writeProducts(
  tx: Transaction,
  webEventId: string,
  designerId: string,
  productIds: readonly string[] | undefined,
  move: boolean | undefined,
) {
  if (productIds === undefined) return;
  const own = await ownWebProducts(tx, designerId, productIds);
  const stranger = productIds.find((id) => !own.has(id));
  if (stranger !== undefined) throw new ApiError(400, webEventMessages.productUnknown(stranger));
  // Never out of an ended web event, move or not (issue 27).
  await refuseLeavingEndedWebEvent(tx, webEventId, productIds, 'productIds');
  if (!move) {
    const taken = await firstInAnotherWebEvent(tx, webEventId, productIds);
    if (taken) {
      throw new ApiError(
        409,
        webEventMessages.productInAnotherEvent(taken.name, taken.webEventTitle),
      );
    }
  }
  await setWebEventProducts(tx, webEventId, productIds);
}

const DESIGNER_MESSAGES = {
  required: webEventMessages.designerIdRequired,
  notYours: webEventMessages.notYourDesignerId,
};

export async function createWebEvent(
  ctx: AppContext,
  user: User,
  body: WebEventCreate,
): Promise<ApiWebEvent> {
  const { db } = ctx.database;
  const designerId = await designerOfCreate(db, user, body.designerId, DESIGNER_MESSAGES);
  const { productIds, move, scheduledAt, groupId, designerId: _named, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    await lockNamedGroup(tx, designerId, groupId);
    await checkNamedContainer(tx, user, fields.containerId);
    const row = await webEventRows.insert(tx, {
      ...fields,
      designerId,
      scheduledAt: scheduledAt === null ? null : instant(scheduledAt),
      status: 'draft',
    });
    if (groupId !== null) await appendToGroup(tx, row.id, groupId);
    await writeProducts(tx, row.id, designerId, productIds, move);
    return row.id;
  });
  return getWebEvent(ctx, user, id);
}

/**
 * PATCH /api/v2/web-events/:id: the fields it names, and `status` through the lifecycle,
 * in one transaction under the web event's row lock (after the lock of a group it joins),
 * so of two moves from one state the second reads the first's result and is a 409.
 */
export async function updateWebEvent(
  ctx: AppContext,
  caller: Caller,
  id: string,
  patch: WebEventPatch,
): Promise<ApiWebEvent> {
  const { user } = caller;
  const { db } = ctx.database;
  const { productIds, move, status, scheduledAt, designerId, groupId, ...fields } =
    namedFields(patch);
  const mine = ownedWhere(eq(webEvents.id, id), webEvents.designerId, user);
  await db.transaction(async (tx) => {
    if (groupId) {
      // The group comes before the web event in the lock order; its designer is the web
      // event's, read before the lock (a web event never changes designer).
      const seen = await findWebEvent(tx, mine);
      if (!seen) throw new ApiError(404, apiMessages.notFound);
      await lockNamedGroup(tx, seen.designerId, groupId);
    }
    const current = await lockWebEvent(tx, mine);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    checkDesignerKept(user, designerId, current.designerId, webEventMessages);
    const written: Partial<NewWebEventRow> = { ...fields };
    if (scheduledAt !== undefined) {
      written.scheduledAt = scheduledAt === null ? null : instant(scheduledAt);
    }
    if (status !== undefined) {
      if (GATED_WEB_EVENT_STATUSES.includes(status)) checkShowGates(caller);
      const refusal = webEventTransitionRefusal(current.status, status);
      if (refusal) throw new ApiError(409, refusal);
      written.status = status;
    }
    await checkNamedContainer(tx, user, written.containerId, current.containerId);
    if (groupId !== undefined && groupId !== current.groupId) {
      if (groupId === null) await leaveGroup(tx, id);
      else await appendToGroup(tx, id, groupId);
    }
    await writeProducts(tx, id, current.designerId, productIds, move);
    if (Object.keys(written).length > 0 || productIds !== undefined) {
      await webEventRows.update(tx, id, { ...written, updatedAt: new Date() });
    }
  });
  return getWebEvent(ctx, user, id);
}

/** Deletes a draft or ended web event (409 otherwise); its web products stay, in none. */
export async function deleteWebEvent(ctx: AppContext, user: User, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockWebEvent(
      tx,
      ownedWhere(eq(webEvents.id, id), webEvents.designerId, user),
    );
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (!DELETABLE_WEB_EVENT_STATUSES.includes(current.status)) {
      throw new ApiError(409, webEventMessages.deleteRefused(current.status));
    }
    await setWebEventProducts(tx, id, []);
    await webEventRows.delete(tx, id);
  });
}
