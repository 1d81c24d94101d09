import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../../errors';
import { setOrderedMembers, type Membership } from '../../resources/orderedMembers';
import type { Queries, Transaction } from '../../resources/transaction';
import type { ShowTable } from './list';

/**
 * A show's members (decision 0024): the rows that belong to one show at most, in the
 * show's order — an event's products and looks, a web event's web products. Each is a row
 * whose owner column names the show and whose position column its place (decision 0012).
 * `showMembers` builds, once per kind of member, every rule of membership: the designer's
 * own rows, a member in another show (moved only when the call says so), never out of an
 * ended show, and the ordered write.
 */

/** A member row: its id, designer, age and the time it changed. */
type MemberTable = PgTable & {
  id: PgColumn;
  designerId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** The words a kind of member is refused with. */
type MemberMessages<Field extends string> = {
  /** An id that is no row of the show's designer. */
  unknown: (id: string) => string;
  /** A member already in another show, without `move`. */
  inAnother: (name: string, show: string) => string;
  /** A member of an ended show, which never leaves it. */
  inEnded(field: Field, name: string, show: string): string;
};

export type ShowMembers<Field extends string = string> = {
  /** The show's order of these members: its positions, then those given it since, oldest first. */
  order: SQL[];
  /** The ids of the show's members, in order, as an array column `alias` of a show query. */
  idsColumn: (alias: string) => SQL.Aliased<string[]>;
  /** The show's member ids, in order. */
  idsOf: (db: Queries, showId: string) => Promise<string[]>;
  /**
   * Of `ids`, those that are the designer's, locked (FOR UPDATE, in id order) until the
   * transaction ends: two shows claiming one member run one after the other, so the second
   * sees it in the first's show (a 409, not a silent move).
   */
  own: (db: Queries, designerId: string, ids: readonly string[]) => Promise<Set<string>>;
  /**
   * Of `ids`, those in the show, locked (FOR SHARE, in id order) until the transaction
   * ends: a member's delete (FOR UPDATE) waits for a live room's push or pin and then sees
   * it, or runs first and the push finds no such member.
   */
  inShow: (db: Queries, showId: string, ids: readonly string[]) => Promise<Set<string>>;
  /**
   * Of `ids`, the first in a show other than `showId` (null: in any show), of `status` when
   * named, with its name and that show's title.
   */
  firstInAnother: (
    db: Queries,
    showId: string | null,
    ids: readonly string[],
    status?: string,
  ) => Promise<{ name: string; showTitle: string } | null>;
  /**
   * Refuses to take any of `ids` out of an ended show (a 409 naming it and the show, move or
   * not): the show's record, its carousel times and its replay keep what it showed (issue
   * 27). `into` is the show they would join (null: none); `field` is the call's.
   */
  refuseLeavingEnded(
    db: Queries,
    into: string | null,
    ids: readonly string[],
    field: Field,
  ): Promise<void>;
  /**
   * Makes `ids`, in this order, the show's whole list: its other members leave it, the listed
   * ones join it at their place (resources/orderedMembers.ts). Under the show's lock.
   */
  set: (db: Queries, showId: string, ids: readonly string[]) => Promise<void>;
  /** The body's field that lists them, and the words they are refused with. */
  field: string;
  messages: MemberMessages<Field>;
};

export function showMembers<Table extends MemberTable, Field extends string>(spec: {
  table: Table;
  /** The show they belong to (its table as a show query names it). */
  show: ShowTable;
  showTableName: string;
  /** The column that names a member in a refusal. */
  name: PgColumn;
  membership: Membership<Table>;
  /** The body's field that lists them: one of the fields their refusals name. */
  field: NoInfer<Field>;
  messages: MemberMessages<Field>;
}): ShowMembers<Field> {
  const { table, show, name, membership } = spec;
  const owner = table[membership.owner] as PgColumn;
  const position = table[membership.position] as PgColumn;
  const order = [
    sql`${position} asc nulls last`,
    sql`${table.createdAt} asc`,
    sql`${table.id} asc`,
  ];
  const firstInAnother: ShowMembers['firstInAnother'] = async (db, showId, ids, status) => {
    if (ids.length === 0) return null;
    const [row] = await db
      .select({ name: sql<string>`${name}`, showTitle: show.title })
      .from(table as PgTable)
      .innerJoin(show, eq(show.id, owner))
      .where(
        and(
          inArray(table.id, [...ids]),
          isNotNull(owner),
          showId === null ? undefined : ne(owner, showId),
          status === undefined ? undefined : eq(show.status, status as never),
        ),
      )
      .orderBy(asc(table.id))
      .limit(1);
    return row ?? null;
  };
  return {
    order,
    field: spec.field,
    messages: spec.messages,
    // The show's id is written qualified: drizzle leaves a one-table query's columns
    // unqualified, and a bare "id" in the subquery would be the member's.
    idsColumn: (alias) =>
      sql<string[]>`array(
        select ${table.id} from ${table}
        where ${owner} = ${sql.identifier(spec.showTableName)}.${sql.identifier('id')}
        order by ${sql.join(order, sql`, `)})`.as(alias),
    idsOf: async (db, showId) => {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(eq(owner, showId))
        .orderBy(...order);
      return rows.map((row) => row.id as string);
    },
    own: async (db, designerId, ids) => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.designerId, designerId), inArray(table.id, [...ids])))
        .orderBy(asc(table.id))
        .for('update');
      return new Set(rows.map((row) => row.id as string));
    },
    inShow: async (db, showId, ids) => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(inArray(table.id, [...ids]), eq(owner, showId)))
        .orderBy(asc(table.id))
        .for('share');
      return new Set(rows.map((row) => row.id as string));
    },
    firstInAnother,
    refuseLeavingEnded: async (db, into, ids, field) => {
      const ended = await firstInAnother(db, into, ids, 'ended');
      if (ended) throw new ApiError(409, spec.messages.inEnded(field, ended.name, ended.showTitle));
    },
    set: (db, showId, ids) => setOrderedMembers(db, table, membership, showId, ids),
  };
}

/** One list of a write's body: the members it names (undefined: left as they are). */
export type NamedMembers = { members: ShowMembers; ids: readonly string[] | undefined };

/**
 * Makes the lists a write names the show's: every id a row of the show's designer (400
 * naming the first that is not), none out of an ended show (409), one in another show moved
 * only when the call says `move` (409 naming it and its show). Each check runs over every
 * list before the next, then the lists are written. Under the show's lock.
 */
export async function writeMembers(
  tx: Transaction,
  showId: string,
  designerId: string,
  lists: readonly NamedMembers[],
  move: boolean | undefined,
): Promise<void> {
  const named = lists.filter(
    (list): list is { members: ShowMembers; ids: readonly string[] } => list.ids !== undefined,
  );
  for (const { members, ids } of named) {
    const own = await members.own(tx, designerId, ids);
    const stranger = ids.find((id) => !own.has(id));
    if (stranger !== undefined) throw new ApiError(400, members.messages.unknown(stranger));
  }
  // Never out of an ended show, move or not (issue 27).
  for (const { members, ids } of named) {
    await members.refuseLeavingEnded(tx, showId, ids, members.field);
  }
  if (!move) {
    for (const { members, ids } of named) {
      const taken = await members.firstInAnother(tx, showId, ids);
      if (taken) throw new ApiError(409, members.messages.inAnother(taken.name, taken.showTitle));
    }
  }
  for (const { members, ids } of named) await members.set(tx, showId, ids);
}
