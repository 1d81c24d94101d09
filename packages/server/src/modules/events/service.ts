import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { effectiveRole } from '@runway-live/domain/access';
import {
  apiMessages,
  EVENT_CALENDAR_MAX_ITEMS,
  eventMessages,
  needsActiveSubscription,
  PAYMENT_ACCOUNT_REQUIRED_CODE,
  subscriptionMessages,
  type ApiCalendarEvent,
  type ApiEvent,
  type EventCalendarFilter,
  type EventListFilter,
  type ListPage,
} from '@runway-live/domain/api';
import {
  DELETABLE_EVENT_STATUSES,
  eventTransitionRefusal,
  GATED_EVENT_STATUSES,
  hasPaymentAccount,
  parseInstant,
  type EventCreate,
  type EventPatch,
  type EventStatus,
} from '@runway-live/domain/schemas';
import type { AppContext } from '../../context';
import {
  designers,
  events,
  liveTimeline,
  looks,
  products,
  type DesignerRow,
  type UserRow,
} from '../../db/schema';
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
import type { Queries, Transaction } from '../../resources/transaction';
import { checkNamedContainer } from '../containers/service';
import {
  deleteEventRow,
  eventColumns,
  eventRows,
  findEvent,
  firstInAnotherEvent,
  lockEvent,
  ownRows,
  refuseLeavingEndedEvent,
  setShowRows,
  type EventWithShow,
  type NewEventRow,
} from './repository';

type User = Pick<UserRow, 'id' | 'roles'>;
/** The caller and its designer profile (the session check's row), for the gates. */
type Caller = {
  user: User;
  designer: Pick<DesignerRow, 'payment' | 'subscriptionAmount' | 'subscriptionStatus'> | null;
};

/** An instant the domain's instantField let through: ISO 8601, read by date-fns. */
const instant = (text: string): Date => parseInstant(text)!;

function present(row: EventWithShow): ApiEvent {
  return {
    ...toApiObject(row),
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
  };
}

/** The filters the list and the calendar share. */
const rangeFilters = {
  designerId: (value: string) => eq(events.designerId, value),
  containerId: (value: string) => eq(events.containerId, value),
  status: (value: EventStatus) => eq(events.status, value),
  from: (value: string) => gte(events.scheduledAt, instant(value)),
  to: (value: string) => lt(events.scheduledAt, instant(value)),
};

const EVENT_LIST = listSpec<EventListFilter>()({
  sortColumns: {
    scheduledAt: events.scheduledAt,
    title: events.title,
    status: events.status,
    createdAt: events.createdAt,
    updatedAt: events.updatedAt,
  },
  // The start, latest first: events_scheduled_idx and events_designer_scheduled_idx.
  defaultSort: { field: 'scheduledAt', direction: 'desc' },
  tieBreaker: events.id,
  searchColumns: [events.title],
  filters: {
    ...rangeFilters,
    rehearsal: (value) => eq(events.rehearsal, value),
  },
  // The designer's brand names the event's designer in the list.
  rows: (db, total) =>
    db
      .select({ row: eventColumns, designerBrand: designers.brandName, total })
      .from(events)
      .leftJoin(designers, eq(designers.userId, events.designerId))
      .$dynamic(),
  present: ({ row, designerBrand }) => ({ ...present(row), designerBrand: designerBrand ?? '' }),
});

export async function listEvents(
  ctx: AppContext,
  user: User,
  query: EventListFilter,
): Promise<ListPage<ApiEvent>> {
  return listPage(ctx.database.db, EVENT_LIST, query, {
    owner: { column: events.designerId, id: ownerOf(user) },
  });
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

/** The event, if the user may see it: another designer's is a 404. */
async function owned(db: Queries, user: User, id: string): Promise<EventWithShow> {
  const row = await findEvent(db, ownedWhere(eq(events.id, id), events.designerId, user));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getEvent(ctx: AppContext, user: User, id: string): Promise<ApiEvent> {
  return present(await owned(ctx.database.db, user, id));
}

/**
 * Makes the lists the call names the event's show: every id a product (look) of the
 * event's designer (400 naming the first that is not), one in another event moved only
 * when the call says `move` (409 naming it and its event), and never out of an ended one
 * (409). Under the event's lock.
 */
async function writeShow(
  tx: Transaction,
  eventId: string,
  designerId: string,
  { productIds, lookIds, move }: Pick<EventPatch, 'productIds' | 'lookIds' | 'move'>,
) {
  if (productIds !== undefined) {
    const own = await ownRows(tx, products, designerId, productIds);
    const stranger = productIds.find((id) => !own.has(id));
    if (stranger !== undefined) throw new ApiError(400, eventMessages.productUnknown(stranger));
  }
  if (lookIds !== undefined) {
    const own = await ownRows(tx, looks, designerId, lookIds);
    const stranger = lookIds.find((id) => !own.has(id));
    if (stranger !== undefined) throw new ApiError(400, eventMessages.lookUnknown(stranger));
  }
  // Never out of an ended show, move or not (issue 27).
  if (productIds) await refuseLeavingEndedEvent(tx, products, eventId, productIds, 'productIds');
  if (lookIds) await refuseLeavingEndedEvent(tx, looks, eventId, lookIds, 'lookIds');
  if (!move) {
    const product =
      productIds &&
      (await firstInAnotherEvent(tx, products, products.productName, eventId, productIds));
    if (product)
      throw new ApiError(
        409,
        eventMessages.productInAnotherEvent(product.name, product.eventTitle),
      );
    const look = lookIds && (await firstInAnotherEvent(tx, looks, looks.name, eventId, lookIds));
    if (look) throw new ApiError(409, eventMessages.lookInAnotherEvent(look.name, look.eventTitle));
  }
  if (productIds !== undefined) await setShowRows(tx, products, eventId, productIds);
  if (lookIds !== undefined) await setShowRows(tx, looks, eventId, lookIds);
}

const DESIGNER_MESSAGES = {
  required: eventMessages.designerIdRequired,
  notYours: eventMessages.notYourDesignerId,
};

export async function createEvent(
  ctx: AppContext,
  user: User,
  body: EventCreate,
): Promise<ApiEvent> {
  const { db } = ctx.database;
  const designerId = await designerOfCreate(db, user, body.designerId, DESIGNER_MESSAGES);
  const { productIds, lookIds, move, scheduledAt, designerId: _named, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    await checkNamedContainer(tx, user, fields.containerId);
    const row = await eventRows.insert(tx, {
      ...fields,
      designerId,
      scheduledAt: scheduledAt === null ? null : instant(scheduledAt),
      status: 'draft',
    });
    await writeShow(tx, row.id, designerId, { productIds, lookIds, move });
    return row.id;
  });
  return getEvent(ctx, user, id);
}

/**
 * The gates of scheduling and going live (API.md, gates), in their order: the designer's
 * payment account (403 with PAYMENT_ACCOUNT_REQUIRED_CODE), then, when their plan costs
 * something, an active subscription (402, as the routes' subscription gate answers).
 * Admin and staff are never gated.
 */
export function checkShowGates(caller: Caller): void {
  if (effectiveRole(caller.user) !== 'designer' || !caller.designer) return;
  if (!hasPaymentAccount(caller.designer)) {
    throw new ApiError(403, eventMessages.paymentAccountRequired, {
      code: PAYMENT_ACCOUNT_REQUIRED_CODE,
    });
  }
  if (needsActiveSubscription(caller.designer)) {
    throw new ApiError(402, subscriptionMessages.required);
  }
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
    const current = await lockEvent(tx, ownedWhere(eq(events.id, id), events.designerId, user));
    if (!current) throw new ApiError(404, apiMessages.notFound);
    checkDesignerKept(user, designerId, current.designerId, eventMessages);
    const written: Partial<NewEventRow> = { ...fields };
    if (scheduledAt !== undefined)
      written.scheduledAt = scheduledAt === null ? null : instant(scheduledAt);
    if (status !== undefined) {
      if (GATED_EVENT_STATUSES.includes(status)) checkShowGates(caller);
      const refusal = eventTransitionRefusal(current.status, status);
      if (refusal) throw new ApiError(409, refusal);
    }
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
    }
    await checkNamedContainer(tx, user, written.containerId, current.containerId);
    await writeShow(tx, id, current.designerId, { productIds, lookIds, move });
    if (Object.keys(written).length > 0 || productIds !== undefined || lookIds !== undefined) {
      await eventRows.update(tx, id, { ...written, updatedAt: new Date() });
    }
  });
  // The live room hears it after the commit, whoever changed it (PATCH or change_status),
  // the stream and the replay too: a viewer page open during the show plays them at once.
  if (status !== undefined || fields.streamUrl !== undefined || fields.replayUrl !== undefined) {
    ctx.live.tell({ kind: 'status', eventId: id });
  }
  if (fields.chatEnabled !== undefined) ctx.live.tell({ kind: 'chat', eventId: id });
  return getEvent(ctx, user, id);
}

/** Deletes a draft or cancelled event (409 otherwise); its products and looks stay. */
export async function deleteEvent(ctx: AppContext, user: User, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockEvent(tx, ownedWhere(eq(events.id, id), events.designerId, user));
    if (!current) throw new ApiError(404, apiMessages.notFound);
    if (!DELETABLE_EVENT_STATUSES.includes(current.status)) {
      throw new ApiError(409, eventMessages.deleteRefused(current.status));
    }
    await deleteEventRow(tx, id);
  });
}
