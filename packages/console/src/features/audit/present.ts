import {
  AUDIT_ACTION_LABELS,
  AUDIT_SYSTEM_ROLE,
  type ApiAuditEntry,
  type AuditAction,
} from '@runway-live/domain/api';

/** How the audit screens word an entry's parts, the list and the entry's page alike. */

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

export const whenText = (instant: string) =>
  new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The account and its role; the marketplace when it acted itself; no account for a stranger's failed sign-in. */
export function whoText(entry: Pick<ApiAuditEntry, 'accountId' | 'accountName' | 'role'>): string {
  if (entry.accountId) {
    return `${entry.accountName ?? entry.accountId}${entry.role ? ` (${entry.role})` : ''}`;
  }
  return entry.role === AUDIT_SYSTEM_ROLE ? 'The marketplace (automatic)' : 'No account';
}
