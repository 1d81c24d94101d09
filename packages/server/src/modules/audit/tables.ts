import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';

/** The fields a write changed: their values before and after (secrets never; see 0030). */
export type AuditChanges = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * The audit log (issue 34, decision 0050): one row per write by a signed-in account, written
 * in the write's transaction, never updated or deleted (a trigger refuses both). Rows come
 * from the `audit_row` trigger on the audited tables (create, update, delete with the changed
 * fields) and from explicit calls (sign-ins, refunds, live control-room actions…). No
 * foreign key: an entry outlives the account or row it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    /** Who: the account (null for a failed sign-in of no known account) and its effective role. */
    accountId: uuid('account_id'),
    role: text('role'),
    /** What: create, update, delete, or a named action (sign-in, refund, live-status…). */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** The call that made it: `PATCH /api/v2/products/:id`, or the socket event. */
    route: text('route'),
    requestId: text('request_id'),
    /** From where: the address as TRUST_PROXY decides it, and the user agent. */
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_created_idx').on(t.createdAt, t.id),
    index('audit_entries_resource_idx').on(t.resource, t.resourceId, t.createdAt),
    index('audit_entries_account_idx').on(t.accountId, t.createdAt),
    index('audit_entries_action_idx').on(t.action, t.createdAt),
  ],
);
export type AuditEntryRow = typeof auditEntries.$inferSelect;
