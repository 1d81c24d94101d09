import Papa from 'papaparse';
import { auditChangedFields, type ApiAuditEntry } from '../api/audit';
import { neutraliseFormula } from '../import/formulaCells';

/** The columns of the audit log's CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'Entry Id',
  'When',
  'Account Id',
  'Account',
  'Role',
  'Action',
  'Resource',
  'Resource Id',
  'Changed Fields',
  'Before',
  'After',
  'Call',
  'Address',
  'User Agent',
] as const;

function cells(entry: ApiAuditEntry): string[] {
  return [
    entry._id,
    entry.createdAt,
    entry.accountId ?? '',
    entry.accountName ?? '',
    entry.role ?? '',
    entry.action,
    entry.resource,
    entry.resourceId ?? '',
    auditChangedFields(entry.changes)
      .map((change) => change.field)
      .join(' '),
    JSON.stringify(entry.changes.before),
    JSON.stringify(entry.changes.after),
    entry.route ?? '',
    entry.address ?? '',
    entry.userAgent ?? '',
  ];
}

/**
 * Audit entries as CSV lines, every cell neutralised against spreadsheet formulas; the
 * header line alone for an empty list, no header when `header` is false (a later page).
 */
export function auditEntriesToCsv(
  entries: readonly ApiAuditEntry[],
  { header = true } = {},
): string {
  const data = entries.map((entry) => cells(entry).map(neutraliseFormula));
  if (!header) return Papa.unparse(data);
  return Papa.unparse({ fields: [...AUDIT_CSV_COLUMNS], data });
}
