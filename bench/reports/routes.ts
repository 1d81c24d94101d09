// The reports bench/reports measures, shared by the load generator (bench.ts) and the
// server child (server.ts, which fills the orders and shows and prints each read's plan).
import { createHash } from 'node:crypto';
import type { BenchRead } from '../api/readBench';

/** How many orders the child fills in (BENCH_ORDERS), spread evenly over 400 days. */
export const REPORT_ORDERS = Math.trunc(Number(process.env.BENCH_ORDERS ?? 200_000));
/** How many shows (BENCH_SHOWS): two thirds of the orders carry one. */
export const REPORT_SHOWS = Math.trunc(Number(process.env.BENCH_SHOWS ?? 2_000));
/** Of how many designers (BENCH_ORDER_DESIGNERS): the demo designer and bench designers. */
export const REPORT_DESIGNERS = Math.trunc(Number(process.env.BENCH_ORDER_DESIGNERS ?? 200));
/** The days the orders span: a year's report has a previous period with orders in it. */
export const REPORT_DAYS = 400;

/**
 * Show `place`'s id, as server.ts makes it in SQL: md5('bench-show-<place>') made a version 4
 * uuid (its version and variant digits set), so the API's id check takes it.
 */
export function benchShowId(place: number): string {
  const md5 = createHash('md5').update(`bench-show-${place}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** One show in LIVE_SHOW_EVERY is a full one: its viewers, chat and adds to cart. */
export const LIVE_SHOW_EVERY = 10;
/** A full show's rows: viewers, chat messages, adds to cart (an hour's show). */
export const LIVE_SHOW_ROWS = { viewers: 1_000, messages: 1_500, carts: 300 } as const;
/** The show whose minute chart is measured: a full one (place 1). */
export const CHART_SHOW = benchShowId(1);

export const REPORT_READS: BenchRead[] = [
  {
    name: 'orders report, 12 months (admin, Europe/Paris)',
    as: 'admin',
    path: '/api/v2/reports/orders?preset=12m&tz=Europe/Paris',
  },
  {
    name: 'orders report, 12 months (designer: own orders)',
    as: 'designer',
    path: '/api/v2/reports/orders?preset=12m&tz=Europe/Paris',
  },
  {
    name: 'orders report, 30 days (admin)',
    as: 'admin',
    path: '/api/v2/reports/orders?preset=30d&tz=America/New_York',
  },
  {
    name: 'orders report, today by hour (admin)',
    as: 'admin',
    path: '/api/v2/reports/orders?preset=today&tz=UTC',
  },
  {
    name: 'orders report, 12 months, paid only (admin)',
    as: 'admin',
    path: '/api/v2/reports/orders?preset=12m&tz=UTC&status=paid',
  },
  {
    name: 'events report, 30 days, a page of shows (admin)',
    as: 'admin',
    path: '/api/v2/reports/events?preset=30d&tz=Europe/Paris',
  },
  {
    name: 'a show’s minute chart, 60 minutes, 10 pushes (admin)',
    as: 'admin',
    path: `/api/v2/reports/events/${CHART_SHOW}`,
    goalMs: 100,
  },
];
