import { eq, sql } from 'drizzle-orm';
import { statementName, type Database } from '../db/client';
import { designers, referenceVersion, users, type DesignerRow, type UserRow } from '../db/schema';
import { share } from '../resources/answers';
import { batchLoader } from './batchLoader';

/** What the session check read for one signed-in call. */
export type SessionRow = {
  user: UserRow;
  /** The account's designer profile, if it has one. */
  designer: DesignerRow | null;
  /**
   * The reference data's version (0006_reference_version.sql, decision 0010); null only if
   * someone deleted its row, and then no list is kept.
   */
  referenceVersion: number | null;
};

/** The same roles in the same order: the first role is the effective one (API.md). */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
}

/**
 * The session rows of signed-in calls, read from the database on every call.
 *
 * Each call's check is batched with the others of its turn (auth/batchLoader.ts): one query
 * that starts after every call of the batch arrived, so a password change, a reset, a
 * suspension or a role change committed before a call arrived ends its session. It reads
 * each account's whole row with its designer profile and the reference data's version; the
 * calls of one account in one batch hold the same frozen row (resources/answers.ts).
 * Nothing is kept between
 * batches: keeping whole rows while their row versions held gained nothing measurable
 * (bench/api/README.md, "The layer table, measured", issue 28) and kept up to 5 000
 * accounts' password hashes in memory.
 */
export function sessionRows(db: Database): (userId: string) => Promise<SessionRow | undefined> {
  const read = db
    .select({
      user: users,
      designer: designers,
      referenceVersion: sql<
        number | null
      >`(select ${referenceVersion.version} from ${referenceVersion})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(statementName(db, 'session_rows_by_ids'));

  return batchLoader(async (userIds: string[]) => {
    const rows = await read.execute({ ids: userIds });
    return new Map(rows.map((row) => [row.user.id, share(row)]));
  });
}
