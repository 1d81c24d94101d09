import { sql } from 'drizzle-orm';
import {
  PRODUCT_NUMBER_COLUMNS,
  DEFAULT_WEB_PRODUCT_CURRENCY,
  WEB_PRODUCT_STATUSES,
} from '@runway-live/domain/schemas';
import { check, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { products } from '../products/tables';
import { webEvents } from '../show/tables';
import { designerRef } from '../users/tables';

export const webProducts = pgTable(
  'web_products',
  {
    id: id(),
    designerId: designerRef(),
    webEventId: uuid('web_event_id').references(() => webEvents.id, { onDelete: 'set null' }),
    /** The web product's place in its web event's order (1 first); null outside one. */
    webEventPosition: integer('web_event_position'),
    name: text('name').notNull(),
    // A product's price column: the domain's price reader refuses what it cannot hold.
    price: numeric('price', { ...PRODUCT_NUMBER_COLUMNS.productPrice, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default(DEFAULT_WEB_PRODUCT_CURRENCY),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    externalUrl: text('external_url').notNull(),
    /** The designer's marketplace product the player sells in its place (decision 0033). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: text('status', { enum: WEB_PRODUCT_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('web_products_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('web_products_created_idx').on(t.createdAt, t.id),
    index('web_products_event_position_idx').on(t.webEventId, t.webEventPosition),
    check('web_products_price', sql`${t.price} >= 0`),
    check('web_products_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
