import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { webEvents } from '../show/tables';
import { webProducts } from '../webProducts/tables';

/**
 * The player's view sessions (decision 0016-web-plugin-server): one row per web event and
 * anonymous viewer id, written again by every start, heartbeat and end of that viewer, so
 * the table grows only with new viewers (rate limited per IP), never with their calls.
 * Times are the server's, never the player's. For counting in reports only.
 */
export const webEventViews = pgTable(
  'web_event_views',
  {
    webEventId: uuid('web_event_id')
      .notNull()
      .references(() => webEvents.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    heartbeats: integer('heartbeats').notNull().default(0),
    /**
     * The viewer's session starts (the web-events report's views, issue 33): a start after
     * an end opens another view. Rows from before it was kept count one (migration 0029).
     */
    starts: integer('starts').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.webEventId, t.viewerId] }),
    index('web_event_views_started_idx').on(t.webEventId, t.startedAt),
  ],
);

/** Product clicks in the player: one row per web event, web product and viewer, counted. */
export const webProductClicks = pgTable(
  'web_product_clicks',
  {
    webEventId: uuid('web_event_id')
      .notNull()
      .references(() => webEvents.id, { onDelete: 'cascade' }),
    webProductId: uuid('web_product_id')
      .notNull()
      .references(() => webProducts.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').notNull(),
    clicks: integer('clicks').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.webEventId, t.webProductId, t.viewerId] }),
    index().on(t.webProductId),
  ],
);
