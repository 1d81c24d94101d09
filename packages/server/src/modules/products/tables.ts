import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PRODUCT_NUMBER_COLUMNS, PRODUCT_STATUSES } from '@runway-live/domain/schemas';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { looks } from '../looks/tables';
import { events } from '../show/tables';
import { designerRef } from '../users/tables';

export type ProductColor = {
  color: string;
  colorCode: string;
  alternateColor: string;
  swatch: string;
  images: string[];
  sizes: { size: string; quantity: number; sku: string }[];
};

/**
 * Whether some colour × size of a product has a quantity above zero: the SQL function
 * product_in_stock(colors) of the migration 0005_products_stock.sql (IMMUTABLE, so the
 * stock indexes can be built on it). The stock filter of the product list calls it as
 * written here, so the planner matches it to those indexes.
 */
export const productInStock = (colors: AnyColumn | SQL) => sql`product_in_stock(${colors})`;

export const products = pgTable(
  'products',
  {
    id: id(),
    designerId: designerRef(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The product's place in its event's order (1 first); null outside an event. */
    eventPosition: integer('event_position'),
    lookId: uuid('look_id').references(() => looks.id, { onDelete: 'set null' }),
    /** The product's place in its look's order (1 first); null until the look is ordered. */
    lookPosition: integer('look_position'),
    productType: text('product_type').notNull().default('main'),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productBrand: text('product_brand').notNull().default(''),
    // The domain's product rules refuse what these columns cannot hold (one place).
    productPrice: numeric('product_price', {
      ...PRODUCT_NUMBER_COLUMNS.productPrice,
      mode: 'number',
    }).notNull(),
    productTax: numeric('product_tax', { ...PRODUCT_NUMBER_COLUMNS.productTax, mode: 'number' })
      .notNull()
      .default(0),
    productWeight: numeric('product_weight', {
      ...PRODUCT_NUMBER_COLUMNS.productWeight,
      mode: 'number',
    })
      .notNull()
      .default(1),
    fabricQuality: text('fabric_quality').notNull().default('NA'),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').notNull(),
    gender: text('gender').notNull().default(''),
    superCategory: text('super_category').notNull().default(''),
    category: text('category').notNull().default(''),
    subCategory: text('sub_category').notNull().default(''),
    // Calendar dates, read as their 'yyyy-MM-dd' text: never through `new Date(text)`,
    // which reads a year like 0026 as another date (db/client.ts sets the drivers' parser).
    startDate: date('start_date', { mode: 'string' }),
    preOrder: boolean('pre_order').notNull().default(false),
    shippingDate: date('shipping_date', { mode: 'string' }),
    backOrder: boolean('back_order').notNull().default(false),
    availableAtShowTime: boolean('available_at_show_time').notNull().default(true),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: jsonb('colors').$type<ProductColor[]>().notNull().default([]),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_designer_code_key').on(t.designerId, t.productCode),
    index().on(t.eventId),
    // A look's products in the look's order (and the lookId filter of the product list).
    index('products_look_position_idx').on(t.lookId, t.lookPosition),
    // The product list (GET /api/v2/products): a designer's page in its default order
    // (newest first, id the tie-breaker), admin and staff by status or category, or all.
    // Search (name, code, brand) is a pg_trgm GIN index made by the migration
    // 0004_looks.sql where the extension exists, not declared here (see that file).
    index('products_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    // The stock filter (in / out of stock), a designer's and everyone's.
    index('products_designer_stock_idx').on(
      t.designerId,
      productInStock(t.colors),
      t.createdAt,
      t.id,
    ),
    index('products_stock_created_idx').on(productInStock(t.colors), t.createdAt, t.id),
    index('products_status_created_idx').on(t.status, t.createdAt, t.id),
    index('products_category_idx').on(t.categoryId),
  ],
);
