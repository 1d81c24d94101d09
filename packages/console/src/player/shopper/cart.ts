import {
  CART_STORAGE_KEY,
  cartSchema,
  CHECKOUT_LINE_QUANTITY_MAX,
  CHECKOUT_LINES_MAX,
  type CartLine,
  type CheckoutRequest,
} from '@runway-live/domain/checkout';
import { readItem, writeItem, type StorageLike } from '@runway-live/domain/storage';
import * as z from 'zod/mini';

/** A line's identity in the cart: one product's one size. */
export const cartLineKey = (line: Pick<CartLine, 'productId' | 'sku'>) =>
  `${line.productId}:${line.sku}`;

/** The cart kept in this browser; a copy that does not parse is read as an empty cart. */
export function readCart(storage: StorageLike): CartLine[] {
  const text = readItem(storage, CART_STORAGE_KEY);
  if (!text) return [];
  try {
    const parsed = z.safeParse(cartSchema, JSON.parse(text));
    return parsed.success ? parsed.data.lines : [];
  } catch {
    return [];
  }
}

export function writeCart(storage: StorageLike, lines: readonly CartLine[]): void {
  writeItem(storage, CART_STORAGE_KEY, JSON.stringify({ version: 1, lines }));
}

/**
 * `line` added: the same size again adds to its quantity (up to the most a line takes); a
 * new size is a new line while the cart has room (a checkout takes CHECKOUT_LINES_MAX).
 */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = cartLineKey(line);
  const known = lines.find((entry) => cartLineKey(entry) === key);
  if (known) {
    return lines.map((entry) =>
      entry === known
        ? {
            ...entry,
            quantity: Math.min(CHECKOUT_LINE_QUANTITY_MAX, entry.quantity + line.quantity),
          }
        : entry,
    );
  }
  return lines.length >= CHECKOUT_LINES_MAX ? [...lines] : [...lines, line];
}

export const removeFromCart = (lines: readonly CartLine[], key: string): CartLine[] =>
  lines.filter((line) => cartLineKey(line) !== key);

/**
 * Where the shop sells: a marketplace show's page (`eventId`) or a brand's web event in its
 * embedded player (`webEventId`, decision 0033), named by the checkout for the orders.
 */
export type ShopPlace = { eventId: string } | { webEventId: string };

/**
 * The checkout's lines and attribution: what was chosen (never a price), and the show this
 * page plays with the moment its first line was added from it (a web event has no moment:
 * the checkout's moments are the marketplace show's timeline).
 */
export function checkoutOf(
  lines: readonly CartLine[],
  place: ShopPlace,
): Pick<CheckoutRequest, 'lines' | 'eventId' | 'webEventId' | 'showSec'> {
  const picked = lines.map(({ productId, sku, quantity }) => ({ productId, sku, quantity }));
  if (!('eventId' in place)) return { lines: picked, webEventId: place.webEventId };
  const { eventId } = place;
  const fromThisShow = lines.find((line) => line.eventId === eventId && line.showSec !== undefined);
  return {
    lines: picked,
    eventId,
    ...(fromThisShow?.showSec === undefined ? {} : { showSec: fromThisShow.showSec }),
  };
}
