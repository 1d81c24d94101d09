import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Writes to one designer's catalogue run one at a time: an import and a product create or
 * update each take this lock first, in their transaction, so two tabs cannot both find a
 * product code or SKU free and both write it. The lock is PostgreSQL's transaction-scoped
 * advisory lock (released at commit or rollback, also when the process dies), keyed by
 * this namespace and a stable 32-bit hash of the designer id; two designers sharing a hash
 * only wait for each other. On PGlite, transactions already run one at a time: the lock is
 * taken all the same, and never waits.
 */
const DESIGNER_LOCK_NAMESPACE = 0x524c_4443; // 'RLDC'

/** A stable signed 32-bit key of the designer id (the first 4 bytes of its SHA-256). */
export function designerLockKey(designerId: string): number {
  return createHash('sha256').update(designerId).digest().readInt32BE(0);
}

type Executor = Pick<Database, 'execute'>;

/**
 * Takes the catalogue lock of each designer, in key order (so two writers naming the same
 * designers in another order cannot deadlock). Call it first in the write's transaction.
 */
export async function lockDesigners(tx: Executor, designerIds: Iterable<string>): Promise<void> {
  const keys = [...new Set([...designerIds].map(designerLockKey))].sort((a, b) => a - b);
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${DESIGNER_LOCK_NAMESPACE}, ${key})`);
  }
}
