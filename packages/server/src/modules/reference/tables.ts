import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { createdAt, updatedAt } from '../../db/columns';

/**
 * The reference tables are keyed by their natural keys (a chart's key, a category's id, a
 * colour's name: what categories, products and imports refer to) and got an `_id` later.
 * Their `id` is unique, not the primary key: drizzle-kit cannot move a primary key without
 * hand-written SQL. The column has a SQL default that makes a UUID v7 (PostgreSQL before 18
 * has no uuidv7()), so adding it gives the rows already there a time-ordered id; new rows
 * get theirs from uuidv7() in JS like every other table.
 */
const UUID_V7_SQL = sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
const referenceId = () =>
  uuid('id')
    .notNull()
    .default(UUID_V7_SQL)
    .$defaultFn(() => uuidv7());

/** Size charts: `key` names the chart in categories; `sizes` are in order. */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: referenceId(),
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    sizes: text('sizes').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('size_charts_id_key').on(t.id)],
);

export const categories = pgTable(
  'categories',
  {
    id: referenceId(),
    categoryId: integer('category_id').primaryKey(),
    gender: text('gender').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    // A chart's new key follows into its categories.
    size: text('size')
      .notNull()
      .references(() => sizeCharts.key, { onUpdate: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_id_key').on(t.id), index().on(t.size)],
);

/** Colour names are stored as the importer normalises them ('Light blue'), so unique as is. */
export const colors = pgTable(
  'colors',
  {
    id: referenceId(),
    name: text('name').primaryKey(),
    hex: text('hex'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('colors_id_key').on(t.id)],
);

/**
 * The reference data's (size charts, categories, colours) version: one row, set to a new
 * random value by a statement trigger on each of the three tables inside the writing
 * transaction (0006_reference_version.sql), whoever writes, this server or any other. The
 * session check reads it with the account, and a list of reference data answers again
 * from memory while it has not moved (lists/listPage.ts, decision 0010).
 */
export const referenceVersion = pgTable(
  'reference_version',
  {
    single: boolean('single').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('reference_version_single', sql`${t.single}`)],
);
