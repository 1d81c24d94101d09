// The order desk reads bench/orders measures, shared by the bench (the load generator) and
// the server child (which fills the orders and prints each read's query plan).

/** How many orders the child fills in (BENCH_ORDERS), one minute apart, newest first. */
export const ORDER_COUNT = Math.trunc(Number(process.env.BENCH_ORDERS ?? 200_000));
/** Of how many designers (BENCH_ORDER_DESIGNERS): the demo designer and bench designers. */
export const ORDER_DESIGNERS = Math.trunc(Number(process.env.BENCH_ORDER_DESIGNERS ?? 200));

/**
 * The statuses the fill cycles through (order n has STATUS_CYCLE[⌊n / 7⌋ % 8]): a quarter
 * of the orders are `shipped`, the CSV export's smaller run.
 */
export const STATUS_CYCLE = [
  'paid',
  'processing',
  'delivered',
  'shipped',
  'cancelled',
  'pending',
  'paid',
  'shipped',
] as const;

/** Order n's number: `RL-` and n in 12 hex digits, as the checkout's are shaped. */
export const orderNumberOf = (n: number) =>
  `RL-${n.toString(16).toUpperCase().padStart(12, '0')}-1`;
/** Order n's buyer's e-mail. */
export const buyerEmailOf = (n: number) => `buyer${n}@shop.test`;

/** A UTC day `days` before today, yyyy-MM-dd. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** An order in the middle of the fill: its number and e-mail are searched for. */
const SOUGHT = Math.trunc(ORDER_COUNT / 2) + 7;

export type OrderRead = { key: string; name: string; as: 'designer' | 'admin'; path: string };

export const ORDER_READS: OrderRead[] = [
  {
    key: 'first-page-admin',
    name: 'first page (admin: every order, newest first)',
    as: 'admin',
    path: '/api/v2/orders?page=1&limit=20',
  },
  {
    key: 'first-page',
    name: 'first page (designer: own orders)',
    as: 'designer',
    path: '/api/v2/orders?page=1&limit=20',
  },
  {
    key: 'status-dates',
    name: 'status + date range (admin: shipped, 30 days)',
    as: 'admin',
    path: `/api/v2/orders?status=shipped&from=${daysAgo(60)}&to=${daysAgo(31)}&limit=20`,
  },
  {
    key: 'status-dates-designer',
    name: 'status + date range (designer: shipped, 30 days)',
    as: 'designer',
    path: `/api/v2/orders?status=shipped&from=${daysAgo(60)}&to=${daysAgo(31)}&limit=20`,
  },
  {
    key: 'search-number',
    name: 'search an order number (admin)',
    as: 'admin',
    path: `/api/v2/orders?search=${orderNumberOf(SOUGHT)}&limit=20`,
  },
  {
    key: 'search-email',
    name: 'search a buyer e-mail (admin)',
    as: 'admin',
    path: `/api/v2/orders?search=${encodeURIComponent(buyerEmailOf(SOUGHT))}&limit=20`,
  },
];

/** The CSV exports measured: every order, and the quarter that is shipped. */
export const ORDER_EXPORTS = [
  { name: 'shipped orders (a quarter)', path: '/api/v2/orders?format=csv&status=shipped' },
  { name: 'every order', path: '/api/v2/orders?format=csv' },
] as const;
