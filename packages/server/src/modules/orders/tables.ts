import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUPON_FUNDERS } from '@runway-live/domain/coupons';
import { REFUND_REASONS } from '@runway-live/domain/orders';
import {
  CHECKOUT_PAYMENT_PROVIDERS,
  ORDER_STATUSES,
  REFUND_STATES,
  type OrderTimelineType,
} from '@runway-live/domain/checkout';
import { createdAt, id, minorMoney, updatedAt } from '../../db/columns';
import type { Address } from '../designers/tables';
import { products } from '../products/tables';
import { events, webEvents } from '../show/tables';
import { designerRef, users } from '../users/tables';

/**
 * A shopper's orders, their checkouts and the stock the checkouts hold (issue 29; decision
 * 0030). Money is whole minor units (cents) in every column and every computation; the API
 * speaks major units, converted by the domain's money rule.
 */

/** A line as bought: the product's words and the server's price then (minor units). */
export type OrderItem = {
  productId: string;
  sku: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  /** One unit's price, minor units. */
  unitPrice: number;
  /** The line's tax (all its units), minor units. */
  tax: number;
  imageUrl: string | null;
};

/** `{type, at, by, text?, from?, to?}` (API.md); `by` null for the system or the buyer's provider. */
export type TimelineEntry = {
  type: OrderTimelineType;
  at: string;
  by: { _id: string; fullName: string } | null;
  text?: string;
  from?: string;
  to?: string;
};

/** What the payment recorded for the designer: their transfer of the order's net. */
export type OrderTransfer = { id: string; amount: number; at: string };

/**
 * The last failed attempt at the order's transfer (decision 0034): the provider's words,
 * when, how many attempts failed, and the idempotency key's generation the next attempt
 * uses (it moves on only after a refusal; an unknown outcome keeps it).
 */
export type OrderTransferFailure = {
  message: string;
  at: string;
  attempts: number;
  generation: number;
};

/**
 * One payment for the orders of a cart: the shopper's, with its hold's expiry, its payment
 * step at the provider, and what became of it. `pending` holds stock until
 * `holdExpiresAt`; `paid` took it; `expired` released it; a payment after that is
 * `refunded`.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'paid', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    total: minorMoney('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider', { enum: CHECKOUT_PAYMENT_PROVIDERS }).notNull(),
    /** The provider's session (Stripe Checkout Session id), once opened. */
    providerSessionId: text('provider_session_id'),
    paymentUrl: text('payment_url'),
    /** The provider's payment (charge / PaymentIntent) once paid. */
    paymentId: text('payment_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('checkouts_pending_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('checkouts_provider_session_key').on(t.providerSessionId),
    check('checkouts_total_range', sql`${t.total} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<{ name: string; email: string }>().notNull(),
    designerId: designerRef(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** Or the brand's web event whose embedded player sold it (decision 0033). */
    webEventId: uuid('web_event_id').references(() => webEvents.id, { onDelete: 'set null' }),
    /** Seconds into the show (live or replay) it was bought at, to the millisecond. */
    showSec: numeric('show_sec', { precision: 9, scale: 3, mode: 'number' }),
    /** The product pushed at that moment (the show's timeline). */
    pushedProductId: uuid('pushed_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    subtotal: minorMoney('subtotal').notNull(),
    discount: minorMoney('discount').notNull().default(0),
    couponCode: text('coupon_code'),
    /** Who funds `discount` (decision 0039): the marketplace leaves the designer's net whole. */
    discountFundedBy: text('discount_funded_by', { enum: COUPON_FUNDERS }),
    tax: minorMoney('tax').notNull().default(0),
    shipping: minorMoney('shipping').notNull().default(0),
    total: minorMoney('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The marketplace's commission rate (the designer's %) when paid, and its amount. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    commission: minorMoney('commission').notNull().default(0),
    /** The designer's net: the total less the commission (what is transferred to them). */
    designerNet: minorMoney('designer_net').notNull().default(0),
    transfer: jsonb('transfer').$type<OrderTransfer>(),
    /** Set while the transfer has failed and not yet been made (an admin retries it). */
    transferFailure: jsonb('transfer_failure').$type<OrderTransferFailure>(),
    refunded: minorMoney('refunded').notNull().default(0),
    refundState: text('refund_state', { enum: REFUND_STATES }).notNull().default('none'),
    /** The shipping refunded so far (refunds by line may take it once). */
    refundedShipping: minorMoney('refunded_shipping').notNull().default(0),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    timeline: jsonb('timeline').$type<TimelineEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index().on(t.designerId),
    index().on(t.eventId),
    index().on(t.webEventId),
    index().on(t.checkoutId),
    // A shopper's orders, newest first (GET /api/v2/my/orders).
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    // The order desk's pages, newest first: every order, and a designer's.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    // The status filter (with a date range or not), newest first, for admin and staff.
    // Search (number, buyer's name and e-mail) is a pg_trgm GIN index made by the
    // migration 0025_order_desk_scale.sql where the extension exists, not declared here.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // The reports' one pass over a range (decision 0045) reads orders_report_idx: created_at
    // with the figures' columns INCLUDEd (index-only), made by 0027_report_figures.sql, since
    // drizzle declares no INCLUDE.
    check(
      'orders_money_range',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.tax} >= 0 AND ${t.shipping} >= 0 AND ${t.total} >= 0 AND ${t.commission} >= 0 AND ${t.refunded} >= 0 AND ${t.refunded} <= ${t.total}`,
    ),
  ],
);

/**
 * An order's lines as narrow rows (decision 0053): what the orders report's top products
 * sum, where reading them out of the orders' `items` meant reading every wide order row of
 * the range. Written only by the `order_lines_sync` trigger on `orders`, in the order's own
 * transaction (0032_order_lines.sql), so every writer keeps it in step and the figures stay
 * live to the second. The application never writes it.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the order's `items`, from 1. */
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: minorMoney('unit_price').notNull(),
    // The order's own columns that the report's range and filters read, copied by the
    // trigger as the order changes, so the top products read this table alone.
    designerId: uuid('designer_id').notNull(),
    eventId: uuid('event_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    // A range's lines: order_lines_report_idx, made by 0032_order_lines.sql with the summed
    // columns INCLUDEd (index-only), since drizzle declares no INCLUDE.
    index('order_lines_designer_created_idx').on(t.designerId, t.createdAt),
  ],
);

/**
 * The stock a pending checkout holds, per variant (product × SKU). A size's available
 * quantity is its on-hand quantity less the `held` rows not yet expired; paying turns them
 * `sold` (and takes the units off the product), expiry or failure `released`.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: id(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: ['held', 'sold', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_holds_held_idx')
      .on(t.productId, t.sku, t.expiresAt)
      .where(sql`${t.state} = 'held'`),
    index().on(t.checkoutId),
    check('stock_holds_quantity_range', sql`${t.quantity} > 0`),
  ],
);

/** Adds to cart the viewer page reports during a show (the control room's counter). */
export const cartEvents = pgTable(
  'cart_events',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    viewerId: uuid('viewer_id'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.createdAt)],
);

/** A refunded line: the units of a SKU and what they gave back (minor units). */
export type RefundLine = { sku: string; quantity: number; amount: number };

/**
 * One refund of an order (decision 0035): by line and quantity, and the shipping, with its
 * reason, note and restock choice, what the provider refunded and how much of the designer's
 * transfer it reversed. The order's `refunded`, `refundedShipping`, `refundState`,
 * `commission` and `designerNet` are the sums, written in the same transaction under the
 * order's row lock.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: minorMoney('amount').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    shipping: minorMoney('shipping').notNull().default(0),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    restock: boolean('restock').notNull(),
    /** What the designer's net went down by (the transfer's reversal). */
    reversed: minorMoney('reversed').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    reversalId: text('reversal_id'),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_range', sql`${t.amount} > 0 AND ${t.reversed} >= 0`),
  ],
);
