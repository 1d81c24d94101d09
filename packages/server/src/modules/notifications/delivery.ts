import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationChannel } from '@runway-live/domain/api';
import { orders, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { queueMail } from '../../mail/outbox';
import type { PushProvider } from '../../providers/push';
import {
  inboxItems,
  notificationDeliveries,
  notifications,
  showReminders,
  type NotificationRow,
} from './tables';

/** One recipient: an account (inbox, and push for a shopper) or a visitor's e-mail. */
type Recipient =
  | { userId: string; email?: undefined; channels: NotificationChannel[] }
  | { userId?: undefined; email: string; channels: NotificationChannel[] };

/** Rows of deliveries written per transaction; the lease is renewed between them. */
const CHUNK = 500;

/**
 * The channels of an account: every account has its in-app inbox; a shopper's apps get a
 * push too (console users read the bell).
 */
function channelsOf(firstRole: string | null): NotificationChannel[] {
  return firstRole === 'user' ? ['inbox', 'push'] : ['inbox'];
}

/** The delivery's key: notification × recipient × channel (decision 0046). */
export function idempotencyKey(notificationId: string, recipient: string, channel: string): string {
  return `${notificationId}:${recipient}:${channel}`;
}

const FIRST_ROLE = sql<string | null>`${users.roles}[1]`;

async function accounts(db: Database, where: SQL | undefined): Promise<Recipient[]> {
  const rows = await db
    .select({ id: users.id, role: FIRST_ROLE })
    .from(users)
    .where(and(eq(users.status, 'active'), where));
  return rows.map((row) => ({ userId: row.id, channels: channelsOf(row.role) }));
}

/** Who a notification reaches, as its audience says, read when it is sent. */
export async function recipientsOf(db: Database, row: NotificationRow): Promise<Recipient[]> {
  switch (row.audience) {
    case 'all':
      return accounts(db, undefined);
    case 'designers':
      return accounts(db, sql`${FIRST_ROLE} = 'designer'`);
    case 'users':
      return accounts(db, sql`${FIRST_ROLE} = 'user'`);
    case 'selected':
      return row.userIds.length ? accounts(db, inArray(users.id, row.userIds)) : [];
    case 'buyers': {
      if (!row.designerId) return [];
      const buyers = db
        .selectDistinct({ id: orders.buyerId })
        .from(orders)
        .where(and(eq(orders.designerId, row.designerId), isNotNull(orders.buyerId)));
      return accounts(db, inArray(users.id, buyers));
    }
    case 'reminders': {
      if (!row.eventId) return [];
      const reminded = db
        .select({ id: showReminders.userId })
        .from(showReminders)
        .where(and(eq(showReminders.eventId, row.eventId), isNotNull(showReminders.userId)));
      const visitors = await db
        .select({ email: showReminders.email })
        .from(showReminders)
        .where(
          and(
            eq(showReminders.eventId, row.eventId),
            isNull(showReminders.userId),
            isNotNull(showReminders.verifiedAt),
          ),
        );
      return [
        ...(await accounts(db, inArray(users.id, reminded))),
        ...visitors.map((visitor) => ({
          email: visitor.email!,
          channels: ['email'] as NotificationChannel[],
        })),
      ];
    }
  }
}

export type DeliveryOptions = {
  db: Database;
  push: PushProvider;
  publicUrl: string;
  /** Renews the claim's lease between chunks (a large audience outlasts one lease). */
  renew: () => Promise<void>;
};

export type DeliveryOutcome = { inboxUserIds: string[]; mailQueued: boolean };

/**
 * Sends one claimed notification to each recipient × channel once. Each chunk records its
 * deliveries under their idempotency keys (`ON CONFLICT DO NOTHING`) in one transaction
 * with what they deliver: the inbox rows and the queued mail commit with their keys, so a
 * retry of the notification finds the keys and delivers those no more. A push is recorded
 * `pending` first and sent after the commit, with its key; a retry sends only the pending
 * ones again (a crash between the send and the mark), and the provider drops a key it has.
 */
export async function deliverNotification(
  options: DeliveryOptions,
  row: NotificationRow,
): Promise<DeliveryOutcome> {
  const { db, push } = options;
  const recipients = await recipientsOf(db, row);
  const planned = recipients.flatMap((recipient) =>
    recipient.channels.map((channel) => ({
      notificationId: row.id,
      userId: recipient.userId ?? null,
      email: recipient.email ?? null,
      channel,
      idempotencyKey: idempotencyKey(row.id, recipient.userId ?? recipient.email!, channel),
      status: channel === 'push' ? ('pending' as const) : ('sent' as const),
    })),
  );
  const inboxUserIds: string[] = [];
  let mailQueued = false;
  for (let start = 0; start < planned.length; start += CHUNK) {
    const chunk = planned.slice(start, start + CHUNK);
    await db.transaction(async (tx) => {
      const written = await tx
        .insert(notificationDeliveries)
        .values(chunk)
        .onConflictDoNothing({ target: notificationDeliveries.idempotencyKey })
        .returning({
          userId: notificationDeliveries.userId,
          email: notificationDeliveries.email,
          channel: notificationDeliveries.channel,
        });
      const inbox = written.filter((entry) => entry.channel === 'inbox' && entry.userId);
      if (inbox.length > 0) {
        await tx
          .insert(inboxItems)
          .values(
            inbox.map((entry) => ({
              userId: entry.userId!,
              notificationId: row.id,
              title: row.title,
              body: row.body,
              link: row.link,
            })),
          )
          .onConflictDoNothing();
        inboxUserIds.push(...inbox.map((entry) => entry.userId!));
      }
      for (const entry of written) {
        if (entry.channel !== 'email' || !entry.email) continue;
        const link = row.link?.startsWith('/') ? `${options.publicUrl}${row.link}` : row.link;
        await queueMail(tx, {
          to: entry.email,
          subject: row.title,
          text: link ? `${row.body}\n\n${link}\n` : `${row.body}\n`,
        });
        mailQueued = true;
      }
    });
    await options.renew();
  }

  // The pushes not yet handed over: this run's, and any a crashed run left pending.
  const pending = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, row.id),
        eq(notificationDeliveries.channel, 'push'),
        eq(notificationDeliveries.status, 'pending'),
      ),
    );
  for (const [index, delivery] of pending.entries()) {
    let outcome: { status: 'sent' | 'failed'; error: string | null };
    try {
      await push.send({
        idempotencyKey: delivery.idempotencyKey,
        userId: delivery.userId!,
        title: row.title,
        body: row.body,
        link: row.link,
      });
      outcome = { status: 'sent', error: null };
    } catch (error) {
      const { code } = (error ?? {}) as { code?: unknown };
      outcome = { status: 'failed', error: typeof code === 'string' ? code : 'Error' };
    }
    await db
      .update(notificationDeliveries)
      .set({ ...outcome, updatedAt: new Date() })
      .where(eq(notificationDeliveries.id, delivery.id));
    if ((index + 1) % CHUNK === 0) await options.renew();
  }
  return { inboxUserIds, mailQueued };
}

/**
 * Closes a sent notification: its counts from its deliveries, `sent` (or `failed` when
 * nothing was delivered and something failed), and, for a show's reminders, the reminders
 * marked notified. Only while this run still holds it (`sending`).
 */
export async function finishNotification(
  db: Database,
  row: NotificationRow,
  now: Date,
): Promise<void> {
  const [counts] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${notificationDeliveries.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${notificationDeliveries.status} = 'failed')::int`,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, row.id));
  const delivered = counts?.delivered ?? 0;
  const failed = counts?.failed ?? 0;
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({
        status: delivered === 0 && failed > 0 ? 'failed' : 'sent',
        sentAt: now,
        leaseUntil: null,
        delivered,
        failed,
        updatedAt: now,
      })
      .where(and(eq(notifications.id, row.id), eq(notifications.status, 'sending')));
    if (row.audience === 'reminders' && row.eventId) {
      await tx
        .update(showReminders)
        .set({ notifiedAt: now })
        .where(and(eq(showReminders.eventId, row.eventId), isNull(showReminders.notifiedAt)));
    }
  });
}
