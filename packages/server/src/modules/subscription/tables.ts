import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_INVOICE_STATUSES } from '@runway-live/domain/api';
import { createdAt, id, money, updatedAt } from '../../db/columns';
import { designerRef } from '../users/tables';

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
