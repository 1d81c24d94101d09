import * as z from 'zod';
import { dataResponseSchema } from '../api/common';
import { listResponseSchema } from '../api/lists';
import { ORDER_STATUSES, ORDER_TIMELINE_TYPES, REFUND_STATES } from '../checkout/statuses';
import { COUPON_FUNDERS } from '../coupons/rules';
import { REFUND_REASONS } from './refunds';

/*
 * What the order desk answers admins, staff and designers (API.md orders row). Money is a
 * number in the currency's major unit with `currency` beside it; the server keeps minor
 * units and converts with the domain's money rule (`minorToMajor`).
 */

const amount = () => z.number().min(0);
const who = () => z.object({ _id: z.string(), fullName: z.string() }).nullable();

/** `{type, at, by, text?, from?, to?}`, newest first in the answer. */
export const apiOrderTimelineEntrySchema = z.object({
  type: z.enum(ORDER_TIMELINE_TYPES),
  at: z.string(),
  by: who(),
  text: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type ApiOrderTimelineEntry = z.infer<typeof apiOrderTimelineEntrySchema>;

export const apiOrderBuyerSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
});

/** An order in the desk's list (and the `order:new` socket event's payload). */
export const apiOrderListItemSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  refundState: z.enum(REFUND_STATES),
  buyer: apiOrderBuyerSchema,
  designerId: z.string(),
  designerBrand: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  /** Units bought, all lines. */
  itemCount: z.number().int().min(0),
  total: amount(),
  refunded: amount(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiOrderListItem = z.infer<typeof apiOrderListItemSchema>;

export const apiOrderItemSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: amount(),
  /** The line's tax (all its units). */
  tax: amount(),
  imageUrl: z.string().nullable(),
  /** Units refunded so far. */
  refundedQuantity: z.number().int().min(0),
});
export type ApiOrderItem = z.infer<typeof apiOrderItemSchema>;

/** One refund of the order, as recorded. */
export const apiOrderRefundSchema = z.object({
  _id: z.string(),
  amount: amount(),
  lines: z.array(z.object({ sku: z.string(), quantity: z.number().int(), amount: amount() })),
  shipping: amount(),
  reason: z.enum(REFUND_REASONS),
  note: z.string(),
  restock: z.boolean(),
  /** The provider's refund, and the designer transfer's reversal (Stripe; local ids locally). */
  providerRefundId: z.string().nullable(),
  reversalId: z.string().nullable(),
  /** What the designer's net went down by. */
  reversed: amount(),
  by: who(),
  createdAt: z.string(),
});
export type ApiOrderRefund = z.infer<typeof apiOrderRefundSchema>;

/** GET /api/v2/orders/:id (and PATCH's, the notes' and the refunds' answers). */
export const apiOrderSchema = apiOrderListItemSchema.extend({
  checkoutId: z.string(),
  eventTitle: z.string().nullable(),
  /** Seconds into the show (live or replay) it was bought at. */
  showSec: z.number().nullable(),
  pushedProductId: z.string().nullable(),
  pushedProductName: z.string().nullable(),
  items: z.array(apiOrderItemSchema),
  subtotal: amount(),
  discount: amount(),
  couponCode: z.string().nullable(),
  /** Who pays the discount: the marketplace (the designer's net is whole) or the designer. */
  discountFundedBy: z.enum(COUPON_FUNDERS).nullable(),
  tax: amount(),
  shipping: amount(),
  /** The marketplace's commission rate (%) and amount, after refunds. */
  commissionRate: z.number().min(0),
  commission: amount(),
  /** The designer's net after commission and refunds. */
  designerNet: amount(),
  refundedShipping: amount(),
  shippingAddress: z.object({
    primaryAddress: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's page for the number (UPS, USPS, FedEx, DHL), else null. */
  trackingUrl: z.string().nullable(),
  /** The designer's transfer at payment. */
  transfer: z.object({ id: z.string(), amount: amount(), at: z.string() }).nullable(),
  /** The provider's refusal of that transfer, until an admin's retry makes it (decision 0034). */
  transferFailure: z
    .object({ message: z.string(), at: z.string(), attempts: z.number() })
    .nullable(),
  refunds: z.array(apiOrderRefundSchema),
  /** The statuses a person may move it to now (orderActions). */
  actions: z.array(z.enum(ORDER_STATUSES)),
  timeline: z.array(apiOrderTimelineEntrySchema),
});
export type ApiOrder = z.infer<typeof apiOrderSchema>;

export const orderListResponseSchema = listResponseSchema(apiOrderListItemSchema);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export const orderResponseSchema = dataResponseSchema(apiOrderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;

// ---------------------------------------------------------------------------------------
// Payouts (GET /api/v2/payouts).

/** Days after delivery before a designer's net is available (PAYOUT_HOLD_DAYS overrides it). */
export const PAYOUT_HOLD_DAYS_DEFAULT = 7;

export const PAYOUT_LINE_STATUSES = ['pending', 'available', 'paid_out', 'reversed'] as const;
export type PayoutLineStatus = (typeof PAYOUT_LINE_STATUSES)[number];

export const apiPayoutLineSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  total: amount(),
  commission: amount(),
  refunds: amount(),
  discountFundedByDesigner: amount(),
  net: amount(),
  transferId: z.string().nullable(),
  status: z.enum(PAYOUT_LINE_STATUSES),
  /** When the net becomes available: delivered (or paid) + PAYOUT_HOLD_DAYS. */
  availableAt: z.string().nullable(),
});
export type ApiPayoutLine = z.infer<typeof apiPayoutLineSchema>;

/** A transfer to the designer (positive) or a refund's reversal of one (negative). */
export const apiPayoutTransferSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  at: z.string(),
  kind: z.enum(['transfer', 'reversal']),
});
export type ApiPayoutTransfer = z.infer<typeof apiPayoutTransferSchema>;

export const payoutsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    designerId: z.string(),
    currency: z.string(),
    holdDays: z.number().min(0),
    balances: z.object({ pending: amount(), available: amount(), paidOut: amount() }),
    /** The marketplace's commission over the range (after refunds). */
    commission: amount(),
    lines: z.array(apiPayoutLineSchema),
    transfers: z.array(apiPayoutTransferSchema),
  }),
});
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

/** One designer's share of the marketplace's commission over a range, in one currency. */
export const apiCommissionDesignerSchema = z.object({
  designerId: z.string(),
  designerBrand: z.string(),
  currency: z.string(),
  orders: z.number().int().min(0),
  total: amount(),
  refunded: amount(),
  commission: amount(),
  net: amount(),
});
export type ApiCommissionDesigner = z.infer<typeof apiCommissionDesignerSchema>;

/**
 * GET /api/v2/payouts/commission: the marketplace's commission over the orders placed from
 * `from` to `to` whose payment was taken (as the statements count them), after refunds: a
 * total per currency, and each designer's share (largest commission first).
 */
export const commissionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totals: z.array(apiCommissionDesignerSchema.omit({ designerId: true, designerBrand: true })),
    designers: z.array(apiCommissionDesignerSchema),
  }),
});
export type CommissionResponse = z.infer<typeof commissionResponseSchema>;
