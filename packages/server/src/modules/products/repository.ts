import { and, asc, count, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  colors,
  events,
  livePushedProducts,
  looks,
  orders,
  products,
  sizeCharts,
} from '../../db/schema';
import { categoryRecordColumns } from '../categories/repository';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
/** A database or the transaction a write runs in. */
type Runner = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

export async function findProduct(db: Runner, where: SQL): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(where);
  return row ?? null;
}

/**
 * The product, read and locked for the rest of the transaction (`FOR UPDATE`): a write
 * that merges into it sees what a concurrent PATCH, look assignment or import committed,
 * and they wait for it in turn.
 */
export async function lockProduct(db: Runner, where: SQL): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(where).for('update');
  return row ?? null;
}

/** Of the products `where` selects, their ids, locked in id order (two callers never deadlock). */
export async function lockProductIds(db: Runner, where: SQL): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Of `ids`, the products an order's items name. */
export async function productsInOrders(db: Runner, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, [...ids]),
        exists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(
              sql`${orders.items} @> jsonb_build_array(jsonb_build_object('productId', ${products.id}::text))`,
            ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Of `ids`, the products pushed during a live show (live_pushed_products): the show's
 * record keeps them, so a delete archives them instead.
 */
export async function productsPushedLive(db: Runner, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: livePushedProducts.productId })
    .from(livePushedProducts)
    .where(inArray(livePushedProducts.productId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function insertProduct(db: Runner, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** Many new products in one multi-row INSERT (the import writes its creates so). */
export async function insertProducts(db: Runner, values: NewProductRow[]): Promise<void> {
  if (values.length > 0) await db.insert(products).values(values);
}

/**
 * Rewrites stored products in one multi-row statement: each row is a whole stored product
 * (id included) with its new values; the (designer, product code) it holds is matched by
 * `INSERT … ON CONFLICT (designer_id, product_code) DO UPDATE`, which sets only `fields`
 * from the row (and updatedAt to now).
 */
export async function rewriteProductRows(
  db: Runner,
  rows: NewProductRow[],
  fields: readonly (keyof NewProductRow & keyof typeof products.$inferSelect)[],
): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  const set = Object.fromEntries(
    [...fields, 'updatedAt' as const].map((field) => [
      field,
      sql.raw(`excluded."${products[field].name}"`),
    ]),
  );
  await db
    .insert(products)
    .values(rows.map((row) => ({ ...row, updatedAt: now })))
    .onConflictDoUpdate({ target: [products.designerId, products.productCode], set });
}

/** Sets `values` on the products of `ids`. */
export async function updateProductRows(
  db: Runner,
  ids: readonly string[],
  values: Partial<NewProductRow>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(products.id, [...ids]));
}

export async function deleteProductRows(db: Runner, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(products).where(inArray(products.id, [...ids]));
}

export async function updateProductRow(
  db: Runner,
  id: string,
  values: Partial<NewProductRow>,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

/** Another product of the designer with this code (`except` is the product being changed). */
export async function productCodeTaken(
  db: Runner,
  designerId: string,
  productCode: string,
  except: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.designerId, designerId),
        eq(products.productCode, productCode),
        except === null ? undefined : ne(products.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The first of `skus` another product of the designer already uses, or null. */
export async function skuTaken(
  db: Runner,
  designerId: string,
  skus: readonly string[],
  except: string | null,
): Promise<string | null> {
  if (skus.length === 0) return null;
  const wanted = sql.join(
    skus.map((sku) => sql`${sku}`),
    sql`, `,
  );
  // Both drivers answer a raw query with { rows } (node-postgres and PGlite alike).
  const { rows } = (await db.execute(sql`
    select sized.v ->> 'sku' as sku
    from ${products}, jsonb_array_elements(${products.colors}) as variant(v),
      jsonb_array_elements(variant.v -> 'sizes') as sized(v)
    where ${products.designerId} = ${designerId}
      ${except === null ? sql`` : sql`and ${products.id} <> ${except}`}
      and sized.v ->> 'sku' in (${wanted})
    limit 1`)) as { rows: { sku: string }[] };
  return rows[0]?.sku ?? null;
}

/** The orders whose items name the product. */
export async function ordersWithProduct(db: Runner, productId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(sql`${orders.items} @> ${JSON.stringify([{ productId }])}::jsonb`);
  return row?.total ?? 0;
}

/**
 * The named colours that exist, locked until the write commits (`FOR SHARE`, in name order
 * so two writes never wait on each other): a colour delete (which locks the colour
 * `FOR UPDATE` before counting its products) waits for the write and then counts its
 * products, or runs first and the write finds no such colour. Every product write (the
 * form's and the import's) takes it.
 */
export async function lockColors(
  db: Runner,
  colorNames: Iterable<string>,
): Promise<{ name: string }[]> {
  const names = [...new Set(colorNames)];
  if (names.length === 0) return [];
  return db
    .select({ name: colors.name })
    .from(colors)
    .where(inArray(colors.name, names))
    .orderBy(asc(colors.name))
    .for('share');
}

/**
 * The categories with these numbers and their size charts, locked `FOR SHARE` until the
 * transaction ends, as lockColors locks colours: a category or chart change (its number,
 * its chart, its sizes, its deletion) locks the row `FOR UPDATE` before counting the
 * products that use it, so it counts a product written meanwhile, or the write reads the
 * changed row.
 */
export function lockCategories(db: Runner, categoryIds: Iterable<number>) {
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...categoryRecordColumns,
      chart: { key: sizeCharts.key, name: sizeCharts.name, sizes: sizeCharts.sizes },
    })
    .from(categories)
    .innerJoin(sizeCharts, eq(sizeCharts.key, categories.size))
    .where(inArray(categories.categoryId, ids))
    .orderBy(asc(categories.categoryId))
    .for('share', { of: [categories, sizeCharts] });
}

/**
 * What the reference rules of a product need: its category and chart (locked:
 * lockCategories), and the colours it names (locked: lockColors).
 */
export async function referenceFor(db: Runner, categoryId: number, colorNames: readonly string[]) {
  const [categoryRows, colorRows] = await Promise.all([
    lockCategories(db, [categoryId]),
    lockColors(db, colorNames),
  ]);
  const [row] = categoryRows;
  if (!row) return { category: null, colors: colorRows };
  const { chart, ...category } = row;
  return { category: { ...category, sizes: chart.sizes }, colors: colorRows };
}

/** Whether the event exists and is the designer's own. */
export async function isDesignersEvent(db: Runner, id: string, designerId: string) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), eq(events.designerId, designerId)));
  return row !== undefined;
}

/** Whether the look exists and is the designer's own. */
export async function isDesignersLook(db: Runner, id: string, designerId: string) {
  const [row] = await db
    .select({ id: looks.id })
    .from(looks)
    .where(and(eq(looks.id, id), eq(looks.designerId, designerId)));
  return row !== undefined;
}
