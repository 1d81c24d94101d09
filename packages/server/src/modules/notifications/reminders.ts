import { and, eq, sql } from 'drizzle-orm';
import { apiMessages, type ReminderAnswer } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { events, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Queries } from '../../resources/transaction';
import { notifications, showReminders } from './tables';

/**
 * "Remind me" on an upcoming show (issue 33): a signed-in shopper is recorded once per show
 * (again is the same answer). The show must be one the public sees coming: scheduled, not
 * a rehearsal (else a 404, as the public pages answer).
 */
export async function remindMe(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  eventId: string,
): Promise<ReminderAnswer> {
  const { db } = ctx.database;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.id, eventId), eq(events.status, 'scheduled'), eq(events.rehearsal, false)),
    );
  if (!event) throw new ApiError(404, apiMessages.notFound);
  await db
    .insert(showReminders)
    .values({ eventId, userId: user.id, verifiedAt: new Date() })
    .onConflictDoNothing();
  return { reminded: true, pendingVerification: false };
}

/** Whether the account asked to be reminded of the show. */
export async function isReminded(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  eventId: string,
): Promise<ReminderAnswer> {
  const [row] = await ctx.database.db
    .select({ id: showReminders.id })
    .from(showReminders)
    .where(and(eq(showReminders.eventId, eventId), eq(showReminders.userId, user.id)));
  return { reminded: Boolean(row), pendingVerification: false };
}

/**
 * In the transaction that moves a show live: its reminders' notice, due now, made once per
 * show (a unique key on `go_live_of`: a show that goes live again, or two moves racing,
 * makes no second) and only when someone asked to be reminded. The scheduler sends it
 * exactly once after the commit (the caller kicks it).
 */
export async function queueGoLiveReminders(
  tx: Queries,
  event: { id: string; title: string },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications}
      (id, title, body, link, audience, event_id, go_live_of, scheduled_at, status)
    select gen_random_uuid(), ${`${event.title} is live`},
      ${`${event.title} has started. Join the show now.`}, ${`runway://event/${event.id}`},
      'reminders', ${event.id}, ${event.id}, ${now}, 'scheduled'
    where exists (
      select 1 from ${showReminders}
      where ${showReminders.eventId} = ${event.id} and ${showReminders.notifiedAt} is null
    )
    on conflict (go_live_of) do nothing`);
}
