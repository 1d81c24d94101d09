import Papa from 'papaparse';
import type { ApiUser } from '../api/user';
import { neutraliseFormula } from '../import/formulaCells';

/** The columns of the designers list's CSV export, in order. */
export const DESIGNER_CSV_COLUMNS = [
  'Designer Id',
  'Brand',
  'Full Name',
  'E-mail',
  'Application Status',
  'Account Status',
  'Commission (%)',
  'Subscription Amount',
  'Payment Account',
  'Joined',
] as const;

function cells(user: ApiUser): string[] {
  const designer = user.designer;
  return [
    user._id,
    designer?.brandName ?? '',
    user.fullName,
    user.email,
    designer?.applicationStatus ?? '',
    user.status,
    String(designer?.commission ?? 0),
    String(designer?.subscriptionAmount ?? 0),
    user.payment?.loginLink ? 'connected' : user.payment ? 'started' : 'none',
    user.createdAt.slice(0, 10),
  ];
}

/**
 * Designers as CSV lines, every cell neutralised against spreadsheet formulas; the header
 * line alone for an empty list, no header when `header` is false (a later page).
 */
export function designersToCsv(users: readonly ApiUser[], { header = true } = {}): string {
  const data = users.map((user) => cells(user).map(neutraliseFormula));
  if (!header) return Papa.unparse(data);
  return Papa.unparse({ fields: [...DESIGNER_CSV_COLUMNS], data });
}
export { AUDIT_CSV_COLUMNS, auditEntriesToCsv } from './auditCsv';
