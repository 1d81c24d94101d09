import { eq } from 'drizzle-orm';
import type { SizeChartFormValues, SizeChartPatch } from '@runway-live/domain';
import type { Database } from '../../db/client';
import { sizeCharts } from '../../db/schema';

export type SizeChartRow = typeof sizeCharts.$inferSelect;

export async function findSizeChart(db: Database, id: string): Promise<SizeChartRow | null> {
  const [row] = await db.select().from(sizeCharts).where(eq(sizeCharts.id, id));
  return row ?? null;
}

export async function sizeChartKeyExists(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: sizeCharts.key })
    .from(sizeCharts)
    .where(eq(sizeCharts.key, key));
  return row !== undefined;
}

export async function insertSizeChart(
  db: Database,
  values: SizeChartFormValues,
): Promise<SizeChartRow> {
  const [row] = await db.insert(sizeCharts).values(values).returning();
  return row!;
}

export async function updateSizeChartRow(
  db: Database,
  id: string,
  patch: SizeChartPatch,
): Promise<SizeChartRow | null> {
  const [row] = await db.update(sizeCharts).set(patch).where(eq(sizeCharts.id, id)).returning();
  return row ?? null;
}

export async function deleteSizeChartRow(db: Database, id: string): Promise<void> {
  await db.delete(sizeCharts).where(eq(sizeCharts.id, id));
}
