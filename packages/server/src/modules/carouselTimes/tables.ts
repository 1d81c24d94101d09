import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/tables';
import { events, webEvents } from '../show/tables';
import { webProducts } from '../webProducts/tables';

/** The products shown on the live carousel, by second of the stream. */
export const carouselTimes = pgTable(
  'carousel_times',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Seconds to the millisecond, so an edge can sit on a video frame (decision 0014).
    startSec: numeric('start_sec', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    endSec: numeric('end_sec', { precision: 8, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.startSec] }),
    check('carousel_times_range', sql`${t.endSec} > ${t.startSec} AND ${t.startSec} >= 0`),
  ],
);

/** The web products on screen by second of a web event's video (the events' rule). */
export const webCarouselTimes = pgTable(
  'web_carousel_times',
  {
    webEventId: uuid('web_event_id')
      .notNull()
      .references(() => webEvents.id, { onDelete: 'cascade' }),
    webProductId: uuid('web_product_id')
      .notNull()
      .references(() => webProducts.id, { onDelete: 'cascade' }),
    startSec: numeric('start_sec', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    endSec: numeric('end_sec', { precision: 8, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.webEventId, t.startSec] }),
    index().on(t.webProductId),
    check('web_carousel_times_range', sql`${t.endSec} > ${t.startSec} AND ${t.startSec} >= 0`),
  ],
);
