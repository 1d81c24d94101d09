import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import {
  checkoutMessages,
  checkoutReturnUrl,
  type Checkout,
  type CheckoutRequestValues,
} from '@runway-live/domain/checkout';
import { majorToMinor, minorToMajor, PRODUCT_CURRENCY } from '@runway-live/domain/money';
import type { AppContext } from '../../context';
import {
  checkouts,
  designers,
  events,
  webEvents,
  liveTimeline,
  orders,
  stockHolds,
  type UserRow,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { claimCoupon, recordRedemption } from '../coupons/redeem';
import { lastWentLiveAt } from '../../live/rooms/status';
import type { Queries } from '../../resources/transaction';
import { expireCheckout, tellLive } from './payment';
import { shopperOrder } from './present';
import type { OrderItem, TimelineEntry } from './tables';
import { availableOf, heldOf, lockProducts, variantKey, variantOf, type ProductRow } from './stock';

/** The show statuses in which its products are on sale (it has started). */
const STARTED = new Set(['live', 'ended']);
/** What the address check calls the United States. */
const US_NAMES = new Set(['us', 'usa', 'united states', 'united states of america']);

/**
 * The line's tax: the product's rate (a percentage) of what the buyer pays for its units
 * (their price less the line's share of a discount), rounded half up.
 */
export function lineTax(paid: number, ratePercent: number): number {
  return Math.round((paid * Math.round(ratePercent * 100)) / 10_000);
}

/** Who did it, as a timeline says it. */
export const actorOf = (user: Pick<UserRow, 'id' | 'fullName'>) => ({
  _id: user.id,
  fullName: user.fullName,
});

/**
 * The product pushed at `showSec` of the show: the last push at or before the moment
 * (seconds from when the show last went live, the live and the replay's clock alike).
 */
export async function pushedAt(
  db: Queries,
  eventId: string,
  showSec: number,
): Promise<string | null> {
  const wentLive = await lastWentLiveAt(db, eventId);
  if (!wentLive) return null;
  const moment = new Date(wentLive.getTime() + Math.round(showSec * 1000));
  const [push] = await db
    .select({ detail: liveTimeline.detail })
    .from(liveTimeline)
    .where(
      and(
        eq(liveTimeline.eventId, eventId),
        eq(liveTimeline.kind, 'push'),
        lte(liveTimeline.createdAt, moment),
      ),
    )
    .orderBy(desc(liveTimeline.createdAt))
    .limit(1);
  const ids = (push?.detail as { productIds?: unknown } | undefined)?.productIds;
  return Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : null;
}

/** An order number: the checkout's id's random tail and the order's place in it. */
const orderNumberOf = (checkoutId: string, place: number) =>
  `RL-${checkoutId.replace(/-/g, '').slice(-12).toUpperCase()}-${place}`;

/** Why a line cannot be sold now, or null: the 409 of API.md names the line. */
function refusalOf(
  product: ProductRow | undefined,
  line: { sku: string; quantity: number },
  index: number,
  eventStatus: Map<string, string>,
  held: number,
  today: string,
): string | null {
  if (!product || product.status === 'draft') return checkoutMessages.unknownProduct({ index });
  const variant = variantOf(product, line.sku);
  const label = {
    index,
    name: product.productName,
    color: variant?.color.color,
    size: variant?.size.size,
  };
  if (product.status !== 'active') return checkoutMessages.notOnSale(label);
  if (!variant) return checkoutMessages.unknownSku(label);
  const show = product.eventId ? eventStatus.get(product.eventId) : undefined;
  if (show === 'cancelled') return checkoutMessages.notOnSale(label);
  const beforeShow = show !== undefined && !STARTED.has(show) && product.availableAtShowTime;
  if (beforeShow || (product.startDate !== null && product.startDate > today)) {
    return checkoutMessages.notStarted(label);
  }
  const available = availableOf(variant.size.quantity, held);
  if (available === 0) return checkoutMessages.soldOut(label);
  if (available < line.quantity) return checkoutMessages.notEnough(label, available);
  return null;
}

/** `oneDesigner`: POST /api/v2/orders, a cart of one designer's items (400 otherwise). */
export type CheckoutOptions = { oneDesigner?: boolean };

/**
 * POST /api/v2/checkout: prices every line from the server's rows, splits the cart into one
 * order per designer sharing one checkout, and holds the stock of every line in the same
 * transaction (the products' rows locked, so no two buyers hold the last unit). Then opens
 * the one payment at the provider; if that fails the hold is released at once.
 */
export async function startCheckout(
  ctx: AppContext,
  buyer: UserRow,
  body: CheckoutRequestValues,
  now: Date = new Date(),
  { oneDesigner = false }: CheckoutOptions = {},
): Promise<Checkout> {
  const address = body.shippingAddress;
  if (!US_NAMES.has(address.country.trim().toLowerCase())) {
    throw new ApiError(400, checkoutMessages.addressNotUs, { field: 'shippingAddress.country' });
  }
  const checked = await ctx.addresses.validate(address);
  if (checked.indicator !== 'ValidAddressIndicator') {
    throw new ApiError(400, checkoutMessages.addressInvalid, { field: 'shippingAddress' });
  }
  const { db } = ctx.database;
  if (body.eventId) {
    const [show] = await db
      .select({ status: events.status })
      .from(events)
      .where(eq(events.id, body.eventId));
    if (!show || show.status === 'draft') {
      throw new ApiError(400, checkoutMessages.eventUnknown, { field: 'eventId' });
    }
  }
  if (body.webEventId) {
    // The brand's web event whose embedded player sold it: a public one (decision 0033).
    const [webEvent] = await db
      .select({ status: webEvents.status })
      .from(webEvents)
      .where(eq(webEvents.id, body.webEventId));
    if (!webEvent || webEvent.status === 'draft') {
      throw new ApiError(400, checkoutMessages.eventUnknown, { field: 'webEventId' });
    }
  }
  const pushedProductId =
    body.eventId && body.showSec !== undefined
      ? await pushedAt(db, body.eventId, body.showSec)
      : null;

  const holdExpiresAt = new Date(now.getTime() + ctx.config.checkoutHoldMinutes * 60_000);
  const today = now.toISOString().slice(0, 10);
  const made = await db.transaction(async (tx) => {
    const locked = await lockProducts(
      tx,
      body.lines.map((line) => line.productId),
    );
    const showIds = [
      ...new Set([...locked.values()].flatMap((p) => (p.eventId ? [p.eventId] : []))),
    ];
    const eventStatus = new Map(
      showIds.length
        ? (
            await tx
              .select({ id: events.id, status: events.status })
              .from(events)
              .where(inArray(events.id, showIds))
          ).map((row) => [row.id, row.status])
        : [],
    );
    const held = await heldOf(tx, [...locked.keys()], now);

    type Priced = { product: ProductRow; item: OrderItem };
    const byDesigner = new Map<string, Priced[]>();
    body.lines.forEach((line, index) => {
      const product = locked.get(line.productId);
      const key = variantKey(line.productId, line.sku);
      const refusal = refusalOf(product, line, index, eventStatus, held.get(key) ?? 0, today);
      if (refusal || !product) {
        throw new ApiError(409, refusal ?? checkoutMessages.unknownProduct({ index }), {
          field: `lines.${index}`,
        });
      }
      const variant = variantOf(product, line.sku)!;
      const unitPrice = majorToMinor(product.productPrice);
      const item: OrderItem = {
        productId: product.id,
        sku: line.sku,
        name: product.productName,
        color: variant.color.color,
        size: variant.size.size,
        quantity: line.quantity,
        unitPrice,
        // Set once the discount is known (below): tax is due on what is paid.
        tax: 0,
        imageUrl: variant.color.images[0] ?? product.images[0] ?? null,
      };
      const lines = byDesigner.get(product.designerId) ?? [];
      lines.push({ product, item });
      byDesigner.set(product.designerId, lines);
    });

    const designerIds = [...byDesigner.keys()];
    const brands = new Map(
      (
        await tx
          .select({
            id: designers.userId,
            brandName: designers.brandName,
            shipping: designers.shippingFlatRate,
          })
          .from(designers)
          .where(inArray(designers.userId, designerIds))
      ).map((row) => [row.id, row]),
    );
    if (oneDesigner && designerIds.length > 1) {
      // Before anything is written: the transaction rolls back and nothing is held.
      const names = designerIds.map((id) => brands.get(id)?.brandName || id);
      throw new ApiError(400, checkoutMessages.severalDesigners(names), { field: 'lines' });
    }
    // The code, checked on the priced lines and counted under the coupon's lock (after
    // the products' locks): its discount on the eligible lines, split across the orders.
    const priced = [...byDesigner.values()].flat();
    const claim = body.couponCode
      ? await claimCoupon(
          tx,
          body.couponCode,
          buyer.id,
          priced.map(({ product, item }) => ({
            designerId: product.designerId,
            eventId: product.eventId,
            amount: item.unitPrice * item.quantity,
          })),
          now,
        )
      : null;
    // Each line's tax on its goods less its share of the discount (in the claim's order).
    priced.forEach(({ product, item }, index) => {
      const share = claim?.discount.lines[index] ?? 0;
      item.tax = lineTax(item.unitPrice * item.quantity - share, product.productTax);
    });
    const drafts = designerIds.map((designerId) => {
      const items = byDesigner.get(designerId)!.map((entry) => entry.item);
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const tax = items.reduce((sum, item) => sum + item.tax, 0);
      const shipping = brands.get(designerId)?.shipping ?? 0;
      const discount = claim?.discount.byDesigner.get(designerId) ?? 0;
      const coupon =
        claim && discount > 0
          ? { couponCode: claim.code, discountFundedBy: claim.fundedBy }
          : { couponCode: null, discountFundedBy: null };
      return {
        designerId,
        items,
        subtotal,
        discount,
        ...coupon,
        tax,
        shipping,
        total: subtotal - discount + tax + shipping,
      };
    });
    const total = drafts.reduce((sum, draft) => sum + draft.total, 0);

    const [checkout] = await tx
      .insert(checkouts)
      .values({
        buyerId: buyer.id,
        total,
        currency: PRODUCT_CURRENCY,
        provider: ctx.payments.name,
        holdExpiresAt,
      })
      .returning();
    const created: TimelineEntry = {
      type: 'created',
      at: now.toISOString(),
      by: actorOf(buyer),
      to: 'pending',
    };
    const orderRows = await tx
      .insert(orders)
      .values(
        drafts.map((draft, place) => ({
          orderNumber: orderNumberOf(checkout!.id, place + 1),
          checkoutId: checkout!.id,
          buyerId: buyer.id,
          buyer: { name: buyer.fullName, email: buyer.email },
          designerId: draft.designerId,
          eventId: body.eventId ?? null,
          webEventId: body.webEventId ?? null,
          showSec: body.showSec ?? null,
          pushedProductId,
          items: draft.items,
          subtotal: draft.subtotal,
          discount: draft.discount,
          couponCode: draft.couponCode,
          discountFundedBy: draft.discountFundedBy,
          tax: draft.tax,
          shipping: draft.shipping,
          total: draft.total,
          currency: PRODUCT_CURRENCY,
          shippingAddress: address,
          status: 'pending' as const,
          timeline: [created],
        })),
      )
      .returning();
    await tx.insert(stockHolds).values(
      orderRows.flatMap((order) =>
        order.items.map((item) => ({
          checkoutId: checkout!.id,
          orderId: order.id,
          productId: item.productId,
          sku: item.sku,
          quantity: item.quantity,
          expiresAt: holdExpiresAt,
        })),
      ),
    );
    if (claim) await recordRedemption(tx, claim, checkout!.id, buyer.id);
    return { checkout: checkout!, orderRows, brands };
  });

  const { checkout, orderRows, brands } = made;
  const returnTo = {
    checkoutId: checkout.id,
    eventId: body.eventId ?? null,
    webEventId: body.webEventId ?? null,
  };
  let payment: { id: string; url: string };
  try {
    payment = await ctx.payments.orders.startCheckout({
      checkoutId: checkout.id,
      amount: checkout.total,
      currency: checkout.currency,
      description: `Runway Live order ${orderRows.map((o) => o.orderNumber).join(', ')}`,
      buyerEmail: buyer.email,
      successUrl: checkoutReturnUrl(ctx.config.publicUrl, returnTo, 'paid'),
      cancelUrl: checkoutReturnUrl(ctx.config.publicUrl, returnTo, 'cancelled'),
      holdExpiresAt,
    });
  } catch (error) {
    // No payment can follow: the stock goes back now rather than when the hold runs out.
    await expireCheckout(ctx, checkout.id, now, 'failed');
    throw error;
  }
  await db
    .update(checkouts)
    .set({ providerSessionId: payment.id, paymentUrl: payment.url })
    .where(eq(checkouts.id, checkout.id));
  await tellLive(ctx, [checkout.id], [...new Set(body.lines.map((line) => line.productId))]);
  ctx.live.tell({ kind: 'orders', checkoutId: checkout.id });
  const view = { status: 'pending' as const, holdExpiresAt, paymentUrl: payment.url };
  return {
    checkoutId: checkout.id,
    orders: orderRows.map((order) =>
      shopperOrder({
        order,
        brandName: brands.get(order.designerId)?.brandName ?? '',
        checkout: view,
      }),
    ),
    total: minorToMajor(checkout.total),
    currency: checkout.currency,
    holdExpiresAt: holdExpiresAt.toISOString(),
    payment: { provider: ctx.payments.name, url: payment.url },
  };
}
