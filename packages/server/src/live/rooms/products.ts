import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  liveMessages,
  type LiveLook,
  type LiveProduct,
  type LiveProducts,
} from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import { livePushedProducts, liveRooms, liveTimeline, looks, products } from '../../db/schema';
import type { Queries } from '../../resources/transaction';
import { roomMembers } from '../../modules/show/room';
import { LiveRefusal } from './refusal';
import type { Actor } from './access';
import { lockRoom, readRoom } from './roomRow';
import { availableOf, heldOf, variantKey } from '../../modules/orders/stock';

/** What a show's room shows of the catalogue, and the host's pushes, pins and sold-out marks. */

/** Marketplace products carry no currency of their own: their prices are in US dollars. */
export const LIVE_CURRENCY = 'USD';

type ProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'productName' | 'productPrice' | 'images'
> & { currency?: string };

function liveProduct(row: ProductRow, soldOut: ReadonlySet<string>): LiveProduct {
  return {
    _id: row.id,
    name: row.productName,
    price: row.productPrice,
    currency: row.currency ?? LIVE_CURRENCY,
    imageUrl: row.images[0] ?? null,
    soldOut: soldOut.has(row.id),
  };
}

const productFields = {
  id: products.id,
  productName: products.productName,
  productPrice: products.productPrice,
  images: products.images,
};

/**
 * What viewers may see of the catalogue: an active product. A draft (or an archived
 * product) pushed, or made a draft after its push, is left out of what the room is sent,
 * a pinned look's products included.
 */
const shownProduct = eq(products.status, 'active');

/**
 * `live_products`: the highlighted products in push order, sold-out marks, the pinned
 * look, as viewers see them (drafts left out). Hosts are sent the same: it is what is on
 * viewers' screens.
 */
export async function productsOf(db: Queries, eventId: string): Promise<LiveProducts> {
  const room = await readRoom(db, eventId);
  // The host's marks, and (issue 29) every shown product with nothing left to buy.
  const soldOut = new Set(room.soldOutProductIds);
  // A marketplace event's products, or a web event's web products (decision 0044).
  const highlighted = room.highlightedProductIds.length
    ? [
        ...(await db
          .select(productFields)
          .from(products)
          .where(and(inArray(products.id, room.highlightedProductIds), shownProduct))),
        ...(await roomMembers.products.shownWebProducts(db, room.highlightedProductIds)),
      ]
    : [];
  const byId = new Map(highlighted.map((row) => [row.id, row]));
  let pinnedLook: LiveLook | null = null;
  let lookRows: ProductRow[] = [];
  if (room.pinnedLookId) {
    const [look] = await db
      .select({ id: looks.id, name: looks.name, images: looks.images })
      .from(looks)
      .where(eq(looks.id, room.pinnedLookId));
    if (look) {
      const rows = await db
        .select(productFields)
        .from(products)
        .where(and(eq(products.lookId, look.id), shownProduct))
        .orderBy(sql`${products.lookPosition} asc nulls last`, asc(products.createdAt));
      lookRows = rows;
      pinnedLook = {
        _id: look.id,
        name: look.name,
        imageUrl: look.images[0] ?? null,
        products: rows.map((row) => liveProduct(row, soldOut)),
      };
    }
  }
  const shown = [...highlighted, ...(pinnedLook ? lookRows : [])];
  for (const id of await nothingLeft(db, shown)) soldOut.add(id);
  if (pinnedLook) {
    pinnedLook.products = pinnedLook.products.map((product) => ({
      ...product,
      soldOut: soldOut.has(product._id),
    }));
  }
  return {
    eventId,
    products: room.highlightedProductIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [liveProduct(row, soldOut)] : [];
    }),
    soldOutProductIds: [...soldOut],
    pinnedLook,
  };
}

/**
 * The products among `rows` with nothing left to buy: every size's quantity is held by
 * checkouts or sold (modules/orders/stock.ts). A product without sizes is left to the
 * host's mark.
 */
async function nothingLeft(
  db: Queries,
  rows: readonly Pick<ProductRow, 'id'>[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.id))];
  const stock = await db
    .select({ id: products.id, colors: products.colors })
    .from(products)
    .where(inArray(products.id, ids));
  const held = await heldOf(db, ids, new Date());
  return stock
    .filter(
      (row) =>
        row.colors.some((color) => color.sizes.length > 0) &&
        row.colors.every((color) =>
          color.sizes.every(
            (size) => availableOf(size.quantity, held.get(variantKey(row.id, size.sku)) ?? 0) === 0,
          ),
        ),
    )
    .map((row) => row.id);
}

/** The shows whose room highlights one of `productIds`, or whose products they are. */
export async function roomsShowing(db: Queries, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const list = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rooms = await db
    .select({ eventId: liveRooms.eventId })
    .from(liveRooms)
    .where(sql`${liveRooms.highlightedProductIds} && array[${list}]`);
  const own = await db
    .select({ eventId: products.eventId })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return [
    ...new Set([
      ...rooms.map((row) => row.eventId),
      ...own.flatMap((row) => (row.eventId ? [row.eventId] : [])),
    ]),
  ];
}

/**
 * `push_products`: the highlighted products become `productIds` (at most
 * LIVE_HIGHLIGHTED_MAX, the payload's rule and the column's check), each a product of the
 * show; each is remembered as pushed in the show (live_pushed_products).
 */
export async function pushProducts(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  productIds: readonly string[],
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    const own = await roomMembers.products.inShow(tx, eventId, productIds);
    if (productIds.some((id) => !own.has(id))) {
      throw new LiveRefusal('invalid-payload', liveMessages.notInShow);
    }
    await tx
      .update(liveRooms)
      .set({ highlightedProductIds: [...productIds], updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    // Marketplace products' pushes are remembered (what the show sold them through); a web
    // product is sold on its designer's site.
    const remembered = productIds.filter((id) => own.get(id) === 'product');
    if (remembered.length > 0) {
      await tx
        .insert(livePushedProducts)
        .values(remembered.map((productId) => ({ eventId, productId })))
        .onConflictDoNothing();
    }
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'push', actorId: actor.id, detail: { productIds } });
  });
}

/** `pin_look`: a look of the show pinned whole; null unpins. */
export async function pinLook(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  lookId: string | null,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockRoom(tx, eventId);
    if (lookId && !(await roomMembers.looks.inShow(tx, eventId, [lookId])).has(lookId)) {
      throw new LiveRefusal('invalid-payload', liveMessages.lookNotInShow);
    }
    await tx
      .update(liveRooms)
      .set({ pinnedLookId: lookId, updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'pin_look', actorId: actor.id, detail: { lookId } });
  });
}

/** `sold_out`: a product of the show marked sold out, or available again. */
export async function markSoldOut(
  ctx: AppContext,
  actor: Actor,
  eventId: string,
  productId: string,
  soldOut: boolean,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const room = await lockRoom(tx, eventId);
    if (!(await roomMembers.products.inShow(tx, eventId, [productId])).has(productId)) {
      throw new LiveRefusal('invalid-payload', liveMessages.notInShow);
    }
    const others = room.soldOutProductIds.filter((id) => id !== productId);
    await tx
      .update(liveRooms)
      .set({ soldOutProductIds: soldOut ? [...others, productId] : others, updatedAt: new Date() })
      .where(eq(liveRooms.eventId, eventId));
    await tx
      .insert(liveTimeline)
      .values({ eventId, kind: 'sold_out', actorId: actor.id, detail: { productId, soldOut } });
  });
}
