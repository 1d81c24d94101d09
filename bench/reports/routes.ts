// The reports bench/reports measures, shared by the load generator (bench.ts) and the
// server child (server.ts, which fills the orders and shows and prints each read's plan).
import type { BenchRead } from '../api/readBench';

/** How many orders the child fills in (BENCH_ORDERS), spread evenly over 400 days. */
export const REPORT_ORDERS = Math.trunc(Number(process.env.BENCH_ORDERS ?? 200_000));
/** How many shows (BENCH_SHOWS): two thirds of the orders carry one. */
export const REPORT_SHOWS = Math.trunc(Number(process.env.BENCH_SHOWS ?? 2_000));
/** Of how many designers (BENCH_ORDER_DESIGNERS): the demo designer and bench designers. */
export const REPORT_DESIGNERS = Math.trunc(Number(process.env.BENCH_ORDER_DESIGNERS ?? 200));
/** The days the orders span: a year's report has a previous period with orders in it. */
export const REPORT_DAYS = 400;

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
];
