import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sizeCharts } from '../../db/schema';
import { byIdRepository } from '../../resources/byIdRepository';

export type SizeChartRow = typeof sizeCharts.$inferSelect;

export const sizeChartRows = byIdRepository(sizeCharts);

export async function sizeChartKeyExists(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: sizeCharts.key })
    .from(sizeCharts)
    .where(eq(sizeCharts.key, key));
  return row !== undefined;
}
