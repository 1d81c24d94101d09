import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from '../../db/columns';
import type { Address } from '../designers/tables';
import { events } from '../show/tables';
import { designerRef, users } from '../users/tables';

/** Orders, created now so the orders capability adds routes, not tables. */

export type OrderItem = {
  productId: string;
  sku: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitPrice: number;
};
export type StatusChange = { status: string; at: string; by?: string };

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<{ name: string; email: string }>().notNull(),
    designerId: designerRef(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    couponCode: text('coupon_code'),
    tax: money('tax').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    status: text('status', {
      enum: ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'],
    })
      .notNull()
      .default('pending'),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index().on(t.designerId),
    index().on(t.eventId),
  ],
);
