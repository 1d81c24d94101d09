import Papa from 'papaparse';
import { TZDate } from '@date-fns/tz';
import { neutraliseFormula } from '../import/formulaCells';
import type { EventReportRow, ShowChart, WebEventReport } from '../api/showReports';

/**
 * The events and web-events reports as CSV (issue 33): the list of shows, a show's minute
 * table, the web events and their groups; every text cell neutralised against formulas,
 * times written in the named zone (`2025-03-10 13:05`), money in major units.
 */
type Cell = string | number | null;

const cells = (rows: Cell[][]) =>
  `${Papa.unparse(
    rows.map((row) =>
      row.map((cell) =>
        typeof cell === 'string' ? neutraliseFormula(cell) : cell === null ? '' : String(cell),
      ),
    ),
  )}\r\n`;
// Papa writes a header with no rows as the line and its break already.
const header = (columns: readonly string[]) =>
  `\uFEFF${Papa.unparse({ fields: [...columns], data: [] }).replace(/\r\n$/, '')}\r\n`;
const amount = (value: number) => value.toFixed(2);

/** An instant as the zone writes it to the minute: `2025-03-10 13:05`. */
export function zonedMinute(at: string | null, timeZone: string): string | null {
  if (at === null) return null;
  const local = new TZDate(Date.parse(at), timeZone).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

export function eventReportCsvColumns(timeZone: string, currency: string): string[] {
  return [
    'Show',
    'Designer',
    'Status',
    `Start (${timeZone})`,
    `Went live (${timeZone})`,
    `Ended (${timeZone})`,
    'Peak viewers',
    'Unique viewers',
    'Average watch time (s)',
    'Chat messages',
    'Products pushed',
    'Adds to cart',
    'Orders',
    `GMV (${currency})`,
    `Net GMV (${currency})`,
    'Orders live',
    `GMV live (${currency})`,
    `Net GMV live (${currency})`,
    'Orders in replay',
    `GMV in replay (${currency})`,
    `Net GMV in replay (${currency})`,
    'Buyers',
    'Conversion (%)',
    'Coupon redemptions',
  ];
}

/** The shows of the range, one line each. */
export function eventReportCsvParts(
  rows: readonly EventReportRow[],
  timeZone: string,
  currency: string,
): string[] {
  return [
    header(eventReportCsvColumns(timeZone, currency)),
    cells(
      rows.map((row) => [
        row.title,
        row.designerName,
        row.status,
        zonedMinute(row.scheduledAt, timeZone),
        zonedMinute(row.startedAt, timeZone),
        zonedMinute(row.endedAt, timeZone),
        row.peakViewers,
        row.uniqueViewers,
        row.averageWatchSec,
        row.chatMessages,
        row.productsPushed,
        row.addsToCart,
        row.orders,
        amount(row.gmv),
        amount(row.netGmv),
        row.live.orders,
        amount(row.live.gmv),
        amount(row.live.netGmv),
        row.replay.orders,
        amount(row.replay.gmv),
        amount(row.replay.netGmv),
        row.buyers,
        (row.conversion * 100).toFixed(2),
        row.couponRedemptions,
      ]),
    ),
  ].filter((part) => part !== '\r\n');
}

/** The products pushed during a minute, by name (the bands it falls in). */
export function pushedDuring(chart: Pick<ShowChart, 'bands'>, at: string): string {
  const start = Date.parse(at);
  const end = start + 60_000;
  const names = chart.bands
    .filter((band) => Date.parse(band.from) < end && Date.parse(band.to) > start)
    .flatMap((band) => band.products.map((product) => product.name));
  return [...new Set(names)].join(', ');
}

export function showChartCsvColumns(timeZone: string, currency: string): string[] {
  return [
    `Minute (${timeZone})`,
    'Viewers',
    'Chat messages',
    'Adds to cart',
    'Orders',
    `GMV (${currency})`,
    'Pushed',
  ];
}

/** A show's minute table: one line a minute, with the products pushed in it. */
export function showChartCsvParts(chart: ShowChart, timeZone: string): string[] {
  return [
    header(showChartCsvColumns(timeZone, chart.currency)),
    cells(
      chart.points.map((point) => [
        zonedMinute(point.at, timeZone),
        point.viewers,
        point.messages,
        point.addsToCart,
        point.orders,
        amount(point.gmv),
        pushedDuring(chart, point.at),
      ]),
    ),
  ].filter((part) => part !== '\r\n');
}

/** The web-events report: a section of web events, of groups, of product clicks. */
export function webEventReportCsvParts(report: WebEventReport): string[] {
  const { currency } = report;
  const figures = (row: WebEventReport['groups'][number] | WebEventReport['webEvents'][number]) => [
    row.views,
    row.uniqueViewers,
    row.watchSec,
    row.productClicks,
    row.orders,
    amount(row.gmv),
  ];
  return [
    header([
      'Section',
      'Name',
      'Views',
      'Unique viewers',
      'Watch time (s)',
      'Product clicks',
      'Orders',
      `GMV (${currency})`,
    ]),
    cells(report.webEvents.map((row) => ['Web event', row.title, ...figures(row)])),
    cells(report.groups.map((row) => ['Group', row.name, ...figures(row)])),
    cells(
      report.products.map((row) => {
        const event = report.webEvents.find((item) => item.webEventId === row.webEventId);
        return [
          'Product clicks',
          `${event?.title ?? ''}: ${row.name}`,
          null,
          row.viewers,
          null,
          row.clicks,
          null,
          null,
        ];
      }),
    ),
  ].filter((part) => part !== '\r\n');
}
