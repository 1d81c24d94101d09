import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Queries, Transaction } from '../../resources/transaction';
import { AUDIT_SYSTEM_ROLE, type AuditAction } from '@runway-live/domain/api';
import { currentActor, currentOrigin, type AuditActor } from './context';
import { auditEntries, type AuditChanges } from './tables';

/** The databases whose log is off (AUDIT_LOG=off: the bench's "off" side only). */
const silenced = new WeakSet<object>();
/** The databases whose transactions already name their actor. */
const wrapped = new WeakSet<object>();

/**
 * Makes every transaction on `db` name the actor of the call under way to the `audit_row`
 * trigger (migration 0030), so each row a signed-in account's write changes is recorded in
 * that transaction, whichever service made it. One statement per transaction; none when
 * the call is public or the log is off.
 */
export function auditTransactions(db: Database, options: { enabled: boolean }): void {
  if (!options.enabled) silenced.add(db);
  else silenced.delete(db);
  if (wrapped.has(db)) return;
  wrapped.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const actor = silenced.has(db) ? null : currentActor();
      if (actor) {
        await tx.execute(sql`select set_config('audit.actor', ${JSON.stringify(actor)}, true)`);
      }
      return work(tx);
    }, config)) as Database['transaction'];
  // A write made outside a transaction during a signed-in call runs in one of its own, so
  // the trigger knows its actor too; any other call's write is left as it was.
  for (const method of ['insert', 'update', 'delete'] as const) {
    const write = db[method].bind(db) as (table: unknown) => unknown;
    (db as unknown as Record<string, unknown>)[method] = (table: unknown) =>
      currentActor() && !silenced.has(db)
        ? deferredWrite(db, (tx) => (tx[method] as (table: unknown) => unknown)(table), [])
        : write(table);
  }
}

type Step = { name: PropertyKey; args: unknown[] };

/**
 * A write builder whose calls (`.values()`, `.set()`, `.where()`, `.returning()`…) are
 * noted, then made on a transaction's builder when it is awaited or executed.
 */
function deferredWrite(db: Database, start: (tx: Transaction) => unknown, steps: Step[]): unknown {
  const run = (last?: Step) =>
    db.transaction(async (tx) => {
      let builder = start(tx) as Record<PropertyKey, (...args: unknown[]) => unknown>;
      for (const step of last ? [...steps, last] : steps) {
        builder = builder[step.name]!(...step.args) as typeof builder;
      }
      return last ? builder : await (builder as unknown as Promise<unknown>);
    });
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (name === 'then') {
          return (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
            run().then(resolve, reject);
        }
        if (name === 'catch' || name === 'finally') {
          return (...args: unknown[]) =>
            (run() as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[name]!(...args);
        }
        if (name === 'execute') return (...args: unknown[]) => run({ name, args });
        return (...args: unknown[]) => deferredWrite(db, start, [...steps, { name, args }]);
      },
    },
  );
}

/** What an explicit entry says (an action the row trigger cannot name, or a non-write). */
export type AuditRecord = {
  action: AuditAction;
  resource: string;
  resourceId?: string | null;
  changes?: Partial<AuditChanges>;
  /**
   * Who, when the call has no signed-in account (a sign-in, a reset by mailed link): over
   * where the call came from. Left out, the call's own account.
   */
  actor?: Pick<AuditActor, 'accountId' | 'role'>;
};

/**
 * Records a named action (a sign-in, a refund, a live status…) on `queries`, the write's own
 * transaction when there is one. With no account signed in (the payment provider's
 * confirmation makes a payout, or refunds a payment that came too late), the marketplace
 * itself is named: `AUDIT_SYSTEM_ROLE`, with the call it came from, or `automatic` when it
 * came from none (a timer). Nothing when the log is off.
 */
export async function recordAudit(
  db: Database,
  queries: Queries,
  record: AuditRecord,
): Promise<void> {
  if (silenced.has(db)) return;
  const actor: AuditActor = record.actor
    ? { ...emptyActor, ...currentOrigin(), ...record.actor }
    : { ...emptyActor, ...(currentActor() ?? { ...currentOrigin(), ...systemActor }) };
  await queries.insert(auditEntries).values({
    accountId: actor.accountId,
    role: actor.role,
    action: record.action,
    resource: record.resource,
    resourceId: record.resourceId ?? null,
    changes: { before: record.changes?.before ?? {}, after: record.changes?.after ?? {} },
    route: actor.route,
    requestId: actor.requestId,
    address: actor.address,
    userAgent: actor.userAgent,
  });
}

const systemActor = { accountId: null, role: AUDIT_SYSTEM_ROLE } as const;

const emptyActor: AuditActor = {
  accountId: null,
  role: null,
  route: 'automatic',
  requestId: null,
  address: null,
  userAgent: null,
};
