import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PRODUCT_NUMBER_COLUMNS } from '@runway-live/domain/schemas';
import {
  bigint,
  boolean,
  check,
  date,
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
import {
  ACCOUNT_STATUSES,
  designerApplicationStatuses,
  SUBSCRIPTION_INVOICE_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@runway-live/domain/api';
import {
  LIVE_AUTHOR_ROLES,
  LIVE_BLOCKED_WORDS_MAX,
  LIVE_HIGHLIGHTED_MAX,
  LIVE_MESSAGE_MAX,
  LIVE_RESTRICTION_KINDS,
  LIVE_SLOW_MODE_MAX_SEC,
} from '@runway-live/domain/live';
import {
  DEFAULT_EVENT_DURATION,
  DEFAULT_EVENT_TIME_ZONE,
  CONTAINER_STATUSES,
  EVENT_DURATION_RANGE,
  EVENT_STATUSES,
  LOOK_STATUSES,
  PRODUCT_STATUSES,
  DEFAULT_WEB_PRODUCT_CURRENCY,
  WEB_EVENT_STATUSES,
  WEB_PRODUCT_STATUSES,
} from '@runway-live/domain/schemas';
import { v7 as uuidv7 } from 'uuid';

/**
 * Every table of API.md's resource table, created now so later issues add routes, not
 * tables. Ids are UUID v7 (time-ordered, so indexes stay compact); the API shows them as
 * `_id`. Money is numeric(12,2) read as a JS number; nested shapes the console sends
 * whole (addresses, colour variants, status history) are jsonb.
 */

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const designerRef = () =>
  uuid('designer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type Address = {
  pincode: string;
  primaryAddress: string;
  country: string;
  state: string;
  city: string;
};
export type PaymentAccount = {
  provider: 'stripe' | 'local';
  accountId: string;
  loginLink: string | null;
};
export type ProductColor = {
  color: string;
  colorCode: string;
  alternateColor: string;
  swatch: string;
  images: string[];
  sizes: { size: string; quantity: number; sku: string }[];
};
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

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roles: text('roles').array().notNull(),
    subRoles: text('sub_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mobileNumber: text('mobile_number').notNull().default(''),
    about: text('about').notNull().default(''),
    profile: text('profile').notNull().default(''),
    country: text('country').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    // Bumped by a password change or reset: tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);
/** An account as the database holds it (secrets included): the one name for a user row. */
export type UserRow = typeof users.$inferSelect;

/** Single-use mail tokens (reset / verify), stored as a SHA-256 of the random value. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index().on(t.userId)],
);

/**
 * Mail waiting to be sent. A flow writes its mail in the same transaction as the rows the
 * mail is about, so a crash after the commit loses nothing; the dispatcher sends it after
 * the commit and retries with backoff. `next_attempt_at` null means it was given up on;
 * `last_error` holds an error code only, never an address or a message text.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** A designer is a user (same `_id`) plus the brand's profile. */
export const designers = pgTable('designers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandName: text('brand_name').notNull().default(''),
  website: text('website').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  identification: text('identification').notNull().default(''),
  businessTelephone: text('business_telephone').notNull().default(''),
  taxResaleNumber: text('tax_resale_number').notNull().default(''),
  enquiry: jsonb('enquiry').$type<{ mobileNumber: string; email: string }>(),
  address: jsonb('address').$type<Address | string>(),
  returnAddress: jsonb('return_address').$type<Address>(),
  returnAddressIsSame: boolean('return_address_is_same').notNull().default(true),
  commission: numeric('commission', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  subscriptionAmount: money('subscription_amount').notNull().default(0),
  brandLogo: text('brand_logo').notNull().default(''),
  payment: jsonb('payment').$type<PaymentAccount>(),
  // The subscription (modules/subscription): kept on the designer's row, so the gate reads
  // it from the session check's row, which any change to it makes the check read again.
  subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
    .notNull()
    .default('none'),
  /** The end of the paid period, a UTC instant; null before the first payment. */
  subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
  subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end')
    .notNull()
    .default(false),
  /** Which provider the two ids below belong to; a different provider starts afresh. */
  subscriptionProvider: text('subscription_provider', { enum: ['stripe', 'local'] }),
  /** The provider's customer (made at the first checkout) and subscription ids. */
  subscriptionCustomerId: text('subscription_customer_id'),
  subscriptionId: text('subscription_id'),
  /**
   * The designer's one open checkout session at the provider and when it expires: a new
   * checkout expires it first, and only it can be paid (modules/subscription/service.ts).
   */
  subscriptionCheckoutId: text('subscription_checkout_id'),
  subscriptionCheckoutExpiresAt: timestamp('subscription_checkout_expires_at', {
    withTimezone: true,
  }),
  applicationStatus: text('application_status', { enum: designerApplicationStatuses })
    .notNull()
    .default('approved'),
  // Who approved or rejected the application, when, and the reason a rejection was mailed.
  applicationDecidedAt: timestamp('application_decided_at', { withTimezone: true }),
  applicationDecidedBy: uuid('application_decided_by').references(() => users.id, {
    onDelete: 'set null',
  }),
  rejectionReason: text('rejection_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
/** A designer's brand profile as the database holds it. */
export type DesignerRow = typeof designers.$inferSelect;

/** The subscription's invoices as the provider reported them (paid or failed). */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: id(),
    designerId: designerRef(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: SUBSCRIPTION_INVOICE_STATUSES }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_provider_id_key').on(t.provider, t.providerInvoiceId),
    index('subscription_invoices_designer_idx').on(t.designerId, t.createdAt),
  ],
);
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;

/**
 * Provider events already applied, by the provider's event id: a provider delivers an event
 * at least once, and a second delivery (even at the same moment) changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The Fashion Weeks. Their first and last days are calendar dates ('yyyy-MM-dd', no zone),
 * the last on or after the first.
 */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image').notNull().default(''),
    city: text('city').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: CONTAINER_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.startDate), check('containers_dates', sql`${t.endDate} >= ${t.startDate}`)],
);

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

/**
 * A designer's web event groups. The group's web events and their order are the web events
 * whose `groupId` is the group, by `groupPosition` (resources/orderedMembers.ts), so a web
 * event is in one group at most and the list cannot disagree with the web events.
 */
export const webEventGroups = pgTable(
  'web_event_groups',
  {
    id: id(),
    designerId: designerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('web_event_groups_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('web_event_groups_created_idx').on(t.createdAt, t.id),
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

export const looks = pgTable(
  'looks',
  {
    id: id(),
    designerId: designerRef(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The look's place in its event's order (1 first); null outside an event. */
    eventPosition: integer('event_position'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: LOOK_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The look list (GET /api/v2/looks) in its default order (newest first, id the
    // tie-breaker): a designer's page, and admin and staff's unfiltered one.
    index('looks_designer_created_idx').on(t.designerId, t.createdAt, t.id),
    index('looks_created_idx').on(t.createdAt, t.id),
    index().on(t.eventId),
  ],
);

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

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
    value: money('value').notNull(),
    minOrderAmount: money('min_order_amount').notNull().default(0),
    maxUses: integer('max_uses'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    designerId: uuid('designer_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'inactive', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

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

export const notifications = pgTable('notifications', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  audience: text('audience', { enum: ['all', 'designers', 'users', 'selected'] }).notNull(),
  userIds: uuid('user_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  status: text('status', { enum: ['draft', 'scheduled', 'sent'] })
    .notNull()
    .default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

const liveEventRef = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/**
 * The live chat (decision live-protocol): every message is stored before it is broadcast.
 * A deleted message keeps its row (deletedAt, deletedBy); a shadow-muted author's message
 * (`shadow`) reached only their own sockets and is shown to no one else.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    eventId: liveEventRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    text: text('text').notNull(),
    authorRole: text('author_role', { enum: LIVE_AUTHOR_ROLES }).notNull().default('viewer'),
    shadow: boolean('shadow').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The history in order (created_at, id), and the chat-message counter.
    index('chat_messages_event_created_idx').on(t.eventId, t.createdAt, t.id),
    check(
      'chat_messages_text_length',
      sql`char_length(${t.text}) <= ${sql.raw(String(LIVE_MESSAGE_MAX))}`,
    ),
  ],
);

/**
 * The live room of a show: what every server process reads, so several processes serve one
 * room (chat on/off stays the event's own `chat_enabled`): slow mode, the blocked words, the
 * pinned message, the highlighted products (at most LIVE_HIGHLIGHTED_MAX), the sold-out
 * marks, the pinned look, and the peak of viewers. Written under its row lock.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    slowModeSec: integer('slow_mode_sec').notNull().default(0),
    blockedWords: text('blocked_words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinnedMessageId: uuid('pinned_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    highlightedProductIds: uuid('highlighted_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    soldOutProductIds: uuid('sold_out_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    pinnedLookId: uuid('pinned_look_id').references(() => looks.id, { onDelete: 'set null' }),
    peakViewers: integer('peak_viewers').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'live_rooms_slow_mode_range',
      sql`${t.slowModeSec} BETWEEN 0 AND ${sql.raw(String(LIVE_SLOW_MODE_MAX_SEC))}`,
    ),
    check(
      'live_rooms_highlighted_max',
      sql`cardinality(${t.highlightedProductIds}) <= ${sql.raw(String(LIVE_HIGHLIGHTED_MAX))}`,
    ),
    check(
      'live_rooms_blocked_words_max',
      sql`cardinality(${t.blockedWords}) <= ${sql.raw(String(LIVE_BLOCKED_WORDS_MAX))}`,
    ),
  ],
);

/**
 * When each account last posted in a show's chat: slow mode's clock. The post's upsert
 * takes the row lock, so two quick messages of one account (two sockets, two processes)
 * are decided one after the other.
 */
export const liveChatPosters = pgTable(
  'live_chat_posters',
  {
    eventId: liveEventRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * The chat restrictions standing now: a mute or a shadow-mute in one show (scope = the
 * event), a block from every show of a designer (scope = the designer). Lifting one deletes
 * its row; live_moderation_actions keeps the history.
 */
export const liveRestrictions = pgTable(
  'live_restrictions',
  {
    id: id(),
    kind: text('kind', { enum: LIVE_RESTRICTION_KINDS }).notNull(),
    /** The event (mute, shadow_mute) or the designer (block). */
    scopeId: uuid('scope_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_restrictions_key').on(t.kind, t.scopeId, t.userId)],
);

/** Every moderation action with who and when (delete, mute, block, slow mode, words, pins). */
export const liveModerationActions = pgTable(
  'live_moderation_actions',
  {
    id: id(),
    eventId: liveEventRef(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.createdAt)],
);

/**
 * Who watched (API.md, attribution and viewer data): one row per viewer of a show, the
 * account or the anonymous viewer's random id, however often it joins; `leftAt` null while
 * any of its sockets is in the room (`connections` counts them).
 */
export const liveViewerSessions = pgTable(
  'live_viewer_sessions',
  {
    id: id(),
    eventId: liveEventRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerId: uuid('viewer_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while any of the viewer's sockets is in the room; else when the last one left. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The viewer's sockets in the room now: a join adds one, a leave takes one away. */
    connections: integer('connections').notNull().default(0),
  },
  (t) => [
    index().on(t.eventId, t.leftAt),
    check('live_viewer_sessions_who', sql`${t.userId} IS NOT NULL OR ${t.viewerId} IS NOT NULL`),
    // One row per viewer of a show, however often it joins (issue 27).
    uniqueIndex('live_viewer_sessions_event_user_key').on(t.eventId, t.userId),
    uniqueIndex('live_viewer_sessions_event_viewer_key').on(t.eventId, t.viewerId),
  ],
);

/** The post-show timeline for the reports: status changes, pushes, pins, sold-out marks, peaks. */
export const liveTimeline = pgTable(
  'live_timeline',
  {
    id: id(),
    eventId: liveEventRef(),
    kind: text('kind', {
      enum: ['status', 'push', 'pin_look', 'sold_out', 'pin_message', 'peak'],
    }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventId, t.createdAt)],
);

/**
 * Every product pushed during a show: such a product is archived, not deleted, when its
 * designer deletes it later (the show's record keeps what was on screen and sold).
 */
export const livePushedProducts = pgTable(
  'live_pushed_products',
  {
    eventId: liveEventRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    firstPushedAt: timestamp('first_pushed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.productId] }), index().on(t.productId)],
);
