import Papa from 'papaparse';
import { ORDER_STATUS_LABELS } from '../checkout/statuses';
import { neutraliseFormula } from '../import/formulaCells';
import type { OrderReport } from '../api/reports';

/** The orders report's CSV columns: one table of sections (GET /reports/orders?format=csv). */
export const ORDER_REPORT_CSV_COLUMNS = [
  'Section',
  'Name',
  'Orders',
  'Quantity',
  'Amount',
] as const;

/**
 * A bucket's local time as written in the report's zone: the day (`2026-03-29`) or the day
 * and hour (`2026-03-29 14:00`), read from the bucket's own zoned date, never re-converted.
 */
export function bucketLabel(date: string, bucket: 'hour' | 'day'): string {
  return bucket === 'day' ? date.slice(0, 10) : `${date.slice(0, 10)} ${date.slice(11, 16)}`;
}

type Cell = string | number | null;

/**
 * The orders report as CSV, section by section (totals, the series and the previous
 * period's in the zone it names, by status, the top lists), every text cell neutralised
 * against formulas; amounts in major units of `currency`. Each section is its own string,
 * so a server may stream them as they are written.
 */
export function orderReportCsvParts(report: OrderReport): string[] {
  const { totals, range, currency } = report;
  const by = range.bucket === 'day' ? 'day' : 'hour';
  const line = (rows: Cell[][]) =>
    `${Papa.unparse(
      rows.map((row) =>
        row.map((cell) =>
          typeof cell === 'string' ? neutraliseFormula(cell) : cell === null ? '' : String(cell),
        ),
      ),
    )}\r\n`;
  const amount = (value: number) => value.toFixed(2);
  const totalsRows = (section: string, figures: typeof totals): Cell[][] => [
    [section, 'Orders', figures.orders, null, null],
    [section, `GMV (${currency})`, null, null, amount(figures.gmv)],
    [section, `Net GMV (${currency})`, null, null, amount(figures.netGmv)],
    [section, `Average order value (${currency})`, null, null, amount(figures.averageOrderValue)],
    [section, `Discounts (${currency})`, null, null, amount(figures.discounts)],
    [
      section,
      'Discounts funded by the marketplace',
      null,
      null,
      amount(figures.discountsByFunder.marketplace),
    ],
    [
      section,
      'Discounts funded by designers',
      null,
      null,
      amount(figures.discountsByFunder.designer),
    ],
    [section, `Refunds (${currency})`, null, null, amount(figures.refunds)],
    [section, `Commission (${currency})`, null, null, amount(figures.commission)],
  ];
  return [
    // The header as a row of its own: with `fields` and no data papaparse ends it already.
    `\uFEFF${Papa.unparse([[...ORDER_REPORT_CSV_COLUMNS]])}\r\n`,
    line(totalsRows('Totals', totals)),
    line(totalsRows('Previous period', report.previousTotals)),
    line(
      report.series.map((point) => [
        `By ${by} (${range.timeZone})`,
        bucketLabel(point.date, range.bucket),
        point.orders,
        null,
        amount(point.gmv),
      ]),
    ),
    line(
      report.previousSeries.map((point) => [
        `Previous period by ${by} (${range.timeZone})`,
        bucketLabel(point.date, range.bucket),
        point.orders,
        null,
        amount(point.gmv),
      ]),
    ),
    line(
      report.byStatus.map((row) => [
        'By status',
        ORDER_STATUS_LABELS[row.status],
        row.orders,
        null,
        amount(row.total),
      ]),
    ),
    line(
      report.topDesigners.map((row) => [
        'Top designers',
        row.name,
        row.orders,
        null,
        amount(row.gmv),
      ]),
    ),
    line(
      report.topProducts.map((row) => [
        'Top products',
        row.name,
        null,
        row.quantity,
        amount(row.gmv),
      ]),
    ),
    line(report.topShows.map((row) => ['Top shows', row.title, row.orders, null, amount(row.gmv)])),
  ].filter((part) => part !== '\r\n');
}
