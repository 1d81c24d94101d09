import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_ROUTES, apiMessages, type ReminderAnswer } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { events, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { inTransactionWithMail, queueMail } from '../../mail/outbox';
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

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A visitor's "Remind me" by e-mail: recorded unverified with the SHA-256 of a random token,
 * and a mail with the link that verifies it (queued in the same transaction). Asking again
 * sends a new link until it is verified; the answer never says whether the address was
 * known (`pendingVerification` either way, or `reminded` once verified).
 */
export async function remindByEmail(
  ctx: AppContext,
  eventId: string,
  email: string,
): Promise<ReminderAnswer> {
  const token = randomBytes(32).toString('base64url');
  const answer = await inTransactionWithMail(ctx, async (tx) => {
    const [event] = await tx
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(
        and(eq(events.id, eventId), eq(events.status, 'scheduled'), eq(events.rehearsal, false)),
      );
    if (!event) throw new ApiError(404, apiMessages.notFound);
    const [row] = await tx
      .insert(showReminders)
      .values({ eventId, email, verifyToken: digest(token) })
      .onConflictDoUpdate({
        target: [showReminders.eventId, showReminders.email],
        set: {
          verifyToken: sql`case when ${showReminders.verifiedAt} is null then excluded.verify_token else ${showReminders.verifyToken} end`,
        },
      })
      .returning({ verifiedAt: showReminders.verifiedAt });
    if (row?.verifiedAt) return { reminded: true, pendingVerification: false };
    const link = `${ctx.config.publicUrl}${API_ROUTES.publicReminderVerify}?token=${token}`;
    await queueMail(tx, {
      to: email,
      subject: `Confirm your reminder for ${event.title}`,
      text: `Open this link to be reminded when ${event.title} starts:\n\n${link}\n\nIf you did not ask, ignore this mail.\n`,
    });
    return { reminded: false, pendingVerification: true };
  });
  return answer;
}

/** The mailed link: the reminder counts from now (a token used or unknown is a 400). */
export async function verifyEmailReminder(ctx: AppContext, token: string): Promise<ReminderAnswer> {
  const [row] = await ctx.database.db
    .update(showReminders)
    .set({ verifiedAt: new Date(), verifyToken: null })
    .where(and(eq(showReminders.verifyToken, digest(token)), isNull(showReminders.verifiedAt)))
    .returning({ id: showReminders.id });
  if (!row) throw new ApiError(400, apiMessages.resetTokenInvalid);
  return { reminded: true, pendingVerification: false };
}
