import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { statementName, type Database } from '../db/client';
import { designers, referenceVersion, users, type DesignerRow, type UserRow } from '../db/schema';
import { readLayers } from '../resources/readLayers';
import { share } from '../resources/sharedAnswers';
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

/** Accounts kept between calls (a couple of kB each); past this the least recently used go. */
const KEPT_ACCOUNTS = 5000;

/**
 * The session rows of signed-in calls, read from the database on every call.
 *
 * Each call's check is batched with the others of its turn (auth/batchLoader.ts): one query
 * that starts after every call of the batch arrived, so a password change, a reset, a
 * suspension or a role change committed before a call arrived ends its session.
 *
 * That query is narrow: each account's id, the fields the check compares (token version,
 * roles, status) and the row versions (`xmin`, the transaction that wrote the visible
 * version) of the account and its designer profile, with the reference data's version and
 * when the database server started (a restore to an earlier point restarts it and takes
 * the transaction ids back: everything kept is dropped then).
 * The whole rows are kept in memory and used while both row versions are the ones the
 * query just read, so an unchanged account costs no 60-column read and keeps the same row
 * objects, whose answers (GET /api/auth/me) are made once (resources/sharedAnswers.ts).
 * Any write to either row gives it a new version, and the next call reads the rows again.
 * The fields the check compares are also compared with the narrow read itself, so no kept
 * value ever decides a session.
 */
export function sessionRows(db: Database): (userId: string) => Promise<SessionRow | undefined> {
  const ids = sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`;
  const rowVersions = {
    userVersion: sql<string>`${users}.xmin::text`,
    designerVersion: sql<string | null>`${designers}.xmin::text`,
  };
  const referenceVersionRead = sql<
    number | null
  >`(select ${referenceVersion.version} from ${referenceVersion})`.mapWith(Number);
  const current = db
    .select({
      id: users.id,
      tokenVersion: users.tokenVersion,
      roles: users.roles,
      status: users.status,
      ...rowVersions,
      referenceVersion: referenceVersionRead,
      // Uncast: a text cast cost more than the rest of the read. Each driver gives it its
      // own way (pg a string, PGlite a Date): compared as milliseconds.
      databaseStarted: sql<number>`pg_postmaster_start_time()`.mapWith((value: unknown) =>
        new Date(value as string | Date).getTime(),
      ),
    })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(ids)
    .prepare(statementName(db, 'session_versions_by_ids'));
  const whole = db
    .select({ user: users, designer: designers, ...rowVersions })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(ids)
    .prepare(statementName(db, 'session_rows_by_ids'));
  // Without kept rows (LAYER_KEPT_ROWS=off): the whole rows in the one query, every call.
  const wholeAlone = db
    .select({ user: users, designer: designers, referenceVersion: referenceVersionRead })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(ids)
    .prepare(statementName(db, 'session_whole_rows_by_ids'));

  type Kept = {
    userVersion: string;
    designerVersion: string | null;
    user: UserRow;
    designer: DesignerRow | null;
    /**
     * The session row last answered for this account, while the reference version it
     * carries holds: the same object across turns, so what is made from it (the /me
     * answer) is made once.
     */
    session?: SessionRow;
  };
  const kept = new LRUCache<string, Kept>({ max: KEPT_ACCOUNTS });
  let keptSince: number | null = null;

  function keep(row: Kept): Kept {
    // Every call of the account holds these objects: frozen, so none changes them.
    const frozen = { ...row, user: share(row.user), designer: row.designer && share(row.designer) };
    kept.set(row.user.id, frozen);
    return frozen;
  }

  return batchLoader(async (userIds: string[]) => {
    if (!readLayers.keptRows) {
      const rows = await wholeAlone.execute({ ids: userIds });
      return new Map(rows.map((row) => [row.user.id, share(row)]));
    }
    const found = await current.execute({ ids: userIds });
    const started = found[0]?.databaseStarted ?? keptSince;
    if (started !== keptSince) {
      kept.clear();
      keptSince = started;
    }
    const known = new Map<string, Kept>();
    const stale: string[] = [];
    for (const row of found) {
      const account = kept.get(row.id);
      // Kept rows are used only at the versions just read, and the check's own fields are
      // compared with this read as well: no value from memory alone decides a session.
      if (
        account &&
        account.userVersion === row.userVersion &&
        account.designerVersion === row.designerVersion &&
        account.user.tokenVersion === row.tokenVersion &&
        account.user.status === row.status &&
        sameRoles(account.user.roles, row.roles)
      ) {
        known.set(row.id, account);
      } else {
        stale.push(row.id);
      }
    }
    // Read again only what changed: those rows are at least as new as the narrow read.
    if (stale.length) {
      for (const row of await whole.execute({ ids: stale })) known.set(row.user.id, keep(row));
    }
    const rows = new Map<string, SessionRow>();
    for (const row of found) {
      const account = known.get(row.id);
      if (!account) continue; // deleted between the two reads: no session
      if (account.session?.referenceVersion !== row.referenceVersion) {
        account.session = share({
          user: account.user,
          designer: account.designer,
          referenceVersion: row.referenceVersion,
        });
      }
      rows.set(row.id, account.session);
    }
    return rows;
  });
}
