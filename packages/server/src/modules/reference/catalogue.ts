import { asc } from 'drizzle-orm';
import type { Catalogue } from '@runway-live/domain/reference';
import type { Database } from '../../db/client';
import { categories, colors, sizeCharts } from '../../db/schema';
import { categoryRecordColumns } from '../categories/repository';

/** The catalogue as GET /api/miscellaneous answers it: the reference tables, in key order. */
export async function catalogueFromDatabase(db: Database): Promise<Catalogue> {
  const [categoryRows, colorRows, chartRows] = await Promise.all([
    db.select(categoryRecordColumns).from(categories).orderBy(asc(categories.categoryId)),
    db.select({ name: colors.name, hex: colors.hex }).from(colors).orderBy(asc(colors.name)),
    db
      .select({ key: sizeCharts.key, name: sizeCharts.name, sizes: sizeCharts.sizes })
      .from(sizeCharts)
      .orderBy(asc(sizeCharts.key)),
  ]);
  return { categories: categoryRows, colors: colorRows, sizeCharts: chartRows };
}
