import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * One designer's writes of one kind run one at a time, each under a lock taken first in the
 * write's transaction:
 * - 'catalogue': an import and a product create or update, so two tabs cannot both find a
 *   product code or SKU free and both write it;
 * - 'payments': the payment account's creation and the subscription's checkout, cancel and
 *   resume, so parallel clicks make one provider account, one open checkout and one call
 *   to the provider (issue 27). The provider is called inside the lock: on PGlite, where
 *   transactions already run one at a time, the embedded database waits for that call.
 * The lock is PostgreSQL's transaction-scoped advisory lock (released at commit or
 * rollback, also when the process dies), keyed by the kind's namespace and a stable 32-bit
 * hash of the designer id; two designers sharing a hash only wait for each other. On
 * PGlite it is taken all the same, and never waits.
 */
const DESIGNER_LOCK_NAMESPACES = {
  catalogue: 0x524c_4443, // 'RLDC'
  payments: 0x524c_5059, // 'RLPY'
} as const;

export type DesignerLockKind = keyof typeof DESIGNER_LOCK_NAMESPACES;

/** A stable signed 32-bit key of the designer id (the first 4 bytes of its SHA-256). */
export function designerLockKey(designerId: string): number {
  return createHash('sha256').update(designerId).digest().readInt32BE(0);
}

type Executor = Pick<Database, 'execute'>;

/**
 * Takes the `kind` lock of each designer, in key order (so two writers naming the same
 * designers in another order cannot deadlock). Call it first in the write's transaction.
 */
export async function lockDesigners(
  tx: Executor,
  designerIds: Iterable<string>,
  kind: DesignerLockKind = 'catalogue',
): Promise<void> {
  const namespace = DESIGNER_LOCK_NAMESPACES[kind];
  const keys = [...new Set([...designerIds].map(designerLockKey))].sort((a, b) => a - b);
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${key})`);
  }
}
