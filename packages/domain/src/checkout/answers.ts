import * as z from 'zod/mini';
import { CHECKOUT_LINES_MAX, CHECKOUT_LINE_QUANTITY_MAX, CHECKOUT_SHOW_SEC_MAX } from './limits';
import {
  CHECKOUT_PAYMENT_PROVIDERS,
  ORDER_STATUSES,
  ORDER_TIMELINE_TYPES,
  REFUND_STATES,
} from './statuses';

/*
 * What the server answers a shopper, and what the viewer page keeps: written in zod/mini,
 * as the viewer page is an entry of the player (its JavaScript budget, bench/bundle).
 * Money is a number in the currency's major unit with `currency` beside it (API.md,
 * Formats): the server keeps integer minor units and converts at this edge with the
 * domain's money rule (`minorToMajor`).
 */

/** An amount at the API's edge: major units (149.9), never negative. */
const amount = () => z.number().check(z.nonnegative());
/** A UTC instant, ISO 8601 with Z. */
const instant = () => z.string();

/** One line of an order as bought: the product's words and price at that moment. */
export const orderItemSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
  /** The server's price of one unit when bought. */
  unitPrice: amount(),
  /** The line's tax (all its units), from the product's tax rate. */
  tax: amount(),
  imageUrl: z.nullable(z.string()),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** `{type, at, by, text?, from?, to?}`: who did what to the order, and when. */
export const orderTimelineEntrySchema = z.object({
  type: z.enum(ORDER_TIMELINE_TYPES),
  at: instant(),
  by: z.nullable(z.object({ _id: z.string(), fullName: z.string() })),
  text: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** The shipping address as stored on the order (the checked one). */
export const orderAddressSchema = z.object({
  primaryAddress: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * An order as its buyer sees it (`GET /api/v2/my/orders`, `/my/orders/:id`, and the
 * checkout's answer): no commission or designer net, which are the designer's figures.
 */
export const shopperOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  checkoutId: z.string(),
  status: z.enum(ORDER_STATUSES),
  refundState: z.enum(REFUND_STATES),
  designer: z.object({ _id: z.string(), brandName: z.string() }),
  eventId: z.nullable(z.string()),
  /** The brand's web event whose embedded player sold it (decision 0033), or null. */
  webEventId: z.nullable(z.string()),
  /** Seconds into the show (live or replay) it was bought at. */
  showSec: z.nullable(z.number()),
  /** The product pushed at that moment of the show, from its timeline. */
  pushedProductId: z.nullable(z.string()),
  items: z.array(orderItemSchema),
  subtotal: amount(),
  discount: amount(),
  couponCode: z.nullable(z.string()),
  tax: amount(),
  shipping: amount(),
  total: amount(),
  refunded: amount(),
  currency: z.string(),
  shippingAddress: orderAddressSchema,
  carrier: z.string(),
  trackingNumber: z.string(),
  /** While pending: when the stock hold runs out (then the order is `expired`). */
  holdExpiresAt: z.nullable(instant()),
  /** While pending: where to pay (the checkout's payment step). */
  paymentUrl: z.nullable(z.string()),
  timeline: z.array(orderTimelineEntrySchema),
  createdAt: instant(),
  updatedAt: instant(),
});
export type ShopperOrder = z.infer<typeof shopperOrderSchema>;

/** Where the shopper pays: the local provider's page or a Stripe Checkout Session. */
export const checkoutPaymentSchema = z.object({
  provider: z.enum(CHECKOUT_PAYMENT_PROVIDERS),
  url: z.string(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** POST /api/v2/checkout → 201: one order per designer, one payment for all of them. */
export const checkoutSchema = z.object({
  checkoutId: z.string(),
  orders: z.array(shopperOrderSchema),
  /** What the one payment charges: the orders' totals added up. */
  total: amount(),
  currency: z.string(),
  /** When the stock hold runs out (CHECKOUT_HOLD_MINUTES after the checkout). */
  holdExpiresAt: instant(),
  payment: checkoutPaymentSchema,
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  data: checkoutSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/v2/my/orders: the shopper's own orders, newest first, a page at a time. */
export const myOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(shopperOrderSchema),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.positive()),
    limit: z.number().check(z.int(), z.positive()),
  }),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** GET /api/v2/my/orders/:id (another buyer's order is a 404). */
export const myOrderResponseSchema = z.object({
  success: z.literal(true),
  data: shopperOrderSchema,
});
export type MyOrderResponse = z.infer<typeof myOrderResponseSchema>;

// ---------------------------------------------------------------------------------------
// What a viewer needs to choose: a product with what is left of each size.

/**
 * Whether a product can be bought now: `on-sale`; `not-started` (a show's product before the
 * show starts, unless available before it); `sold-out` (nothing left of any size);
 * `archived` (no longer sold). Drafts are never shown (404).
 */
export const SALE_STATES = ['on-sale', 'not-started', 'sold-out', 'archived'] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** One size of a colour: `available` is on hand less the checkouts' holds (never below 0). */
export const variantAvailabilitySchema = z.object({
  size: z.string(),
  sku: z.string(),
  available: z.number().check(z.int(), z.nonnegative()),
  soldOut: z.boolean(),
});
export type VariantAvailability = z.infer<typeof variantAvailabilitySchema>;

/** A product as the viewer's product dialog and the cart show it. */
export const publicProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  designer: z.object({ _id: z.string(), brandName: z.string() }),
  eventId: z.nullable(z.string()),
  /** The unit price, major units. */
  price: amount(),
  currency: z.string(),
  /** The tax rate, a percentage. */
  taxRate: z.number().check(z.nonnegative()),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  saleState: z.enum(SALE_STATES),
  colors: z.array(
    z.object({
      color: z.string(),
      colorCode: z.string(),
      imageUrl: z.nullable(z.string()),
      sizes: z.array(variantAvailabilitySchema),
    }),
  ),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** GET /api/v2/public/products/:id */
export const publicProductResponseSchema = z.object({
  success: z.literal(true),
  data: publicProductSchema,
});
export type PublicProductResponse = z.infer<typeof publicProductResponseSchema>;

/**
 * GET /api/v2/public/products?ids=a,b: the cart's products as of now (at most
 * PUBLIC_PRODUCTS_MAX); an unknown or draft id is left out of `data`.
 */
export const publicProductsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicProductSchema),
});
export type PublicProductsResponse = z.infer<typeof publicProductsResponseSchema>;

// ---------------------------------------------------------------------------------------
// The cart: kept per browser (localStorage), restored on the next visit.

const idField = () => z.uuid();

/** One line of the cart as the browser keeps it: what was chosen, never its price. */
export const cartLineSchema = z.object({
  productId: idField(),
  sku: z.string().check(z.minLength(1)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(CHECKOUT_LINE_QUANTITY_MAX)),
  /** The show it was added from and the moment, for the checkout's attribution. */
  eventId: z.optional(idField()),
  showSec: z.optional(z.number().check(z.minimum(0), z.maximum(CHECKOUT_SHOW_SEC_MAX))),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The cart as stored; a stored cart that does not parse is dropped, never half-read. */
export const cartSchema = z.object({
  version: z.literal(1),
  lines: z.array(cartLineSchema).check(z.maxLength(CHECKOUT_LINES_MAX)),
});
export type Cart = z.infer<typeof cartSchema>;

/** The localStorage key of the cart. */
export const CART_STORAGE_KEY = 'runway-live.cart';

/**
 * POST /api/v2/public/cart-events: the viewer page says a size was added to the cart during
 * a show (the control room's "adds to cart" counter). Anonymous, rate limited, counting only.
 */
export const cartEventSchema = z.strictObject({
  eventId: idField(),
  productId: idField(),
  sku: z.string().check(z.minLength(1), z.maxLength(120)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(CHECKOUT_LINE_QUANTITY_MAX)),
  /** The viewer's random id (as the player's sessions), or the account's. */
  viewerId: z.optional(idField()),
});
export type CartEvent = z.infer<typeof cartEventSchema>;
