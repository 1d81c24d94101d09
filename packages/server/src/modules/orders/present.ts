import { minorToMajor } from '@runway-live/domain/money';
import type { ShopperOrder } from '@runway-live/domain/checkout';
import type { checkouts, orders } from '../../db/schema';
import type { OrderItem } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;

/** An order with what its buyer sees beside it: the designer's brand and the checkout. */
export type ShopperOrderRow = {
  order: OrderRow;
  brandName: string | null;
  checkout: Pick<CheckoutRow, 'status' | 'holdExpiresAt' | 'paymentUrl'> | null;
};

/** An order's line as every answer gives it: its money in major units. */
export function presentOrderItem(item: OrderItem) {
  return {
    productId: item.productId,
    sku: item.sku,
    name: item.name,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
    unitPrice: minorToMajor(item.unitPrice),
    tax: minorToMajor(item.tax ?? 0),
    imageUrl: item.imageUrl ?? null,
  };
}

/**
 * An order as its buyer sees it: money from whole minor units to the API's major units by
 * the domain's money rule; no commission or designer net (the designer's figures).
 */
export function shopperOrder({ order, brandName, checkout }: ShopperOrderRow): ShopperOrder {
  const pending = order.status === 'pending' && checkout?.status === 'pending';
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    checkoutId: order.checkoutId ?? '',
    status: order.status,
    refundState: order.refundState,
    designer: { _id: order.designerId, brandName: brandName ?? '' },
    eventId: order.eventId,
    webEventId: order.webEventId,
    showSec: order.showSec,
    pushedProductId: order.pushedProductId,
    items: order.items.map(presentOrderItem),
    subtotal: minorToMajor(order.subtotal),
    discount: minorToMajor(order.discount),
    couponCode: order.couponCode,
    tax: minorToMajor(order.tax),
    shipping: minorToMajor(order.shipping),
    total: minorToMajor(order.total),
    refunded: minorToMajor(order.refunded),
    currency: order.currency,
    shippingAddress: order.shippingAddress,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    holdExpiresAt: pending && checkout ? checkout.holdExpiresAt.toISOString() : null,
    paymentUrl: pending && checkout ? checkout.paymentUrl : null,
    // Notes are the desk's, internal: never shown to the buyer.
    timeline: order.timeline.filter((entry) => entry.type !== 'note'),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
