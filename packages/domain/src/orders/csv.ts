import Papa from 'papaparse';
import { neutraliseFormula } from '../import/formulaCells';
import type { ApiOrderListItem } from './answers';

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
