import { asc } from 'drizzle-orm';
import type { Catalogue } from '@runway-live/domain';
import type { Database } from '../../db/client';
import { categories, colors, sizeCharts } from '../../db/schema';

/** The catalogue as GET /api/miscellaneous answers it: the reference tables, in key order. */
export async function catalogueFromDatabase(db: Database): Promise<Catalogue> {
  const [categoryRows, colorRows, chartRows] = await Promise.all([
    db
      .select({
        categoryId: categories.categoryId,
        gender: categories.gender,
        type: categories.type,
        category: categories.category,
        subCategory: categories.subCategory,
        size: categories.size,
      })
      .from(categories)
      .orderBy(asc(categories.categoryId)),
    db.select({ name: colors.name, hex: colors.hex }).from(colors).orderBy(asc(colors.name)),
    db
      .select({ key: sizeCharts.key, name: sizeCharts.name, sizes: sizeCharts.sizes })
      .from(sizeCharts)
      .orderBy(asc(sizeCharts.key)),
  ]);
  return { categories: categoryRows, colors: colorRows, sizeCharts: chartRows };
}
