// The API server of bench/reports, in its own process (started by bench.ts): the read
// bench's server (bench/api/readBenchServer.ts) with REPORT_SHOWS shows and REPORT_ORDERS
// orders of REPORT_DESIGNERS designers over REPORT_DAYS days.
import type { Database } from '../../packages/server/src/db/client';
import { makeBenchDesigners } from '../api/benchDesigners';
import { startReadBenchServer } from '../api/readBenchServer';
import {
  LIVE_SHOW_EVERY,
  LIVE_SHOW_ROWS,
  REPORT_DAYS,
  REPORT_DESIGNERS,
  REPORT_ORDERS,
  REPORT_READS,
  REPORT_SHOWS,
} from './routes';

const STATUSES = [
  'paid',
  'processing',
  'delivered',
  'shipped',
  'cancelled',
  'pending',
  'paid',
  'delivered',
];
const sqlText = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * The designers, REPORT_SHOWS shows (show s of designer s % REPORT_DESIGNERS, one in 50 a
 * rehearsal), then REPORT_ORDERS orders in SQL, 50 000 a statement: order n of designer
 * n % REPORT_DESIGNERS, created n × (REPORT_DAYS days / REPORT_ORDERS) ago, a status of
 * STATUSES, two in three in a show of its designer, one in five with a coupon (the
 * marketplace's and the designer's in turns), one in eleven partly refunded, two lines.
 */
/**
 * What the live server records of each show (the events report's figures, issue 33): every
 * show went live at its start and ended an hour later, with a push every 6 minutes (a seeded
 * product); one in LIVE_SHOW_EVERY is a full show, with LIVE_SHOW_ROWS viewers (sessions
 * over the hour), chat messages and adds to cart.
 */
async function fillLive(db: Database): Promise<void> {
  await db.execute(`
    create temporary table bench_products as
    select id, (row_number() over (order by id)) - 1 as place from products limit 10`);
  await db.execute(`
    insert into live_timeline (id, event_id, kind, detail, created_at)
    select gen_random_uuid(), e.id, 'status', jsonb_build_object('from', m.f, 'to', m.t),
      e.scheduled_at + make_interval(mins => m.after)
    from events e join bench_shows s on s.id = e.id
    cross join (values ('scheduled', 'live', 0), ('live', 'ended', 60)) as m(f, t, after)`);
  await db.execute(`
    insert into live_timeline (id, event_id, kind, detail, created_at)
    select gen_random_uuid(), e.id, 'push', jsonb_build_object('productIds', jsonb_build_array(p.id)),
      e.scheduled_at + make_interval(mins => k * 6)
    from events e join bench_shows s on s.id = e.id
    cross join generate_series(0, 9) as k
    join bench_products p on p.place = k % (select count(*) from bench_products)`);
  const full = `from events e join bench_shows s on s.id = e.id and s.place % ${LIVE_SHOW_EVERY} = 1`;
  await db.execute(`
    insert into live_viewer_sessions (id, event_id, viewer_id, joined_at, left_at, connections)
    select gen_random_uuid(), e.id, gen_random_uuid(), e.scheduled_at + make_interval(secs => (v * 37) % 3600),
      e.scheduled_at + make_interval(secs => least(3600, (v * 37) % 3600 + 60 + (v * 53) % 1800)), 0
    ${full} cross join generate_series(1, ${LIVE_SHOW_ROWS.viewers}) as v`);
  await db.execute(`
    insert into chat_messages (id, event_id, user_name, text, created_at)
    select gen_random_uuid(), e.id, 'Viewer ' || v, 'Love the look ' || v,
      e.scheduled_at + make_interval(secs => (v * 29) % 3600)
    ${full} cross join generate_series(1, ${LIVE_SHOW_ROWS.messages}) as v`);
  await db.execute(`
    insert into cart_events (id, event_id, product_id, sku, quantity, created_at)
    select gen_random_uuid(), e.id, p.id, 'BENCH-' || v, 1, e.scheduled_at + make_interval(secs => (v * 41) % 3600)
    ${full} cross join generate_series(1, ${LIVE_SHOW_ROWS.carts}) as v
    join bench_products p on p.place = v % (select count(*) from bench_products)`);
  await db.execute(`
    insert into live_rooms (event_id, peak_viewers)
    select e.id, ${LIVE_SHOW_ROWS.viewers / 2} ${full}`);
}

async function fill(db: Database): Promise<void> {
  const started = performance.now();
  await makeBenchDesigners(db, REPORT_DESIGNERS);
  await db.execute(`
    create temporary table bench_shows as
    select s as place, (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid as id,
      d.id as designer_id
    from generate_series(0, ${REPORT_SHOWS - 1}) as s
    cross join lateral (select md5('bench-show-' || s) as h) m
    join bench_designer_places d on d.place = s % ${REPORT_DESIGNERS}`);
  await db.execute(`
    insert into events (id, designer_id, title, status, rehearsal, scheduled_at)
    select id, designer_id, 'Bench show ' || place, 'ended', place % 50 = 49,
      now() - make_interval(days => place % ${REPORT_DAYS})
    from bench_shows`);
  await db.execute(`create index on bench_shows (place)`);
  await fillLive(db);
  const step = (REPORT_DAYS * 86_400) / REPORT_ORDERS;
  const batch = 50_000;
  for (let first = 1; first <= REPORT_ORDERS; first += batch) {
    const last = Math.min(REPORT_ORDERS, first + batch - 1);
    await db.execute(`
      insert into orders (id, order_number, buyer, designer_id, event_id, items, subtotal,
        discount, discount_funded_by, tax, shipping, total, refunded, currency,
        commission_rate, commission, designer_net, shipping_address, status, timeline,
        created_at, updated_at)
      select gen_random_uuid(), 'RR-' || upper(lpad(to_hex(n), 12, '0')) || '-1',
        jsonb_build_object('name', 'Buyer ' || n, 'email', 'buyer' || n || '@shop.test'),
        d.id,
        case when n % 3 = 0 then null else s.id end,
        jsonb_build_array(
          jsonb_build_object('productId', md5('p' || n % 5000)::uuid, 'sku', 'BN-' || n,
            'name', 'Bench product ' || n % 5000, 'color', 'Black', 'size', 'M',
            'quantity', 1 + n % 3, 'unitPrice', 4500 + n % 400 * 100, 'tax', 0, 'imageUrl', null),
          jsonb_build_object('productId', md5('p' || (n + 7) % 5000)::uuid, 'sku', 'BN2-' || n,
            'name', 'Bench product ' || (n + 7) % 5000, 'color', 'Red', 'size', 'S',
            'quantity', 1, 'unitPrice', 3000, 'tax', 0, 'imageUrl', null)),
        p.subtotal, p.discount,
        case when p.discount = 0 then null when n % 2 = 0 then 'marketplace' else 'designer' end,
        0, 800, p.subtotal - p.discount + 800,
        case when n % 11 = 0 then 1000 else 0 end, 'USD', 10,
        (p.subtotal - p.discount + 800) / 10,
        (p.subtotal - p.discount + 800) - (p.subtotal - p.discount + 800) / 10,
        jsonb_build_object('pincode', '10001', 'primaryAddress', n || ' Fifth Avenue',
          'country', 'US', 'state', 'NY', 'city', 'New York'),
        (${sqlText(STATUSES)})[1 + (n / 7) % 8], '[]'::jsonb,
        now() - make_interval(secs => n * ${step}), now() - make_interval(secs => n * ${step})
      from generate_series(${first}, ${last}) as n
      cross join lateral (select (1 + n % 3) * (4500 + n % 400 * 100) + 3000 as subtotal,
        case when n % 5 = 0 then 500 else 0 end as discount) p
      join bench_designer_places d on d.place = n % ${REPORT_DESIGNERS}
      join bench_shows s on s.place = (n % ${REPORT_DESIGNERS}) + ${REPORT_DESIGNERS} * ((n / ${REPORT_DESIGNERS}) % ${Math.max(1, Math.floor(REPORT_SHOWS / REPORT_DESIGNERS))})`);
  }
  for (const table of [
    'live_timeline',
    'live_viewer_sessions',
    'chat_messages',
    'cart_events',
    'live_rooms',
  ]) {
    await db.execute(`vacuum analyze ${table}`);
  }
  await db.execute(`vacuum analyze orders`);
  // The orders' trigger wrote their lines (decision 0053): their statistics and visibility
  // map, as autovacuum would make them.
  await db.execute(`vacuum analyze order_lines`);
  await db.execute(`vacuum analyze events`);
  await db.execute(`vacuum analyze designers`);
  console.log(
    `filled ${REPORT_SHOWS} shows and ${REPORT_ORDERS} orders of ${REPORT_DESIGNERS} designers over ${REPORT_DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await startReadBenchServer({
  fill,
  reads: REPORT_READS,
  tables: /from "(orders|events|live_viewer_sessions|chat_messages|cart_events|live_timeline)"/,
});
