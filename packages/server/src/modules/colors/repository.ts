import { eq } from 'drizzle-orm';
import type { ColorPatch } from '@runway-live/domain';
import type { Database } from '../../db/client';
import { colors } from '../../db/schema';

export type ColorRow = typeof colors.$inferSelect;

export async function findColor(db: Database, id: string): Promise<ColorRow | null> {
  const [row] = await db.select().from(colors).where(eq(colors.id, id));
  return row ?? null;
}

/** Every validated field, as PATCH sets every named one: a new column is saved by both. */
export async function insertColor(
  db: Database,
  values: typeof colors.$inferInsert,
): Promise<ColorRow> {
  const [row] = await db.insert(colors).values(values).returning();
  return row!;
}

export async function updateColorRow(db: Database, id: string, patch: ColorPatch) {
  const [row] = await db.update(colors).set(patch).where(eq(colors.id, id)).returning();
  return row ?? null;
}

export async function deleteColorRow(db: Database, id: string): Promise<void> {
  await db.delete(colors).where(eq(colors.id, id));
}
