import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  apiMessages,
  type ApiWebEventGroup,
  type ListPage,
  type WebEventGroupListFilter,
} from '@runway-live/domain/api';
import {
  webEventGroupMessages,
  type WebEventGroupFormValues,
  type WebEventGroupPatch,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { designers, webEventGroups, webEvents, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { byIdRepository } from '../../resources/byIdRepository';
import { setOrderedMembers } from '../../resources/orderedMembers';
import {
  checkDesignerKept,
  designerOfCreate,
  ownedWhere,
  ownerOf,
} from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import type { Queries, Transaction } from '../../resources/transaction';

type User = Pick<UserRow, 'id' | 'roles'>;

const groupRows = byIdRepository(webEventGroups);

/**
 * A group's web events in its order (`group_position`, set by the group's writes; one that
 * joined by its own groupId is placed last), then by age.
 */
export const groupOrder = [
  sql`${webEvents.groupPosition} asc nulls last`,
  sql`${webEvents.createdAt} asc`,
  sql`${webEvents.id} asc`,
];

const webEventIdsColumn = sql<string[]>`array(
    select ${webEvents.id} from ${webEvents}
    where ${webEvents.groupId} = ${sql.identifier('web_event_groups')}.${sql.identifier('id')}
    order by ${sql.join(groupOrder, sql`, `)})`.as('web_event_ids');

const groupColumns = {
  id: webEventGroups.id,
  designerId: webEventGroups.designerId,
  name: webEventGroups.name,
  description: webEventGroups.description,
  createdAt: webEventGroups.createdAt,
  updatedAt: webEventGroups.updatedAt,
  webEventIds: webEventIdsColumn,
};
type GroupWithEvents = typeof webEventGroups.$inferSelect & { webEventIds: string[] };

function present(row: GroupWithEvents): ApiWebEventGroup {
  return toApiObject(row);
}

const GROUP_LIST = listSpec<WebEventGroupListFilter>()({
  sortColumns: {
    name: webEventGroups.name,
    createdAt: webEventGroups.createdAt,
    updatedAt: webEventGroups.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: webEventGroups.id,
  searchColumns: [webEventGroups.name],
  filters: { designerId: (value) => eq(webEventGroups.designerId, value) },
  rows: (db, total) =>
    db
      .select({ row: groupColumns, designerBrand: designers.brandName, total })
      .from(webEventGroups)
      .leftJoin(designers, eq(designers.userId, webEventGroups.designerId))
      .$dynamic(),
  present: ({ row, designerBrand }) => ({ ...present(row), designerBrand: designerBrand ?? '' }),
});

export async function listWebEventGroups(
  ctx: AppContext,
  user: User,
  query: WebEventGroupListFilter,
): Promise<ListPage<ApiWebEventGroup>> {
  return listPage(ctx.database.db, GROUP_LIST, query, {
    owner: { column: webEventGroups.designerId, id: ownerOf(user) },
  });
}

async function findGroup(db: Queries, user: User, id: string): Promise<GroupWithEvents | null> {
  const [row] = await db
    .select(groupColumns)
    .from(webEventGroups)
    .where(ownedWhere(eq(webEventGroups.id, id), webEventGroups.designerId, user));
  return row ?? null;
}

export async function getWebEventGroup(
  ctx: AppContext,
  user: User,
  id: string,
): Promise<ApiWebEventGroup> {
  const row = await findGroup(ctx.database.db, user, id);
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return present(row);
}

const MEMBERSHIP = { owner: 'groupId', position: 'groupPosition' } as const;

/**
 * Makes `ids` the group's web events, in order, under the group's lock: every id a web
 * event of the group's designer (400 naming the first that is not; they are locked in id
 * order, after the group), one in another group moved only with `move` (409 naming it).
 */
async function writeMembers(
  tx: Transaction,
  groupId: string,
  designerId: string,
  ids: readonly string[] | undefined,
  move: boolean | undefined,
) {
  if (ids === undefined) return;
  if (ids.length > 0) {
    const rows = await tx
      .select({ id: webEvents.id })
      .from(webEvents)
      .where(and(eq(webEvents.designerId, designerId), inArray(webEvents.id, [...ids])))
      .orderBy(asc(webEvents.id))
      .for('update');
    const own = new Set(rows.map((row) => row.id));
    const stranger = ids.find((id) => !own.has(id));
    if (stranger !== undefined) {
      throw new ApiError(400, webEventGroupMessages.webEventUnknown(stranger));
    }
    if (!move) {
      const [taken] = await tx
        .select({ title: webEvents.title, group: webEventGroups.name })
        .from(webEvents)
        .innerJoin(webEventGroups, eq(webEventGroups.id, webEvents.groupId))
        .where(
          and(
            inArray(webEvents.id, [...ids]),
            isNotNull(webEvents.groupId),
            ne(webEvents.groupId, groupId),
          ),
        )
        .orderBy(asc(webEvents.id))
        .limit(1);
      if (taken) {
        throw new ApiError(
          409,
          webEventGroupMessages.webEventInAnotherGroup(taken.title, taken.group),
        );
      }
    }
  }
  await setOrderedMembers(tx, webEvents, MEMBERSHIP, groupId, ids);
}

const DESIGNER_MESSAGES = {
  required: webEventGroupMessages.designerIdRequired,
  notYours: webEventGroupMessages.notYourDesignerId,
};

export async function createWebEventGroup(
  ctx: AppContext,
  user: User,
  body: WebEventGroupFormValues,
): Promise<ApiWebEventGroup> {
  const { db } = ctx.database;
  const designerId = await designerOfCreate(db, user, body.designerId, DESIGNER_MESSAGES);
  const { designerId: _named, move, webEventIds, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    const row = await groupRows.insert(tx, { ...fields, designerId });
    await writeMembers(tx, row.id, designerId, webEventIds, move);
    return row.id;
  });
  return getWebEventGroup(ctx, user, id);
}

/**
 * PATCH: the fields it names; `webEventIds` replaces the whole ordered list (reordering is
 * sending it again), under the group's row lock, so two reorders at once leave one of the
 * two lists whole, never a mix.
 */
export async function updateWebEventGroup(
  ctx: AppContext,
  user: User,
  id: string,
  patch: WebEventGroupPatch,
): Promise<ApiWebEventGroup> {
  const { designerId, move, webEventIds, ...fields } = namedFields(patch);
  await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webEventGroups)
      .where(ownedWhere(eq(webEventGroups.id, id), webEventGroups.designerId, user))
      .for('update');
    if (!current) throw new ApiError(404, apiMessages.notFound);
    checkDesignerKept(user, designerId, current.designerId, webEventGroupMessages);
    await writeMembers(tx, id, current.designerId, webEventIds, move);
    if (Object.keys(fields).length > 0 || webEventIds !== undefined) {
      await groupRows.update(tx, id, { ...fields, updatedAt: new Date() });
    }
  });
  return getWebEventGroup(ctx, user, id);
}

/** Deletes the group; its web events stay, in no group. */
export async function deleteWebEventGroup(ctx: AppContext, user: User, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: webEventGroups.id })
      .from(webEventGroups)
      .where(ownedWhere(eq(webEventGroups.id, id), webEventGroups.designerId, user))
      .for('update');
    if (!current) throw new ApiError(404, apiMessages.notFound);
    await setOrderedMembers(tx, webEvents, MEMBERSHIP, id, []);
    await groupRows.delete(tx, id);
  });
}
