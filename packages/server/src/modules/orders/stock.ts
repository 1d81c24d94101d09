import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { products, stockHolds, type ProductColor } from '../../db/schema';
import type { Queries, Transaction } from '../../resources/transaction';

/**
 * A variant's stock (decision 0030): `quantity` on the product's size is what is on hand;
 * what a buyer may still take is that less the checkouts' holds that are `held` and not
 * expired at `now`. Checkouts and payments lock the products' rows (in id order, so two
 * carts never wait on each other crosswise) before they read or change either.
 */

export type ProductRow = typeof products.$inferSelect;

/** `productId sku` → units held at `now`. */
export type Held = Map<string, number>;

export const variantKey = (productId: string, sku: string) => `${productId}\u0000${sku}`;

/** The units held of each variant of `productIds` at `now`. */
export async function heldOf(db: Queries, productIds: readonly string[], now: Date): Promise<Held> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockHolds.productId,
      sku: stockHolds.sku,
      held: sql<number>`sum(${stockHolds.quantity})`.mapWith(Number),
    })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.productId, [...productIds]),
        eq(stockHolds.state, 'held'),
        gt(stockHolds.expiresAt, now),
      ),
    )
    .groupBy(stockHolds.productId, stockHolds.sku);
  return new Map(rows.map((row) => [variantKey(row.productId, row.sku), row.held]));
}

/** The products' rows, locked for the rest of the transaction, in id order. */
export async function lockProducts(
  tx: Transaction,
  productIds: readonly string[],
): Promise<Map<string, ProductRow>> {
  const unique = [...new Set(productIds)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, unique))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** A SKU's colour and size on a product, or null when the product has no such size. */
export function variantOf(
  product: Pick<ProductRow, 'colors'>,
  sku: string,
): { color: ProductColor; size: ProductColor['sizes'][number] } | null {
  for (const color of product.colors) {
    const size = color.sizes.find((entry) => entry.sku === sku);
    if (size) return { color, size };
  }
  return null;
}

/** What is left of a size: on hand less held, never below 0. */
export function availableOf(onHand: number, held: number): number {
  return Math.max(0, onHand - held);
}

/**
 * Takes sold units off the products' sizes (rows locked by lockProducts): `sold` maps a
 * variant to its units. A size never goes below 0.
 */
export function takeStock(
  tx: Transaction,
  locked: Map<string, ProductRow>,
  sold: readonly { productId: string; sku: string; quantity: number }[],
): Promise<void> {
  return moveStock(tx, locked, sold, -1);
}

/**
 * Puts units back on the products' sizes (rows locked by lockProducts): a cancelled paid
 * order's, or a refund's that restocks. A size the product no longer has is left alone.
 */
export function returnStock(
  tx: Transaction,
  locked: Map<string, ProductRow>,
  returned: readonly { productId: string; sku: string; quantity: number }[],
): Promise<void> {
  return moveStock(tx, locked, returned, 1);
}

async function moveStock(
  tx: Transaction,
  locked: Map<string, ProductRow>,
  lines: readonly { productId: string; sku: string; quantity: number }[],
  sign: 1 | -1,
): Promise<void> {
  const byProduct = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const skus = byProduct.get(line.productId) ?? new Map<string, number>();
    skus.set(line.sku, (skus.get(line.sku) ?? 0) + line.quantity);
    byProduct.set(line.productId, skus);
  }
  for (const [productId, skus] of byProduct) {
    const product = locked.get(productId);
    if (!product) continue;
    const colors = product.colors.map((color) => ({
      ...color,
      sizes: color.sizes.map((size) => {
        const moved = skus.get(size.sku);
        return moved === undefined
          ? size
          : { ...size, quantity: Math.max(0, size.quantity + sign * moved) };
      }),
    }));
    await tx.update(products).set({ colors }).where(eq(products.id, productId));
    product.colors = colors;
  }
}
