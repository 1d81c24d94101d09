import { productMessages, type ApiProduct } from '@runway-live/domain/api';
import { ApiError } from '../../errors';
import { toApiObject } from '../../resources/present';
import type { Queries, Transaction } from '../../resources/transaction';
import { availableOf, heldOf, variantKey, type Held } from '../orders/stock';
import type { ProductRow } from './repository';

/**
 * What the console's products answer beside each size's `quantity` (on hand): `available`,
 * that less the shoppers' checkouts' holds (API.md). One read of the holds for a page, the
 * query the viewer's product dialog reads them with (orders/stock.ts heldOf).
 */

type Colors = readonly { sizes: readonly { sku: string; quantity: number }[] }[];

/** No holds read (yet): every size's `available` is its `quantity`. */
export const NO_HOLDS: Held = new Map();

/** The product's colours with each size's `available`: its quantity less `held`. */
export function sizesWithAvailable<C extends Colors[number]>(
  productId: string,
  colors: readonly C[],
  held: Held,
): (Omit<C, 'sizes'> & { sizes: (C['sizes'][number] & { available: number })[] })[] {
  return colors.map((color) => ({
    ...color,
    sizes: color.sizes.map((size) => ({
      ...size,
      available: availableOf(size.quantity, held.get(variantKey(productId, size.sku)) ?? 0),
    })),
  }));
}

/** A row as the API shows it (its dates are stored and read as 'yyyy-MM-dd'). */
export function present(row: ProductRow, held: Held): ApiProduct {
  return { ...toApiObject(row), colors: sizesWithAvailable(row.id, row.colors, held) };
}

/** A row as the API shows it, each size's `available` read from the holds now. */
export async function presentNow(db: Queries, row: ProductRow): Promise<ApiProduct> {
  return present(row, await heldOf(db, [row.id], new Date()));
}

/** Products as answered, each size's `available` read from the holds now (one query). */
export async function withAvailable<T extends { _id: string; colors: ApiProduct['colors'] }>(
  db: Queries,
  items: readonly T[],
  now: Date = new Date(),
): Promise<T[]> {
  if (items.length === 0) return [];
  const held = await heldOf(
    db,
    items.map((item) => item._id),
    now,
  );
  return items.map((item) => ({
    ...item,
    colors: sizesWithAvailable(item._id, item.colors, held),
  }));
}

/**
 * A product's new sizes never hold fewer units than shoppers' checkouts hold of them now
 * (decision 0034): refused with a 409 naming the SKU, never lowered silently. Read under the
 * product's row lock, which a checkout takes before it holds, so no hold slips in between.
 * A SKU left out of the new sizes counts as 0.
 */
export async function refuseBelowHeld(
  tx: Transaction,
  productId: string,
  colors: Colors,
  now: Date = new Date(),
): Promise<void> {
  const held = await heldOf(tx, [productId], now);
  if (held.size === 0) return;
  const onHand = new Map(
    colors.flatMap((color) => color.sizes.map((size) => [size.sku, size.quantity] as const)),
  );
  for (const [key, units] of held) {
    const sku = key.slice(productId.length + 1);
    if ((onHand.get(sku) ?? 0) < units) {
      throw new ApiError(409, productMessages.belowHeld(sku, units), { field: 'colors' });
    }
  }
}
