import Papa from 'papaparse';
import { neutraliseFormula } from '../import/formulaCells';
import type { ApiOrderListItem, ApiPayoutLine } from './answers';

/** The CSV export's columns, in order (GET /api/v2/orders?format=csv). */
export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Date',
  'Status',
  'Refund state',
  'Buyer',
  'Buyer e-mail',
  'Designer',
  'Show',
  'Items',
  'Total',
  'Refunded',
  'Currency',
] as const;

function cells(order: ApiOrderListItem): string[] {
  return [
    order.orderNumber,
    order.createdAt,
    order.status,
    order.refundState,
    order.buyer.name,
    order.buyer.email,
    order.designerBrand,
    order.eventTitle ?? '',
    String(order.itemCount),
    order.total.toFixed(2),
    order.refunded.toFixed(2),
    order.currency,
  ];
}

/**
 * Orders as CSV lines (the desk's list rows), every cell neutralised against spreadsheet
 * formulas; the header line alone for an empty list, no header when `header` is false.
 */
export function ordersToCsv(rows: readonly ApiOrderListItem[], { header = true } = {}): string {
  const data = rows.map((row) => cells(row).map(neutraliseFormula));
  if (!header) return Papa.unparse(data);
  return Papa.unparse({ fields: [...ORDER_CSV_COLUMNS], data });
}

/** The payouts export's columns (GET /api/v2/payouts?format=csv). */
export const PAYOUT_CSV_COLUMNS = [
  'Order number',
  'Date',
  'Total',
  'Commission',
  'Refunds',
  'Discount funded by designer',
  'Net',
  'Transfer',
  'Status',
  'Available from',
] as const;

/** A designer's statement lines as CSV, every cell neutralised against formulas. */
export function payoutsToCsv(lines: readonly ApiPayoutLine[]): string {
  const data = lines.map((line) =>
    [
      line.orderNumber,
      line.createdAt,
      line.total.toFixed(2),
      line.commission.toFixed(2),
      line.refunds.toFixed(2),
      line.discountFundedByDesigner.toFixed(2),
      line.net.toFixed(2),
      line.transferId ?? '',
      line.status,
      line.availableAt ?? '',
    ].map(neutraliseFormula),
  );
  return Papa.unparse({ fields: [...PAYOUT_CSV_COLUMNS], data });
}
