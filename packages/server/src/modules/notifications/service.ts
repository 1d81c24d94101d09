import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  apiMessages,
  notificationAudienceIssues,
  notificationMessages,
  type ApiInboxItem,
  type ApiNotification,
  type InboxListFilter,
  type ListPage,
  type NotificationCreateValues,
  type NotificationListFilter,
  type NotificationPatch,
  type NotificationStatus,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { events, users, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import { namedFields } from '../../resources/patch';
import type { Queries } from '../../resources/transaction';
import { inboxItems, notifications, type NotificationRow } from './tables';

type User = Pick<UserRow, 'id' | 'roles'>;

/** What may still change: a draft, or a scheduled notification not yet claimed. */
const EDITABLE: readonly NotificationStatus[] = ['draft', 'scheduled'];

function present(row: NotificationRow): ApiNotification {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    audience: row.audience,
    userIds: row.userIds,
    eventId: row.eventId,
    designerId: row.designerId,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    sentAt: row.sentAt?.toISOString() ?? null,
    status: row.status,
    delivered: row.delivered,
    failed: row.failed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const NOTIFICATION_LIST = listSpec<NotificationListFilter>()({
  sortColumns: {
    createdAt: notifications.createdAt,
    scheduledAt: notifications.scheduledAt,
    sentAt: notifications.sentAt,
    title: notifications.title,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: notifications.id,
  searchColumns: [notifications.title],
  filters: {
    status: (value) => eq(notifications.status, value),
    audience: (value) => eq(notifications.audience, value),
  },
  rows: (db, total) => db.select({ row: notifications, total }).from(notifications).$dynamic(),
  present: ({ row }) => present(row),
});

export function listNotifications(
  ctx: AppContext,
  query: NotificationListFilter,
): Promise<ListPage<ApiNotification>> {
  return listPage(ctx.database.db, NOTIFICATION_LIST, query);
}

async function found(db: Queries, id: string, lock = false): Promise<NotificationRow> {
  const query = db.select().from(notifications).where(eq(notifications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return row;
}

export async function getNotification(ctx: AppContext, id: string): Promise<ApiNotification> {
  return present(await found(ctx.database.db, id));
}

type Audience = Pick<NotificationRow, 'audience' | 'userIds' | 'eventId' | 'designerId'>;

/** The audience's own needs (the domain's rule), and the show or designer it names exists. */
async function checkAudience(db: Queries, audience: Audience): Promise<void> {
  const [issue] = notificationAudienceIssues(audience);
  if (issue) throw new ApiError(400, `${issue.path}: ${issue.message}`);
  if (audience.audience === 'reminders' && audience.eventId) {
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, audience.eventId));
    if (!event) throw new ApiError(400, `eventId: ${notificationMessages.eventNeeded}`);
  }
  if (audience.audience === 'buyers' && audience.designerId) {
    const [designer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, audience.designerId), sql`${users.roles}[1] = 'designer'`));
    if (!designer) throw new ApiError(400, `designerId: ${notificationMessages.designerNeeded}`);
  }
}

/** A schedule is in the future by the scheduler's clock (400 otherwise). */
function checkFuture(ctx: AppContext, at: string | null): Date | null {
  if (at === null) return null;
  const when = new Date(at);
  if (when.getTime() <= ctx.notifications.now().getTime()) {
    throw new ApiError(400, `scheduledAt: ${notificationMessages.scheduleInPast}`);
  }
  return when;
}

/**
 * POST: `sendNow` makes it due now (the scheduler sends it at once, exactly once, as any due
 * one); a `scheduledAt` schedules it; else a draft.
 */
export async function createNotification(
  ctx: AppContext,
  user: User,
  values: NotificationCreateValues,
): Promise<ApiNotification> {
  const { db } = ctx.database;
  const { sendNow, scheduledAt, ...fields } = values;
  await checkAudience(db, fields);
  const when = sendNow ? ctx.notifications.now() : checkFuture(ctx, scheduledAt);
  const [row] = await db
    .insert(notifications)
    .values({
      ...fields,
      userIds: fields.audience === 'selected' ? [...new Set(fields.userIds)] : [],
      scheduledAt: when,
      status: when ? 'scheduled' : 'draft',
      createdBy: user.id,
    })
    .returning();
  if (sendNow) ctx.notifications.kick();
  return present(row!);
}

/**
 * PATCH while a draft or scheduled (409 otherwise), under the row's lock: the scheduler's
 * claim skips a locked row, and this reads the status the claim left. `scheduledAt: null`
 * takes it back to a draft; a time schedules it (in the future).
 */
export async function updateNotification(
  ctx: AppContext,
  id: string,
  patch: NotificationPatch,
): Promise<ApiNotification> {
  const changes = namedFields(patch);
  const row = await ctx.database.db.transaction(async (tx) => {
    const current = await found(tx, id, true);
    if (!EDITABLE.includes(current.status)) {
      throw new ApiError(409, notificationMessages.notEditable);
    }
    const merged = { ...current, ...changes };
    await checkAudience(tx, merged);
    const scheduledAt =
      changes.scheduledAt === undefined
        ? current.scheduledAt
        : checkFuture(ctx, changes.scheduledAt);
    const [updated] = await tx
      .update(notifications)
      .set({
        ...changes,
        userIds: merged.audience === 'selected' ? [...new Set(merged.userIds)] : [],
        scheduledAt,
        status: scheduledAt ? 'scheduled' : 'draft',
        updatedAt: new Date(),
      })
      .where(eq(notifications.id, id))
      .returning();
    return updated!;
  });
  return present(row);
}

/** DELETE cancels a draft or a scheduled notification (409 once it is sending or sent). */
export async function cancelNotification(ctx: AppContext, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await found(tx, id, true);
    if (!EDITABLE.includes(current.status)) {
      throw new ApiError(409, notificationMessages.alreadySent);
    }
    await tx.delete(notifications).where(eq(notifications.id, id));
  });
}

/** POST …/:id/send: a draft or scheduled one is due now (409 once sending or sent). */
export async function sendNotificationNow(ctx: AppContext, id: string): Promise<ApiNotification> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const current = await found(tx, id, true);
    if (!EDITABLE.includes(current.status)) {
      throw new ApiError(409, notificationMessages.alreadySent);
    }
    const [updated] = await tx
      .update(notifications)
      .set({ status: 'scheduled', scheduledAt: ctx.notifications.now(), updatedAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    return updated!;
  });
  ctx.notifications.kick();
  return present(row);
}

// ---------------------------------------------------------------------------------------
// The in-app inbox: the caller's own rows only.

const INBOX_LIST = listSpec<InboxListFilter>()({
  sortColumns: { createdAt: inboxItems.createdAt },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: inboxItems.id,
  searchColumns: [inboxItems.title],
  filters: {
    unread: (value) =>
      value === 'true' ? isNull(inboxItems.readAt) : sql`${inboxItems.readAt} is not null`,
  },
  rows: (db, total) => db.select({ row: inboxItems, total }).from(inboxItems).$dynamic(),
  present: ({ row }): ApiInboxItem => ({
    _id: row.id,
    notificationId: row.notificationId,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }),
});

export function listInbox(
  ctx: AppContext,
  user: User,
  query: InboxListFilter,
): Promise<ListPage<ApiInboxItem>> {
  return listPage(ctx.database.db, INBOX_LIST, query, {
    owner: { column: inboxItems.userId, id: user.id },
  });
}

export async function unreadCount(ctx: AppContext, user: User): Promise<{ unread: number }> {
  const [row] = await ctx.database.db
    .select({ unread: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, user.id), isNull(inboxItems.readAt)));
  return { unread: row?.unread ?? 0 };
}

/** Marks one of the caller's items read (another's is a 404); the account's tabs hear it. */
export async function markRead(
  ctx: AppContext,
  user: User,
  id: string,
): Promise<{ unread: number }> {
  const [row] = await ctx.database.db
    .update(inboxItems)
    .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
    .where(and(eq(inboxItems.id, id), eq(inboxItems.userId, user.id)))
    .returning({ id: inboxItems.id });
  if (!row) throw new ApiError(404, apiMessages.notFound);
  ctx.live.tell({ kind: 'inbox', userIds: [user.id], notificationId: null });
  return unreadCount(ctx, user);
}

export async function markAllRead(ctx: AppContext, user: User): Promise<{ unread: number }> {
  await ctx.database.db
    .update(inboxItems)
    .set({ readAt: sql`now()` })
    .where(and(eq(inboxItems.userId, user.id), isNull(inboxItems.readAt)));
  ctx.live.tell({ kind: 'inbox', userIds: [user.id], notificationId: null });
  return unreadCount(ctx, user);
}
