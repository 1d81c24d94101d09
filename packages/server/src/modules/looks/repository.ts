import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { looks, products } from '../../db/schema';
import { setOrderedMembers } from '../../resources/orderedMembers';

export type LookRow = typeof looks.$inferSelect;
export type NewLookRow = typeof looks.$inferInsert;
/** A look row with its products' ids in the look's order. */
export type LookWithProducts = Omit<LookRow, 'eventPosition'> & { productIds: string[] };
/** A database or the transaction a write runs in. */
type Runner = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * The order of a look's products: its `look_position` (set by PUT /looks/:id/products),
 * then the products given the look since (by their product's lookId: no position yet),
 * oldest first. The product list filtered by lookId uses it too (products/service.ts).
 * Served by products_look_position_idx (look_id, look_position).
 */
export const lookProductOrder = (): SQL[] => [
  sql`${products.lookPosition} asc nulls last`,
  sql`${products.createdAt} asc`,
];

/**
 * The look's product ids, in order, as an array column of a look query. The look's id is
 * written qualified: drizzle leaves the columns of a one-table query unqualified, and a bare
 * "id" in the subquery would be the product's.
 */
const productIdsColumn = sql<string[]>`array(
  select ${products.id} from ${products}
  where ${products.lookId} = ${sql.identifier('looks')}.${sql.identifier('id')}
  order by ${sql.join(lookProductOrder(), sql`, `)}, ${products.id} asc)`.as('product_ids');

/** The columns of a look as the API reads it: the row and its products' ids. */
export const lookColumns = {
  id: looks.id,
  designerId: looks.designerId,
  eventId: looks.eventId,
  name: looks.name,
  description: looks.description,
  images: looks.images,
  status: looks.status,
  createdAt: looks.createdAt,
  updatedAt: looks.updatedAt,
  productIds: productIdsColumn,
};

export async function findLook(db: Runner, where: SQL): Promise<LookWithProducts | null> {
  const [row] = await db.select(lookColumns).from(looks).where(where);
  return row ?? null;
}

export async function insertLook(db: Runner, values: NewLookRow): Promise<LookRow> {
  const [row] = await db.insert(looks).values(values).returning();
  return row!;
}

export async function updateLookRow(
  db: Runner,
  id: string,
  values: Partial<NewLookRow>,
): Promise<void> {
  await db
    .update(looks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(looks.id, id));
}

/** Deletes the look; its products stay, without a look. */
export async function deleteLookRow(db: Runner, id: string): Promise<void> {
  await db
    .update(products)
    .set({ lookId: null, lookPosition: null })
    .where(eq(products.lookId, id));
  await db.delete(looks).where(eq(looks.id, id));
}

/**
 * Locks the look's row until the transaction ends, so writes to one look's product list
 * run one after another: each then reads the list the one before it left. Its own
 * statement: a read that waited for the lock inside one statement would still see the
 * products as they were before the wait. False when no row matched `where`.
 */
export async function lockLook(db: Runner, where: SQL): Promise<boolean> {
  const rows = await db.select({ id: looks.id }).from(looks).where(where).for('update');
  return rows.length > 0;
}

/** Of `ids`, the products that are in a look other than `lookId`, with that look's name. */
export async function productsInOtherLooks(
  db: Runner,
  lookId: string,
  ids: readonly string[],
): Promise<{ id: string; productName: string; lookName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, productName: products.productName, lookName: looks.name })
    .from(products)
    .innerJoin(looks, eq(looks.id, products.lookId))
    .where(
      and(inArray(products.id, [...ids]), isNotNull(products.lookId), ne(products.lookId, lookId)),
    );
}

/** Of `ids`, those that are products of the designer. */
export async function productsOfDesigner(
  db: Runner,
  designerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.designerId, designerId), inArray(products.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes `ids`, in this order, the look's whole product list: the look's other products
 * leave it (lookId null), the listed ones join it (from no look or another of the
 * designer's looks) at their place. Run it in the caller's transaction.
 */
export function setLookProducts(db: Runner, lookId: string, ids: readonly string[]) {
  return setOrderedMembers(
    db,
    products,
    { owner: 'lookId', position: 'lookPosition' },
    lookId,
    ids,
  );
}
