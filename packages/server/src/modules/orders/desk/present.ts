import { minorToMajor } from '@runway-live/domain/money';
import {
  orderActions,
  trackingUrl,
  type ApiOrder,
  type ApiOrderListItem,
  type ApiOrderRefund,
} from '@runway-live/domain/orders';
import type { orderRefunds } from '../../../db/schema';
import { presentOrderItem, type OrderRow } from '../present';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** An order with the names the desk shows beside it (joined by the list and the detail). */
export type DeskOrderRow = {
  order: OrderRow;
  brandName: string | null;
  eventTitle: string | null;
};

/** Units refunded so far per SKU, from the order's refunds. */
export function refundedUnitsOf(refunds: readonly Pick<OrderRefundRow, 'lines'>[]) {
  const units = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines)
      units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
  }
  return units;
}

/** A list row (and the `order:new` socket event's payload); money in major units. */
export function orderListItem({ order, brandName, eventTitle }: DeskOrderRow): ApiOrderListItem {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    refundState: order.refundState,
    buyer: { _id: order.buyerId, name: order.buyer.name, email: order.buyer.email },
    designerId: order.designerId,
    designerBrand: brandName ?? '',
    eventId: order.eventId,
    eventTitle,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    total: minorToMajor(order.total),
    refunded: minorToMajor(order.refunded),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

function refundOf(row: OrderRefundRow): ApiOrderRefund {
  return {
    _id: row.id,
    amount: minorToMajor(row.amount),
    lines: row.lines.map((line) => ({ ...line, amount: minorToMajor(line.amount) })),
    shipping: minorToMajor(row.shipping),
    reason: row.reason,
    note: row.note,
    restock: row.restock,
    providerRefundId: row.providerRefundId,
    reversalId: row.reversalId,
    reversed: minorToMajor(row.reversed),
    by: row.byId ? { _id: row.byId, fullName: row.byName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/v2/orders/:id: the order with its items, money, moment, refunds and timeline. */
export function deskOrder(
  row: DeskOrderRow & { pushedProductName: string | null },
  refunds: readonly OrderRefundRow[],
): ApiOrder {
  const { order } = row;
  const units = refundedUnitsOf(refunds);
  return {
    ...orderListItem(row),
    checkoutId: order.checkoutId ?? '',
    showSec: order.showSec,
    pushedProductId: order.pushedProductId,
    pushedProductName: row.pushedProductName,
    items: order.items.map((item) => ({
      ...presentOrderItem(item),
      refundedQuantity: units.get(item.sku) ?? 0,
    })),
    subtotal: minorToMajor(order.subtotal),
    discount: minorToMajor(order.discount),
    couponCode: order.couponCode,
    discountFundedBy: order.discountFundedBy,
    tax: minorToMajor(order.tax),
    shipping: minorToMajor(order.shipping),
    commissionRate: order.commissionRate,
    commission: minorToMajor(order.commission),
    designerNet: minorToMajor(order.designerNet),
    refundedShipping: minorToMajor(order.refundedShipping),
    shippingAddress: order.shippingAddress,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    transfer: order.transfer
      ? { ...order.transfer, amount: minorToMajor(order.transfer.amount) }
      : null,
    transferFailure: order.transferFailure
      ? {
          message: order.transferFailure.message,
          at: order.transferFailure.at,
          attempts: order.transferFailure.attempts,
        }
      : null,
    refunds: refunds.map(refundOf),
    actions: orderActions(order.status),
    // Stored oldest first (appended); answered newest first.
    timeline: [...order.timeline].reverse(),
  };
}
