import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** A table whose rows belong, in order, to one owner: a look's products, a show's looks. */
type MemberTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** The owner and position fields of a member table, by their names in the table. */
export type Membership<Table extends MemberTable> = {
  owner: keyof Table['$inferSelect'] & keyof Table & string;
  position: keyof Table['$inferSelect'] & keyof Table & string;
};

/**
 * Makes `ids`, in this order, the owner's whole list of rows in `table`: the owner's other
 * rows leave it (owner and position null), the listed ones join it at their place (from no
 * owner or another one). Two statements; run them in the caller's transaction, under the
 * owner's lock. Looks order their products with it, events their products and looks.
 */
export async function setOrderedMembers<Table extends MemberTable>(
  db: Pick<Database, 'update'>,
  table: Table,
  { owner, position }: Membership<Table>,
  ownerId: string,
  ids: readonly string[],
): Promise<void> {
  const ownerColumn = table[owner] as PgColumn;
  // The field names are the caller's, checked against the table's row type above.
  const values = (ownerValue: unknown, positionValue: unknown) =>
    ({ [owner]: ownerValue, [position]: positionValue, updatedAt: new Date() }) as never;
  await db
    .update(table)
    .set(values(null, null))
    .where(and(eq(ownerColumn, ownerId), ids.length ? notInArray(table.id, [...ids]) : undefined));
  if (ids.length === 0) return;
  const ordered = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await db
    .update(table)
    .set(values(ownerId, sql`array_position(${ordered}, ${table.id})`))
    .where(inArray(table.id, [...ids]));
}
