import { eq } from 'drizzle-orm';
import type { CategoryFormValues, CategoryPatch } from '@runway-live/domain';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/** A category record's fields (section 3), as the catalogue and the product rules read them. */
export const categoryRecordColumns = {
  categoryId: categories.categoryId,
  gender: categories.gender,
  type: categories.type,
  category: categories.category,
  subCategory: categories.subCategory,
  size: categories.size,
};

export async function findCategory(db: Database, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

export async function insertCategory(
  db: Database,
  values: CategoryFormValues,
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(
  db: Database,
  id: string,
  patch: CategoryPatch,
): Promise<CategoryRow | null> {
  const [row] = await db.update(categories).set(patch).where(eq(categories.id, id)).returning();
  return row ?? null;
}

export async function deleteCategoryRow(db: Database, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
