// The event reads bench/events measures, shared by the bench (the load generator) and the
// server child (which prints each one's query plan).
import type { BenchRead } from '../api/readBench';

/** How many events the child fills in, spread over DESIGNER_COUNT designers. */
export const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 20_000);
export const DESIGNER_COUNT = Number(process.env.BENCH_DESIGNERS ?? 200);

const DAY = 86_400_000;
const now = new Date();
// Next calendar month (UTC) and the week after next: inside the filled range (±6 months).
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
const weekStart = new Date(monthStart.getTime() + 7 * DAY);
const weekEnd = new Date(weekStart.getTime() + 7 * DAY);
const range = (from: Date, to: Date) => `from=${from.toISOString()}&to=${to.toISOString()}`;
const month = range(monthStart, monthEnd);
const week = range(weekStart, weekEnd);

export const EVENT_ROUTES: BenchRead[] = [
  {
    name: 'list, first page (designer: own events, latest start first)',
    as: 'designer',
    path: '/api/v2/events?page=1&limit=20',
  },
  {
    name: 'list, first page (admin: every event)',
    as: 'admin',
    path: '/api/v2/events?page=1&limit=20',
  },
  {
    name: 'list, a month of starts (admin, 100 a page, by start)',
    as: 'admin',
    path: `/api/v2/events?${month}&sort=scheduledAt:asc&limit=100`,
  },
  {
    name: 'list, scheduled in a month (designer)',
    as: 'designer',
    path: `/api/v2/events?${month}&status=scheduled&limit=100`,
  },
  {
    name: 'list, search a title (admin)',
    as: 'admin',
    path: '/api/v2/events?search=Resort%20Preview%201234&limit=20',
  },
  {
    name: 'calendar, a month (designer)',
    as: 'designer',
    path: `/api/v2/events/calendar?${month}`,
  },
  {
    name: 'calendar, a month (admin: every designer, cut at 500)',
    as: 'admin',
    path: `/api/v2/events/calendar?${month}`,
  },
  {
    name: 'calendar, a week (admin)',
    as: 'admin',
    path: `/api/v2/events/calendar?${week}`,
  },
];
