import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  apiMessages,
  eventMessages,
  type ApiContainer,
  type ApiContainerShow,
  type ContainerListFilter,
  type ContainerShowListFilter,
  type ListPage,
} from '@runway-live/domain/api';
import {
  containerMessages,
  type ContainerFormValues,
  type ContainerPatch,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { containers, designers, events, webEvents, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { ownerOf } from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import { toApiObject } from '../../resources/present';
import type { Queries } from '../../resources/transaction';
import { containerRows, showsOf, type ContainerRow } from './repository';

type User = Pick<UserRow, 'id' | 'roles'>;

/**
 * Who sees which Fashion Weeks: admin and staff every one, everyone else signed in the
 * published ones (a draft or an archived one is a 404 to them, as if it were not there).
 */
function visibleTo(user: User): SQL | undefined {
  return ownerOf(user) === null ? undefined : eq(containers.status, 'published');
}

const CONTAINER_LIST = listSpec<ContainerListFilter>()({
  sortColumns: {
    startDate: containers.startDate,
    endDate: containers.endDate,
    title: containers.title,
    city: containers.city,
    status: containers.status,
    createdAt: containers.createdAt,
    updatedAt: containers.updatedAt,
  },
  // The latest weeks first: the coming one, then those past.
  defaultSort: { field: 'startDate', direction: 'desc' },
  tieBreaker: containers.id,
  searchColumns: [containers.title, containers.city],
  filters: {
    status: (value) => eq(containers.status, value),
    // The weeks with a day in [from, to]: calendar dates compare as dates.
    from: (value) => gte(containers.endDate, value),
    to: (value) => lte(containers.startDate, value),
  },
  rows: (db, total) => db.select({ row: containers, total }).from(containers).$dynamic(),
  present: ({ row }) => present(row),
});

function present(row: ContainerRow): ApiContainer {
  return toApiObject(row);
}

export async function listContainers(
  ctx: AppContext,
  user: User,
  query: ContainerListFilter,
): Promise<ListPage<ApiContainer>> {
  return listPage(ctx.database.db, CONTAINER_LIST, query, { scope: visibleTo(user) });
}

/** The Fashion Week, if the user sees it; a 404 otherwise. */
async function visible(ctx: AppContext, user: User, id: string): Promise<ContainerRow> {
  const [row] = await ctx.database.db
    .select()
    .from(containers)
    .where(and(eq(containers.id, id), visibleTo(user)));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

/**
 * The Fashion Week a show's write names (POST and PATCH of events and web events): one the
 * caller sees, else the 400 an unknown id gets, so a draft or archived week is neither
 * filled nor revealed to a designer. A PATCH that leaves a show in the week it is already
 * in (`current`) is not asked again: the week may have been archived since.
 */
export async function checkNamedContainer(
  db: Queries,
  user: User,
  named: string | null | undefined,
  current: string | null = null,
): Promise<void> {
  if (!named || named === current) return;
  const [row] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, named), visibleTo(user)));
  if (!row) throw new ApiError(400, eventMessages.containerUnknown);
}

export async function getContainer(ctx: AppContext, user: User, id: string): Promise<ApiContainer> {
  return present(await visible(ctx, user, id));
}

export async function createContainer(
  ctx: AppContext,
  values: ContainerFormValues,
): Promise<ApiContainer> {
  return present(await containerRows.insert(ctx.database.db, values));
}

/**
 * A PATCH writes the fields it names, under the row's lock (`FOR UPDATE`), so concurrent
 * changes of different fields all land. A date it names is checked against the other
 * date as it is now (the one a concurrent PATCH may just have changed): the end is never
 * before the start (400 naming the date the PATCH changed).
 */
export async function updateContainer(
  ctx: AppContext,
  id: string,
  patch: ContainerPatch,
): Promise<ApiContainer> {
  const changes = namedFields(patch);
  return ctx.database.db.transaction(async (tx) => {
    const current = await containerRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (Object.keys(changes).length === 0) return present(current);
    const startDate = changes.startDate ?? current.startDate;
    const endDate = changes.endDate ?? current.endDate;
    if (endDate < startDate) {
      const field = changes.endDate === undefined ? 'startDate' : 'endDate';
      throw new ApiError(400, `${field}: ${containerMessages.endBeforeStart}`);
    }
    const row = await containerRows.update(tx, id, changes);
    return present(row!);
  });
}

/**
 * A Fashion Week that holds events or web events is not deleted (409 with the counts):
 * they would silently lose their week. It can be archived instead. The row is locked
 * before its shows are counted: an event written with this week holds the week's key
 * (the foreign key's `FOR KEY SHARE`) until it commits, so the count sees it, or the event
 * is written after the delete and its week is gone (a 400 of its own).
 */
export async function deleteContainer(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await containerRows.findForUpdate(tx, id);
    if (!current) throw new ApiError(404, apiMessages.notFound);
    const held = await showsOf(tx, id);
    if (held.events > 0 || held.webEvents > 0) {
      throw new ApiError(409, containerMessages.hasEvents(held.events, held.webEvents));
    }
    await containerRows.delete(tx, id);
  });
}

/**
 * The events and the web events of a Fashion Week, read from their tables as a row of the
 * week's lists shows them. The events' own modules own those tables; only these columns
 * are read here.
 */
function showList(table: typeof events | typeof webEvents) {
  return listSpec<ContainerShowListFilter>()({
    sortColumns: {
      scheduledAt: table.scheduledAt,
      title: table.title,
      status: table.status,
      createdAt: table.createdAt,
    },
    // In the order they happen; those with no date yet last.
    defaultSort: { field: 'scheduledAt', direction: 'asc' },
    tieBreaker: table.id,
    searchColumns: [table.title],
    filters: {},
    rows: (db, total) =>
      db
        .select({
          id: table.id,
          designerId: table.designerId,
          designerBrand: designers.brandName,
          containerId: table.containerId,
          title: table.title,
          coverImage: table.coverImage,
          scheduledAt: table.scheduledAt,
          durationMinutes: table.durationMinutes,
          status: table.status,
          createdAt: table.createdAt,
          updatedAt: table.updatedAt,
          total,
        })
        .from(table)
        .leftJoin(designers, eq(designers.userId, table.designerId))
        .$dynamic(),
    present: (row): ApiContainerShow => ({
      _id: row.id,
      designerId: row.designerId,
      designerBrand: row.designerBrand ?? '',
      containerId: row.containerId ?? '',
      title: row.title,
      coverImage: row.coverImage,
      scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
      durationMinutes: row.durationMinutes,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  });
}

const SHOW_LISTS = { events: showList(events), webEvents: showList(webEvents) };

/**
 * A page of a Fashion Week's events or web events. The week must be one the user sees
 * (404 otherwise); a designer sees their own shows in it, admin and staff every one.
 */
export async function listContainerShows(
  ctx: AppContext,
  user: User,
  id: string,
  kind: keyof typeof SHOW_LISTS,
  query: ContainerShowListFilter,
): Promise<ListPage<ApiContainerShow>> {
  await visible(ctx, user, id);
  const table = kind === 'events' ? events : webEvents;
  const owner = ownerOf(user);
  return listPage(ctx.database.db, SHOW_LISTS[kind], query, {
    scope: and(eq(table.containerId, id), owner === null ? undefined : eq(table.designerId, owner)),
  });
}
