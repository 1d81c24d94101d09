import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer } from '../providers/mail';
import { createPoller } from '../poller';

export type MailDispatcher = {
  /** Sends what is due in the background; called right after a commit that queued mail. */
  kick: () => void;
  /**
   * Runs work that queues mail after the reply, so the reply waits on neither the database
   * nor the mail server; a failure is logged. flush() and stop() wait for it.
   */
  defer: (work: () => Promise<void>) => void;
  /**
   * Sends every mail due at `now` once and answers how many went out. `now` lets a test
   * reach a retry without waiting for its backoff.
   */
  runOnce: (now?: Date) => Promise<number>;
  /**
   * Waits for deferred work and the background run, then sends what is still due the same
   * way: a failure is logged and kept in the row, not thrown.
   */
  flush: () => Promise<void>;
  /**
   * Logs to `log`, sends what is waiting (mail queued before a crash) and then polls every
   * `pollMs` for retries and for mail another process queued.
   */
  start: (log: MailLog) => void;
  /** Stops polling and waits (a bounded time) for the mail being sent. */
  stop: () => Promise<void>;
};

type MailLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export type MailDispatcherOptions = {
  db: Database;
  mailer: Mailer;
  /** 0 turns polling off (tests run the dispatcher themselves). */
  pollMs: number;
};

const BATCH = 20;
/** A claimed mail is not claimed again for this long, even if its sender dies mid-send. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** No link we mail lives longer (verify: 48 h), so a mail still failing then is given up. */
const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
const STOP_GRACE_MS = 10_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** What is kept of a failure: its code, never its message (it may quote an address). */
export function errorCode(error: unknown): string {
  const { code, responseCode, name } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    name?: unknown;
  };
  const kind = typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error';
  return typeof responseCode === 'number' ? `${kind} ${responseCode}` : kind;
}

/**
 * Sends the mail outbox. A mail is claimed by one UPDATE over `FOR UPDATE SKIP LOCKED`
 * rows that moves its next attempt past a lease, so several processes on one database
 * send each mail once, and a process dying mid-send leaves it for another after the lease.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, mailer } = options;
  // The app's logger arrives with start(); until then failures are still recorded in the row.
  let log: MailLog = { warn: () => undefined, error: () => undefined };
  const poller = createPoller({
    run: () => runOnce(),
    pollMs: options.pollMs,
    onError: (error) => log.error({ err: error }, 'the mail outbox could not be read'),
  });
  const deferred = new Set<Promise<void>>();

  async function claim(now: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function runOnce(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim(now);
      for (const mail of batch) {
        try {
          await mailer.send({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
          });
          // The body holds single-use links: it is not kept once delivered.
          await db
            .update(mailOutbox)
            .set({ sentAt: new Date(), text: '', html: null, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          sent += 1;
        } catch (error) {
          const code = errorCode(error);
          const givenUp = now.getTime() - mail.createdAt.getTime() > GIVE_UP_AFTER_MS;
          await db
            .update(mailOutbox)
            .set({
              lastError: code,
              nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts)),
            })
            .where(eq(mailOutbox.id, mail.id));
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, error: code },
            givenUp ? 'mail given up' : 'mail not sent; it will be retried',
          );
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  async function idle(): Promise<void> {
    while (deferred.size > 0 || poller.current()) {
      await Promise.all(deferred);
      await poller.current();
    }
  }

  const { kick } = poller;
  return {
    kick,
    defer: (work) => {
      // setImmediate: the work starts once the reply has been written, not before.
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(kick, (error: unknown) => log.error({ err: error }, 'queueing a mail failed'))
        .finally(() => deferred.delete(task));
      deferred.add(task);
    },
    runOnce,
    flush: async () => {
      await idle();
      kick();
      await idle();
    },
    start: (logger) => {
      log = logger;
      poller.start();
    },
    stop: async () => {
      // No more runs; the one in progress and the deferred queueing get a grace period.
      void poller.stop();
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        idle(),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, STOP_GRACE_MS);
          grace.unref();
        }),
      ]);
      clearTimeout(grace);
    },
  };
}
