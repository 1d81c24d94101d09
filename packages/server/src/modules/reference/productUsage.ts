import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';

/**
 * How many products use a piece of reference data. Products hold copies (a colour's name in
 * `colors[].color`, a size in `colors[].sizes[].size`) rather than foreign keys, so these
 * counts are what stops a delete or a rename from leaving products pointing at nothing.
 */

/** The products with a colour variant named `name` (colors is a jsonb array). */
export const usesColor = (name: string): SQL =>
  sql`${products.colors} @> ${JSON.stringify([{ color: name }])}::jsonb`;

/** The products whose category is sized by the chart `key`. */
export const sizedByChart = (key: string): SQL =>
  sql`${products.categoryId} in (select ${categories.categoryId} from ${categories} where ${eq(categories.size, key)})`;

async function countProducts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(where);
  return row?.total ?? 0;
}

/** Products with a colour variant named `name`. */
export async function productsUsingColor(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(usesColor(name));
  return row?.total ?? 0;
}

/** Products filed under the category numbered `categoryId`. */
export async function productsInCategory(db: Database, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return row?.total ?? 0;
}

/** Products whose category is sized by the chart `key`. */
export function productsSizedBy(db: Database, key: string): Promise<number> {
  return countProducts(db, eq(categories.size, key));
}

/** Products sized by the chart `key` that have a variant in one of `sizes`. */
export function productsWithSizes(
  db: Database,
  key: string,
  sizes: readonly string[],
): Promise<number> {
  if (sizes.length === 0) return Promise.resolve(0);
  const sizeList = sql.join(
    sizes.map((size) => sql`${size}`),
    sql`, `,
  );
  return countProducts(
    db,
    and(
      eq(categories.size, key),
      sql`exists (select 1 from jsonb_array_elements(${products.colors}) as variant(v),
        jsonb_array_elements(variant.v -> 'sizes') as sized(v)
        where sized.v ->> 'size' in (${sizeList}))`,
    ),
  );
}

/** Categories sized by the chart `key`. */
export async function categoriesSizedBy(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(categories)
    .where(eq(categories.size, key));
  return row?.total ?? 0;
}
