// The API server of bench/orders, in its own process (started by bench.ts): the read
// bench's server (bench/api/readBenchServer.ts) with ORDER_COUNT orders of ORDER_DESIGNERS
// designers (the demo designer one of them).
import type { Database } from '../../packages/server/src/db/client';
import { makeBenchDesigners } from '../api/benchDesigners';
import { startReadBenchServer } from '../api/readBenchServer';
import { ORDER_COUNT, ORDER_DESIGNERS, ORDER_READS, STATUS_CYCLE } from './routes';

const sqlText = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * ORDER_DESIGNERS − 1 bench designers (accounts and brands), then ORDER_COUNT orders made in
 * the database, one INSERT … SELECT over generate_series per 50 000 (no API, no round trip
 * per row): order n belongs to designer n % ORDER_DESIGNERS (0: the demo designer), was
 * created n minutes ago, has status STATUS_CYCLE[(n / 7) % 8] (each designer all of them), one line of 1–3 units, a buyer
 * `Buyer n` <buyer n@shop.test> and the number of orderNumberOf(n).
 */
async function fill(db: Database): Promise<void> {
  const started = performance.now();
  await makeBenchDesigners(db, ORDER_DESIGNERS);
  const batch = 50_000;
  for (let first = 1; first <= ORDER_COUNT; first += batch) {
    const last = Math.min(ORDER_COUNT, first + batch - 1);
    await db.execute(`
      insert into orders (id, order_number, buyer, designer_id, items, subtotal, tax,
        shipping, total, currency, commission_rate, commission, designer_net,
        shipping_address, status, timeline, created_at, updated_at)
      select gen_random_uuid(), 'RL-' || upper(lpad(to_hex(n), 12, '0')) || '-1',
        jsonb_build_object('name', 'Buyer ' || n, 'email', 'buyer' || n || '@shop.test'),
        d.id,
        jsonb_build_array(jsonb_build_object('productId', gen_random_uuid(),
          'sku', 'BN-' || n || '-BLK-M', 'name', 'Silk Slip Dress ' || n, 'color', 'Black',
          'size', 'M', 'quantity', 1 + n % 3, 'unitPrice', 4500 + n % 400 * 100,
          'tax', 0, 'imageUrl', null)),
        (1 + n % 3) * (4500 + n % 400 * 100), 0, 800,
        (1 + n % 3) * (4500 + n % 400 * 100) + 800, 'USD', 10,
        ((1 + n % 3) * (4500 + n % 400 * 100) + 800) / 10,
        ((1 + n % 3) * (4500 + n % 400 * 100) + 800) - ((1 + n % 3) * (4500 + n % 400 * 100) + 800) / 10,
        jsonb_build_object('pincode', '10001', 'primaryAddress', n || ' Fifth Avenue',
          'country', 'US', 'state', 'NY', 'city', 'New York'),
        (${sqlText(STATUS_CYCLE)})[1 + (n / 7) % 8], '[]'::jsonb,
        now() - make_interval(mins => n), now() - make_interval(mins => n)
      from generate_series(${first}, ${last}) as n
      join bench_designer_places d on d.place = n % ${ORDER_DESIGNERS}`);
  }
  await db.execute(`vacuum analyze orders`);
  await db.execute(`vacuum analyze users`);
  await db.execute(`vacuum analyze designers`);
  console.log(
    `filled ${ORDER_COUNT} orders of ${ORDER_DESIGNERS} designers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await startReadBenchServer({ fill, reads: ORDER_READS, tables: /from "orders"/ });
