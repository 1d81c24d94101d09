import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queries } from './transaction';

/** A resource's table: schema.ts's `id()` (or `referenceId()`) is its API `_id`. */
type ResourceTable = PgTable & { id: PgColumn };

/**
 * The single-row queries of a resource, by its `id`: what each module's repository.ts
 * wrote the same way. `insert` takes the whole validated object and `update` the fields a
 * PATCH names, so a column added to the form schema is saved by both without listing it
 * here. A lookup, update or delete of an id that is not there gives null / nothing; the
 * service answers 404.
 */
export function byIdRepository<Table extends ResourceTable>(table: Table) {
  type Row = Table['$inferSelect'];
  type Values = Table['$inferInsert'];
  const byId = (id: string) => eq(table.id, id);
  return {
    async find(db: Queries, id: string): Promise<Row | null> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(byId(id))) as Row[];
      return row ?? null;
    },
    /**
     * The row, locked (`FOR UPDATE`) until the caller's transaction ends: a check that reads
     * other tables before a change (a colour's products before its rename) holds.
     */
    async findForUpdate(tx: Queries, id: string): Promise<Row | null> {
      const [row] = (await tx
        .select()
        .from(table as PgTable)
        .where(byId(id))
        .for('update')) as Row[];
      return row ?? null;
    },
    async insert(db: Queries, values: Values): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      return row!;
    },
    async update(db: Queries, id: string, patch: Partial<Values>): Promise<Row | null> {
      const [row] = (await db.update(table).set(patch).where(byId(id)).returning()) as Row[];
      return row ?? null;
    },
    async delete(db: Queries, id: string): Promise<void> {
      await db.delete(table).where(byId(id));
    },
  };
}
