import { and, eq, inArray } from 'drizzle-orm';
import { apiMessages, type ListPage } from '@runway-live/domain/api';
import type {
  PublicProduct,
  SaleState,
  ShopperOrder,
  myOrdersQuerySchema,
} from '@runway-live/domain/checkout';
import { minorToMajor, moneyOfNumber, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { checkouts, designers, events, orders, products, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { listPage, listSpec } from '../../lists/listPage';
import type { Queries } from '../../resources/transaction';
import { shopperOrder } from './present';
import { availableOf, heldOf, variantKey } from './stock';

type MyOrdersFilter = z.output<typeof myOrdersQuerySchema>;

/** A shopper's orders, newest first: only their own (`owner`: the buyer). */
const MY_ORDERS = listSpec<MyOrdersFilter>()({
  sortColumns: { createdAt: orders.createdAt, total: orders.total },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: orders.id,
  searchColumns: [orders.orderNumber],
  filters: { status: (value) => eq(orders.status, value) },
  rows: (db, total) =>
    db
      .select({
        order: orders,
        brandName: designers.brandName,
        checkout: {
          status: checkouts.status,
          holdExpiresAt: checkouts.holdExpiresAt,
          paymentUrl: checkouts.paymentUrl,
        },
        total,
      })
      .from(orders)
      .leftJoin(designers, eq(designers.userId, orders.designerId))
      .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .$dynamic(),
  present: (row) => shopperOrder(row),
});

/** GET /api/v2/my/orders: the caller's own orders, whatever their role. */
export function listMyOrders(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  query: MyOrdersFilter,
): Promise<ListPage<ShopperOrder>> {
  return listPage(ctx.database.db, MY_ORDERS, query, {
    owner: { column: orders.buyerId, id: user.id },
  });
}

/** GET /api/v2/my/orders/:id: the caller's own order; anyone else's is a 404. */
export async function myOrder(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  id: string,
): Promise<ShopperOrder> {
  const [row] = await ctx.database.db
    .select({
      order: orders,
      brandName: designers.brandName,
      checkout: {
        status: checkouts.status,
        holdExpiresAt: checkouts.holdExpiresAt,
        paymentUrl: checkouts.paymentUrl,
      },
    })
    .from(orders)
    .leftJoin(designers, eq(designers.userId, orders.designerId))
    .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(and(eq(orders.id, id), eq(orders.buyerId, user.id)));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return shopperOrder(row);
}

/**
 * Products as a viewer chooses them (the product dialog, the cart): active and archived
 * ones (drafts are left out), each size with what is left now (on hand less the holds).
 */
export async function publicProducts(
  db: Queries,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<PublicProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, brandName: designers.brandName, show: events.status })
    .from(products)
    .leftJoin(designers, eq(designers.userId, products.designerId))
    .leftJoin(events, eq(events.id, products.eventId))
    .where(and(inArray(products.id, [...ids]), inArray(products.status, ['active', 'archived'])));
  const held = await heldOf(
    db,
    rows.map((row) => row.product.id),
    now,
  );
  const today = now.toISOString().slice(0, 10);
  const byId = new Map(
    rows.map(({ product, brandName, show }) => {
      const colors = product.colors.map((color) => ({
        color: color.color,
        colorCode: color.colorCode,
        imageUrl: color.images[0] ?? null,
        sizes: color.sizes.map((size) => {
          const available = availableOf(
            size.quantity,
            held.get(variantKey(product.id, size.sku)) ?? 0,
          );
          return { size: size.size, sku: size.sku, available, soldOut: available === 0 };
        }),
      }));
      const anyLeft = colors.some((color) => color.sizes.some((size) => size.available > 0));
      const beforeShow =
        show !== null && show !== 'live' && show !== 'ended' && product.availableAtShowTime;
      const saleState: SaleState =
        product.status === 'archived' || show === 'cancelled'
          ? 'archived'
          : beforeShow || (product.startDate !== null && product.startDate > today)
            ? 'not-started'
            : anyLeft
              ? 'on-sale'
              : 'sold-out';
      const price = moneyOfNumber(product.productPrice);
      const item: PublicProduct = {
        _id: product.id,
        name: product.productName,
        designer: { _id: product.designerId, brandName: brandName ?? '' },
        eventId: product.eventId,
        price: price.ok ? minorToMajor(price.minor) : product.productPrice,
        currency: PRODUCT_CURRENCY,
        taxRate: product.productTax,
        description: product.description,
        imageUrl: product.images[0] ?? null,
        saleState,
        colors,
      };
      return [product.id, item] as const;
    }),
  );
  // In the order asked for.
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
