import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_EVENT_DURATION,
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_DURATION_RANGE,
  EVENT_STATUSES,
  WEB_EVENT_STATUSES,
} from '@runway-live/domain/schemas';
import { createdAt, id, updatedAt } from '../../db/columns';
import { containers } from '../containers/tables';
import { designerRef } from '../users/tables';
import { webEventGroups } from '../webEventGroups/tables';

/** The shows' tables: a marketplace event and a web event (modules/show). */

export const events = pgTable(
  'events',
  {
    id: id(),
    designerId: designerRef(),
    containerId: uuid('container_id').references(() => containers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    /** The start, a UTC instant; shown in `timeZone`, the IANA zone it was entered in. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default(DEFAULT_EVENT_TIME_ZONE),
    durationMinutes: integer('duration_minutes').notNull().default(DEFAULT_EVENT_DURATION),
    streamUrl: text('stream_url').notNull().default(''),
    replayUrl: text('replay_url').notNull().default(''),
    chatEnabled: boolean('chat_enabled').notNull().default(true),
    /** A private test show: never listed publicly, notifies no one, counts in no report. */
    rehearsal: boolean('rehearsal').notNull().default(false),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.designerId),
    index().on(t.containerId),
    // The event list in its default order (the start, latest first; id the tie-breaker)
    // and the calendar's and the list's date ranges: everyone's, and a designer's.
    index('events_scheduled_idx').on(t.scheduledAt, t.id),
    index('events_designer_scheduled_idx').on(t.designerId, t.scheduledAt, t.id),
    // The domain's range (EVENT_DURATION_RANGE), so no other writer stores another.
    check(
      'events_duration_range',
      sql`${t.durationMinutes} BETWEEN ${sql.raw(String(EVENT_DURATION_RANGE.min))} AND ${sql.raw(String(EVENT_DURATION_RANGE.max))}`,
    ),
  ],
);

export const webEvents = pgTable(
  'web_events',
  {
    id: id(),
    designerId: designerRef(),
    containerId: uuid('container_id').references(() => containers.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => webEventGroups.id, { onDelete: 'set null' }),
    /** The web event's place in its group's order (1 first); null outside a group. */
    groupPosition: integer('group_position'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    /** The start, a UTC instant; shown in `timeZone`, the IANA zone it was entered in. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default(DEFAULT_EVENT_TIME_ZONE),
    durationMinutes: integer('duration_minutes').notNull().default(DEFAULT_EVENT_DURATION),
    streamUrl: text('stream_url').notNull().default(''),
    replayUrl: text('replay_url').notNull().default(''),
    /** A WebVTT file the player shows as captions; '' for none. */
    captionsUrl: text('captions_url').notNull().default(''),
    chatEnabled: boolean('chat_enabled').notNull().default(true),
    /** The origins (http(s), no path) whose pages may frame the player: its frame-ancestors. */
    embed: jsonb('embed')
      .$type<{ allowedOrigins: string[] }>()
      .notNull()
      .default({ allowedOrigins: [] }),
    status: text('status', { enum: WEB_EVENT_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.containerId),
    // The list in its default order (the start, latest first), everyone's and a designer's.
    index('web_events_scheduled_idx').on(t.scheduledAt, t.id),
    index('web_events_designer_scheduled_idx').on(t.designerId, t.scheduledAt, t.id),
    index('web_events_group_position_idx').on(t.groupId, t.groupPosition),
    check(
      'web_events_duration_range',
      sql`${t.durationMinutes} BETWEEN ${sql.raw(String(EVENT_DURATION_RANGE.min))} AND ${sql.raw(String(EVENT_DURATION_RANGE.max))}`,
    ),
  ],
);
