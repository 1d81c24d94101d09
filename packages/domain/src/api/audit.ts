import * as z from 'zod';
import { instantField } from '../schemas/eventTime';
import { textField } from '../schemas/validators';
import { dataResponseSchema } from './common';
import { listQuerySchema, listResponseSchema } from './lists';

/**
 * The audit log (issue 34, decision 0050): every write by a signed-in account, and the named
 * actions, as the admin's audit screen lists them. Entries are never changed or removed.
 */

/** The actions the server records by name, beside a row's create, update and delete. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'password-change',
  'password-reset',
  'suspend',
  'reactivate',
  'approve',
  'reject',
  'refund',
  'payout',
  'live-status',
  'live-push',
  'live-moderation',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The role an entry names when the marketplace itself acted, with no account signed in: a
 * payout or refund made because the payment provider confirmed or refused a payment.
 */
export const AUDIT_SYSTEM_ROLE = 'system';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'password-change': 'Password changed',
  'password-reset': 'Password reset',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
  approve: 'Approved',
  reject: 'Rejected',
  refund: 'Refunded',
  payout: 'Paid out',
  'live-status': 'Live status',
  'live-push': 'Live product push',
  'live-moderation': 'Live moderation',
};

export const auditMessages = {
  actionInvalid: `Must be one of ${AUDIT_ACTIONS.join(', ')}`,
  resourceInvalid: 'Must be a resource name (letters and underscores)',
  resourceIdInvalid: 'Must be an id (at most 100 characters)',
  accountInvalid: 'Must be an account id',
} as const;

export const auditSortFields = ['createdAt'] as const;

const filters = {
  /** The person: the account that made the change. */
  accountId: z.uuid({ error: auditMessages.accountInvalid }).optional(),
  /** A table name as the log records it: products, orders, designers, events, coupons… */
  resource: textField()
    .trim()
    .regex(/^[a-z_]{1,64}$/, { error: auditMessages.resourceInvalid })
    .optional(),
  resourceId: textField()
    .trim()
    .min(1, { error: auditMessages.resourceIdInvalid })
    .max(100, { error: auditMessages.resourceIdInvalid })
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: auditMessages.actionInvalid }).optional(),
  /** Entries at or after `from` and before `to` (ISO 8601 instants). */
  from: instantField().optional(),
  to: instantField().optional(),
};

/**
 * GET /api/v2/audit: newest first; search on the call (route) and the resource id; filters
 * by person, resource (and its id), action and date range.
 */
export const auditListQuerySchema = listQuerySchema(auditSortFields, filters);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListFilter = z.output<typeof auditListQuerySchema>;

/** GET /api/v2/audit/export: the entries the list's filters select, as CSV. */
export const auditExportQuerySchema = auditListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
});
export type AuditExportFilter = z.output<typeof auditExportQuerySchema>;

/** The fields a write changed: their values before and after (never a secret). */
export const auditChangesSchema = z.object({
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const apiAuditEntrySchema = z.object({
  _id: z.string(),
  accountId: z.string().nullable(),
  /** The account's name and e-mail when it still exists. */
  accountName: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  changes: auditChangesSchema,
  route: z.string().nullable(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiAuditEntry = z.infer<typeof apiAuditEntrySchema>;

export const auditListResponseSchema = listResponseSchema(apiAuditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
export const auditEntryResponseSchema = dataResponseSchema(apiAuditEntrySchema);
export type AuditEntryResponse = z.infer<typeof auditEntryResponseSchema>;

/** How many people the audit screen's person filter offers for what was typed. */
export const AUDIT_PEOPLE_OFFERED = 20;

/**
 * GET /api/v2/audit/people: the people the log names (accounts with an entry) whose name
 * or e-mail holds `search`, by name, the first AUDIT_PEOPLE_OFFERED: the person filter's
 * choices, from every role (an admin, a designer, a shopper…), never someone with nothing
 * to show.
 */
export const auditPeopleQuerySchema = z.object({
  search: textField().trim().max(200).default(''),
});
export type AuditPeopleQuery = z.output<typeof auditPeopleQuerySchema>;

/** A person as the log names them: name and e-mail, as an entry's accountName. */
export const apiAuditPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Their effective role (the first), as an entry names it. */
  role: z.string().nullable(),
});
export type ApiAuditPerson = z.infer<typeof apiAuditPersonSchema>;
export const auditPeopleResponseSchema = dataResponseSchema(z.array(apiAuditPersonSchema));

/** The fields an entry changed, each with its value before and after (absent: undefined). */
export function auditChangedFields(
  changes: AuditChanges,
): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(changes.before), ...Object.keys(changes.after)])];
  return fields.sort().map((field) => ({
    field,
    before: changes.before[field],
    after: changes.after[field],
  }));
}
