import { eq } from 'drizzle-orm';
import type { ApiWebEvent, ListPage, WebEventListFilter } from '@runway-live/domain/api';
import {
  WEB_EVENT_LIFECYCLE,
  webEventMessages,
  type WebEventCreate,
  type WebEventPatch,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { designers, liveTimeline, webEvents } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { checkDesignerKept } from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import type { Transaction } from '../../resources/transaction';
import { checkNamedContainer } from '../containers/service';
import { ownShows, presentListed, showListFilters, showListOrder } from '../show/list';
import { writeMembers } from '../show/members';
import {
  checkStatusMove,
  deleteShow,
  designerOfShow,
  ownedShow,
  presentShow,
  startOf,
  type Caller,
  type User,
} from '../show/service';
import {
  appendToGroup,
  findWebEvent,
  leaveGroup,
  lockGroupOf,
  lockWebEvent,
  webEventColumns,
  webEventMembers,
  webEventRows,
  type NewWebEventRow,
} from './repository';

/**
 * A web event's service: a show (modules/show) with its group, captions, embed origins and
 * web products.
 */

const WEB_EVENT_LIST = listSpec<WebEventListFilter>()({
  ...showListOrder(webEvents),
  filters: {
    ...showListFilters(webEvents),
    groupId: (value) => eq(webEvents.groupId, value),
  },
  // The designer's brand names the show's designer in the list.
  rows: (db, total) =>
    db
      .select({ row: webEventColumns, designerBrand: designers.brandName, total })
      .from(webEvents)
      .leftJoin(designers, eq(designers.userId, webEvents.designerId))
      .$dynamic(),
  present: presentListed,
});

export async function listWebEvents(
  ctx: AppContext,
  user: User,
  query: WebEventListFilter,
): Promise<ListPage<ApiWebEvent>> {
  return listPage(ctx.database.db, WEB_EVENT_LIST, query, ownShows(webEvents, user));
}

export async function getWebEvent(ctx: AppContext, user: User, id: string): Promise<ApiWebEvent> {
  return presentShow(await ownedShow(ctx.database.db, webEvents, user, id, findWebEvent));
}

/** The group a write names, locked before the web event: one of the designer's, else 400. */
async function lockNamedGroup(tx: Transaction, designerId: string, groupId: string | null) {
  if (groupId !== null && !(await lockGroupOf(tx, designerId, groupId))) {
    throw new ApiError(400, webEventMessages.groupUnknown);
  }
}

export async function createWebEvent(
  ctx: AppContext,
  user: User,
  body: WebEventCreate,
): Promise<ApiWebEvent> {
  const { db } = ctx.database;
  const designerId = await designerOfShow(ctx, user, body.designerId, webEventMessages);
  const { productIds, move, scheduledAt, groupId, designerId: _named, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    await lockNamedGroup(tx, designerId, groupId);
    await checkNamedContainer(tx, user, fields.containerId);
    const row = await webEventRows.insert(tx, {
      ...fields,
      designerId,
      scheduledAt: startOf(scheduledAt),
      status: 'draft',
    });
    if (groupId !== null) await appendToGroup(tx, row.id, groupId);
    await writeMembers(
      tx,
      row.id,
      designerId,
      [{ members: webEventMembers, ids: productIds }],
      move,
    );
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
  await db.transaction(async (tx) => {
    if (groupId) {
      // The group comes before the web event in the lock order; its designer is the web
      // event's, read before the lock (a web event never changes designer).
      const seen = await ownedShow(tx, webEvents, user, id, findWebEvent);
      await lockNamedGroup(tx, seen.designerId, groupId);
    }
    const current = await ownedShow(tx, webEvents, user, id, lockWebEvent);
    checkDesignerKept(user, designerId, current.designerId, webEventMessages);
    const written: Partial<NewWebEventRow> = { ...fields };
    if (scheduledAt !== undefined) written.scheduledAt = startOf(scheduledAt);
    if (status !== undefined) {
      checkStatusMove(WEB_EVENT_LIFECYCLE, caller, current.status, status);
      written.status = status;
      // Its live room's timeline (decision 0044), as an event's: when it went live.
      await tx.insert(liveTimeline).values({
        eventId: id,
        kind: 'status',
        actorId: user.id,
        detail: { from: current.status, to: status },
      });
    }
    await checkNamedContainer(tx, user, written.containerId, current.containerId);
    if (groupId !== undefined && groupId !== current.groupId) {
      if (groupId === null) await leaveGroup(tx, id);
      else await appendToGroup(tx, id, groupId);
    }
    await writeMembers(
      tx,
      id,
      current.designerId,
      [{ members: webEventMembers, ids: productIds }],
      move,
    );
    if (Object.keys(written).length > 0 || productIds !== undefined) {
      await webEventRows.update(tx, id, { ...written, updatedAt: new Date() });
    }
  });
  // Its live room hears it after the commit, as an event's (events/service.ts).
  if (status !== undefined || fields.streamUrl !== undefined || fields.replayUrl !== undefined) {
    ctx.live.tell({ kind: 'status', eventId: id });
  }
  if (fields.chatEnabled !== undefined) ctx.live.tell({ kind: 'chat', eventId: id });
  return getWebEvent(ctx, user, id);
}

/** Deletes a draft or ended web event (409 otherwise); its web products stay, in none. */
export function deleteWebEvent(ctx: AppContext, user: User, id: string): Promise<void> {
  return deleteShow(ctx, user, id, {
    table: webEvents,
    lifecycle: WEB_EVENT_LIFECYCLE,
    lock: lockWebEvent,
    refused: webEventMessages.deleteRefused,
    remove: async (tx, id) => {
      await webEventMembers.set(tx, id, []);
      await webEventRows.delete(tx, id);
    },
  });
}

/** The web events' routes' calls (show/routes.ts). */
export const webEventService = {
  list: listWebEvents,
  get: getWebEvent,
  create: createWebEvent,
  update: updateWebEvent,
  delete: deleteWebEvent,
};
