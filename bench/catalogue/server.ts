// The API server of bench/catalogue, in its own process (started by bench.ts): the read
// bench's server (bench/api/readBenchServer.ts) with PRODUCT_COUNT products × 10 variants for
// the demo designer and 1 000 looks.
import type { Database } from '../../packages/server/src/db/client';
import { DEMO_ACCOUNTS } from '../../packages/server/src/db/demoAccounts';
import { makeBenchDesigners } from '../api/benchDesigners';
import { startReadBenchServer } from '../api/readBenchServer';
import { CATALOGUE_ROUTES, CODE_DIGITS, PRODUCT_COUNT, PRODUCT_DESIGNERS } from './routes';

/**
 * PRODUCT_COUNT products of PRODUCT_DESIGNERS designers (product n is designer n %
 * PRODUCT_DESIGNERS's; 0 the demo designer), made in the database in one statement:
 * 2 colours × 5 sizes each (one in 50 out of stock), nine categories of the womens-alpha chart, four statuses,
 * created one minute apart; then 1 000 looks of 20 products each, in order.
 */
async function fill(db: Database): Promise<void> {
  const started = performance.now();
  await makeBenchDesigners(db, PRODUCT_DESIGNERS);
  await db.execute(`
    insert into products (id, designer_id, product_code, product_name, product_brand,
      product_price, description, category_id, gender, super_category, category,
      sub_category, colors, status, created_at, updated_at)
    select gen_random_uuid(), u.id, 'BN-' || lpad(n::text, ${CODE_DIGITS}, '0'),
      (array['Silk','Linen','Satin','Cotton','Pleated','Cashmere','Velvet','Denim',
        'Wool','Organza','Jersey','Tweed'])[1 + n % 12] || ' ' ||
      (array['Wrap Dress','Slip Dress','Blouse','Shirt','Cardigan','Tunic','Camisole',
        'Maxi Dress','Shirt Dress','Top'])[1 + (n / 12) % 10] || ' ' || n,
      (array['Maison Lumière','Lumière Atelier','ML Studio','Lumière Basics'])[1 + n % 4],
      50 + n % 400, 'Bench product', c.category_id, c.gender, c.type, c.category,
      c.sub_category,
      jsonb_build_array(
        jsonb_build_object('color', 'Black', 'colorCode', '#000000', 'alternateColor', '',
          'swatch', '', 'images', '[]'::jsonb, 'sizes',
          (select jsonb_agg(jsonb_build_object('size', s, 'quantity', case when n % 50 = 0 then 0 else (n + i) % 7 end,
            'sku', 'BN-' || n || '-BLK-' || s) order by i)
           from unnest(array['XS','S','M','L','XL']) with ordinality as z(s, i))),
        jsonb_build_object('color', 'Navy', 'colorCode', '#000080', 'alternateColor', '',
          'swatch', '', 'images', '[]'::jsonb, 'sizes',
          (select jsonb_agg(jsonb_build_object('size', s, 'quantity', case when n % 50 = 0 then 0 else (n + i) % 5 end,
            'sku', 'BN-' || n || '-NAV-' || s) order by i)
           from unnest(array['XS','S','M','L','XL']) with ordinality as z(s, i)))),
      (array['active','active','draft','archived'])[1 + n % 4],
      now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, ${Math.trunc(PRODUCT_COUNT)}) as n
    join bench_designer_places u on u.place = n % ${PRODUCT_DESIGNERS}
    join categories c on c.category_id =
      (array[1001,1002,1003,1004,1005,1006,1007,1010,1012])[1 + (n / 7) % 9]`);
  await db.execute(`
    insert into looks (id, designer_id, name, description, status, created_at, updated_at)
    select gen_random_uuid(), u.id, 'Bench look ' || n, 'Twenty products', 'published',
      now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, 1000) as n
    join users u on u.email = '${DEMO_ACCOUNTS.designer.email}'`);
  await db.execute(`
    with numbered as (
      select id, row_number() over (order by id) as n from looks where name like 'Bench look %'),
    products_numbered as (
      select id, row_number() over (order by product_code) as n from products
      where product_code like 'BN-%')
    update products p set look_id = l.id, look_position = 1 + (pn.n - 1) % 20
    from products_numbered pn join numbered l on l.n = 1 + (pn.n - 1) / 20
    where p.id = pn.id and pn.n <= 20000`);
  await db.execute(`vacuum analyze products`);
  await db.execute(`vacuum analyze looks`);
  console.log(
    `filled ${Math.trunc(PRODUCT_COUNT)} products × 10 variants of ${PRODUCT_DESIGNERS} designers and 1 000 looks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await startReadBenchServer({ fill, reads: CATALOGUE_ROUTES, tables: /from "(products|looks)"/ });
