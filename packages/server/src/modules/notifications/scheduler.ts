import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveNotices } from '../../live/notices';
import type { MailDispatcher } from '../../mail/dispatcher';
import type { PushProvider } from '../../providers/push';
import { deliverNotification, finishNotification } from './delivery';
import { notifications, type NotificationRow } from './tables';
import { createPoller } from '../../poller';

/**
 * The notifications' scheduler (issue 33, decision 0046). Every process runs one; each due
 * notification goes out exactly once across them:
 * - a due row (`scheduled` with its time reached, or `sending` whose lease ran out: its
 *   process died mid-send) is claimed by one UPDATE over `FOR UPDATE SKIP LOCKED` rows that
 *   moves it to `sending` with a lease, so two processes never claim it together;
 * - each recipient × channel is delivered under a unique idempotency key written with what
 *   it delivers (delivery.ts), so a claim taken over after a crash sends only what is left;
 * - at start it looks at once, so what fell due while no process ran goes out then.
 * The clock is injected: tests move it instead of waiting.
 */
export type NotificationScheduler = {
  /** Sends every notification due at `now` (the clock's by default); answers how many. */
  runOnce: (now?: Date) => Promise<number>;
  /** Looks again in the background (after a write made one due, or sent one now). */
  kick: () => void;
  /** Waits for the background run, then runs once more the same way. */
  flush: () => Promise<void>;
  start: (log: SchedulerLog) => void;
  stop: () => Promise<void>;
  /** The scheduler's clock (the routes' "now" too, so a test moves both). */
  now: () => Date;
};

type SchedulerLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export type NotificationSchedulerOptions = {
  db: Database;
  push: PushProvider;
  mail: Pick<MailDispatcher, 'kick'>;
  live: Pick<LiveNotices, 'tell'>;
  publicUrl: string;
  /** 0 turns polling off (tests run it themselves); at most 10 s otherwise. */
  pollMs: number;
  now?: () => Date;
};

const BATCH = 10;
/** A claimed notification is not claimed again for this long unless its run renews it. */
export const NOTIFICATION_LEASE_MS = 5 * 60_000;

export function createNotificationScheduler(
  options: NotificationSchedulerOptions,
): NotificationScheduler {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  let log: SchedulerLog = { warn: () => undefined, error: () => undefined };
  const poller = createPoller({
    run: () => runOnce(),
    pollMs: options.pollMs,
    onError: (error) => log.error({ err: error }, 'the notifications could not be read'),
  });

  async function claim(at: Date): Promise<NotificationRow[]> {
    const due = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        or(
          and(eq(notifications.status, 'scheduled'), lte(notifications.scheduledAt, at)),
          and(eq(notifications.status, 'sending'), lte(notifications.leaseUntil, at)),
        ),
      )
      .orderBy(notifications.scheduledAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(notifications)
      .set({
        status: 'sending',
        leaseUntil: new Date(at.getTime() + NOTIFICATION_LEASE_MS),
        updatedAt: at,
      })
      .where(inArray(notifications.id, due))
      .returning();
  }

  async function send(row: NotificationRow, at: Date): Promise<void> {
    const renew = async () => {
      await db
        .update(notifications)
        .set({ leaseUntil: new Date(now().getTime() + NOTIFICATION_LEASE_MS) })
        .where(and(eq(notifications.id, row.id), eq(notifications.status, 'sending')));
    };
    const outcome = await deliverNotification(
      { db, push: options.push, publicUrl: options.publicUrl, renew },
      row,
    );
    await finishNotification(db, row, at);
    if (outcome.mailQueued) options.mail.kick();
    if (outcome.inboxUserIds.length > 0) {
      options.live.tell({ kind: 'inbox', userIds: outcome.inboxUserIds, notificationId: row.id });
    }
  }

  async function runOnce(at = now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim(at);
      for (const row of batch) {
        try {
          await send(row, at);
          sent += 1;
        } catch (error) {
          // Left `sending`: its lease runs out and a run takes it over; its keys keep
          // what was delivered from going twice.
          log.warn({ err: error, notificationId: row.id }, 'a notification failed mid-send');
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  return {
    runOnce,
    kick: poller.kick,
    now,
    flush: async () => {
      await poller.current();
      poller.kick();
      await poller.current();
    },
    start: (logger) => {
      log = logger;
      poller.start();
    },
    stop: () => poller.stop(),
  };
}
