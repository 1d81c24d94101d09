import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  EVENT_CALENDAR_MAX_ITEMS,
  eventMessages,
  type ApiCalendarEvent,
  type ApiEvent,
  type EventCalendarFilter,
  type EventListFilter,
  type ListPage,
} from '@runway-live/domain/api';
import { EVENT_LIFECYCLE, type EventCreate, type EventPatch } from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import { designers, events, liveTimeline } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { checkDesignerKept, ownerOf } from '../../resources/ownership';
import { namedFields } from '../../resources/patch';
import { checkNamedContainer } from '../containers/service';
import { queueGoLiveReminders } from '../notifications/reminders';
import { ownShows, presentListed, showListFilters, showListOrder } from '../show/list';
import { writeMembers } from '../show/members';
import {
  checkStatusMove,
  deleteShow,
  designerOfShow,
  instant,
  ownedShow,
  presentShow,
  startOf,
  type Caller,
  type User,
} from '../show/service';
import {
  deleteEventRow,
  eventColumns,
  eventLooks,
  eventProducts,
  eventRows,
  findEvent,
  lockEvent,
  type NewEventRow,
} from './repository';

/**
 * A marketplace event's service: a show (modules/show) with its rehearsal flag, its
 * products and looks, the calendar, the schedule rule and the live room's notices.
 */

/** The filters the list and the calendar share. */
const rangeFilters = {
  ...showListFilters(events),
  from: (value: string) => gte(events.scheduledAt, instant(value)),
  to: (value: string) => lt(events.scheduledAt, instant(value)),
};

const EVENT_LIST = listSpec<EventListFilter>()({
  ...showListOrder(events),
  filters: {
    ...rangeFilters,
    rehearsal: (value) => eq(events.rehearsal, value),
  },
  // The designer's brand names the show's designer in the list.
  rows: (db, total) =>
    db
      .select({ row: eventColumns, designerBrand: designers.brandName, total })
      .from(events)
      .leftJoin(designers, eq(designers.userId, events.designerId))
      .$dynamic(),
  present: presentListed,
});

export async function listEvents(
  ctx: AppContext,
  user: User,
  query: EventListFilter,
): Promise<ListPage<ApiEvent>> {
  return listPage(ctx.database.db, EVENT_LIST, query, ownShows(events, user));
}

/**
 * GET /api/v2/events/calendar: the events starting in [from, to), by start, with what a
 * month or week view shows; at most EVENT_CALENDAR_MAX_ITEMS of them, `total` counting all.
 * One range scan of events_scheduled_idx (a designer's: events_designer_scheduled_idx).
 */
export async function eventCalendar(
  ctx: AppContext,
  user: User,
  query: EventCalendarFilter,
): Promise<{ items: ApiCalendarEvent[]; total: number }> {
  const owner = ownerOf(user);
  const where = and(
    owner === null ? undefined : eq(events.designerId, owner),
    rangeFilters.from(query.from),
    rangeFilters.to(query.to),
    query.designerId ? rangeFilters.designerId(query.designerId) : undefined,
    query.containerId ? rangeFilters.containerId(query.containerId) : undefined,
    query.status ? rangeFilters.status(query.status) : undefined,
  );
  const rows = await ctx.database.db
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      scheduledAt: events.scheduledAt,
      timeZone: events.timeZone,
      durationMinutes: events.durationMinutes,
      designerId: events.designerId,
      containerId: events.containerId,
      rehearsal: events.rehearsal,
      designerBrand: designers.brandName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .leftJoin(designers, eq(designers.userId, events.designerId))
    .where(where)
    .orderBy(asc(events.scheduledAt), asc(events.id))
    .limit(EVENT_CALENDAR_MAX_ITEMS);
  return {
    items: rows.map(({ id, total: _total, scheduledAt, designerBrand, ...fields }) => ({
      _id: id,
      ...fields,
      scheduledAt: scheduledAt!.toISOString(),
      designerBrand: designerBrand ?? '',
    })),
    total: rows[0]?.total ?? 0,
  };
}

export async function getEvent(ctx: AppContext, user: User, id: string): Promise<ApiEvent> {
  return presentShow(await ownedShow(ctx.database.db, events, user, id, findEvent));
}

/** The show's lists a write names: its products and its looks. */
const membersOf = ({ productIds, lookIds }: Pick<EventPatch, 'productIds' | 'lookIds'>) => [
  { members: eventProducts, ids: productIds },
  { members: eventLooks, ids: lookIds },
];

export async function createEvent(
  ctx: AppContext,
  user: User,
  body: EventCreate,
): Promise<ApiEvent> {
  const { db } = ctx.database;
  const designerId = await designerOfShow(ctx, user, body.designerId, eventMessages);
  const { productIds, lookIds, move, scheduledAt, designerId: _named, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    await checkNamedContainer(tx, user, fields.containerId);
    const row = await eventRows.insert(tx, {
      ...fields,
      designerId,
      scheduledAt: startOf(scheduledAt),
      status: 'draft',
    });
    await writeMembers(tx, row.id, designerId, membersOf({ productIds, lookIds }), move);
    return row.id;
  });
  return getEvent(ctx, user, id);
}

/**
 * PATCH /api/v2/events/:id: the fields it names, and `status` through the lifecycle, in
 * one transaction under the event's row lock, so of two moves from one state (live and
 * cancelled from scheduled) the second reads the first's result and is a 409.
 */
export async function updateEvent(
  ctx: AppContext,
  caller: Caller,
  id: string,
  patch: EventPatch,
  now: () => Date = () => new Date(),
): Promise<ApiEvent> {
  const { user } = caller;
  const { db } = ctx.database;
  const { productIds, lookIds, move, status, scheduledAt, designerId, ...fields } =
    namedFields(patch);
  await db.transaction(async (tx) => {
    const current = await ownedShow(tx, events, user, id, lockEvent);
    checkDesignerKept(user, designerId, current.designerId, eventMessages);
    const written: Partial<NewEventRow> = { ...fields };
    if (scheduledAt !== undefined) written.scheduledAt = startOf(scheduledAt);
    if (status !== undefined) checkStatusMove(EVENT_LIFECYCLE, caller, current.status, status);
    // The schedule rule, on every write that schedules a show or moves a scheduled show's
    // start: a start, in the future. (A show whose start passed while it waits to go live
    // still takes other changes.)
    const start = written.scheduledAt === undefined ? current.scheduledAt : written.scheduledAt;
    const future = start !== null && start.getTime() > now().getTime();
    if (status === 'scheduled' && !future) {
      throw new ApiError(400, start ? eventMessages.startInPast : eventMessages.startRequired);
    }
    const startMoved = start?.getTime() !== current.scheduledAt?.getTime();
    if (status === undefined && current.status === 'scheduled' && startMoved && !future) {
      throw new ApiError(400, eventMessages.scheduledStartKept);
    }
    if (status !== undefined) {
      written.status = status;
      // The show's post-show timeline (live/service.ts): every lifecycle move, API or socket.
      await tx.insert(liveTimeline).values({
        eventId: id,
        kind: 'status',
        actorId: user.id,
        detail: { from: current.status, to: status },
      });
      // The shoppers who asked to be reminded hear it once (notifications/reminders.ts).
      if (status === 'live' && !current.rehearsal) {
        await queueGoLiveReminders(tx, current, ctx.notifications.now());
      }
    }
    await checkNamedContainer(tx, user, written.containerId, current.containerId);
    await writeMembers(tx, id, current.designerId, membersOf({ productIds, lookIds }), move);
    if (Object.keys(written).length > 0 || productIds !== undefined || lookIds !== undefined) {
      await eventRows.update(tx, id, { ...written, updatedAt: new Date() });
    }
  });
  // The live room hears it after the commit, whoever changed it (PATCH or change_status),
  // the stream and the replay too: a viewer page open during the show plays them at once.
  if (status !== undefined || fields.streamUrl !== undefined || fields.replayUrl !== undefined) {
    ctx.live.tell({ kind: 'status', eventId: id });
  }
  if (status === 'live') ctx.notifications.kick();
  if (fields.chatEnabled !== undefined) ctx.live.tell({ kind: 'chat', eventId: id });
  return getEvent(ctx, user, id);
}

/** Deletes a draft or cancelled event (409 otherwise); its products and looks stay. */
export function deleteEvent(ctx: AppContext, user: User, id: string): Promise<void> {
  return deleteShow(ctx, user, id, {
    table: events,
    lifecycle: EVENT_LIFECYCLE,
    lock: lockEvent,
    refused: eventMessages.deleteRefused,
    remove: deleteEventRow,
  });
}

/** The events' routes' calls (show/routes.ts). */
export const eventService = {
  list: listEvents,
  get: getEvent,
  create: createEvent,
  update: updateEvent,
  delete: deleteEvent,
};
