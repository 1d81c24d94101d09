import { boolean, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { designerApplicationStatuses, SUBSCRIPTION_STATUSES } from '@runway-live/domain/api';
import { createdAt, minorMoney, money, updatedAt } from '../../db/columns';
import { users } from '../users/tables';

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
  /** The flat shipping of each of the designer's orders, in minor units (0: free). */
  shippingFlatRate: minorMoney('shipping_flat_rate').notNull().default(0),
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
