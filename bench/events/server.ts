// The API server of bench/events, in its own process (started by bench.ts): the read bench's
// server (bench/api/readBenchServer.ts) with EVENT_COUNT events over DESIGNER_COUNT designers
// (the demo designer and bench designers).
import type { Database } from '../../packages/server/src/db/client';
import { DEMO_ACCOUNTS } from '../../packages/server/src/db/demoAccounts';
import { startReadBenchServer } from '../api/readBenchServer';
import { DESIGNER_COUNT, EVENT_COUNT, EVENT_ROUTES } from './routes';

/**
 * DESIGNER_COUNT - 1 bench designers beside the demo designer, then EVENT_COUNT events dealt
 * round-robin among all of them, starting every ~26 minutes over a year centred on now
 * (so a month holds about a twelfth), in the five statuses, one in ten a rehearsal, one in
 * five in a Fashion Week; the demo designer's first 100 events show two of its products.
 */
async function fill(db: Database): Promise<void> {
  const started = performance.now();
  const others = Math.max(0, Math.trunc(DESIGNER_COUNT) - 1);
  await db.execute(`
    insert into users (id, email, full_name, roles, email_verified_at)
    select gen_random_uuid(), 'bench-designer-' || n || '@bench.test', 'Bench Designer ' || n,
      array['designer'], now()
    from generate_series(1, ${others}) as n`);
  await db.execute(`
    insert into designers (user_id, brand_name)
    select id, 'Bench Brand ' || substring(email from 'bench-designer-(\\d+)@')
    from users where email like 'bench-designer-%@bench.test'`);
  await db.execute(`
    insert into containers (id, title, city, status, start_date, end_date)
    select gen_random_uuid(), 'Bench Week ' || n, 'Paris', 'published',
      current_date + (n * 30 - 180), current_date + (n * 30 - 173)
    from generate_series(1, 10) as n`);
  await db.execute(`
    with owners as (
      select id, row_number() over (order by id) - 1 as k from users
      where email = '${DEMO_ACCOUNTS.designer.email}' or email like 'bench-designer-%@bench.test'),
    weeks as (select id, row_number() over (order by id) - 1 as k from containers
      where title like 'Bench Week %')
    insert into events (id, designer_id, container_id, title, description, scheduled_at,
      time_zone, duration_minutes, status, rehearsal, created_at, updated_at)
    select gen_random_uuid(), o.id, case when n % 5 = 0 then w.id end,
      (array['Spring Runway','Resort Preview','Capsule Drop','Studio Session','Atelier Live'])[1 + n % 5]
        || ' ' || n,
      'Bench event',
      now() - interval '182 days' + make_interval(mins => (n * 26) % 525600),
      (array['America/New_York','Europe/Paris','Asia/Tokyo','UTC'])[1 + n % 4],
      30 + n % 90,
      (array['draft','scheduled','scheduled','live','ended','ended','cancelled'])[1 + n % 7],
      n % 10 = 0,
      now() - make_interval(mins => n), now() - make_interval(mins => n)
    from generate_series(1, ${Math.trunc(EVENT_COUNT)}) as n
    join owners o on o.k = n % (select count(*) from owners)
    join weeks w on w.k = n % 10`);
  await db.execute(`
    with shows as (
      select e.id, row_number() over (order by e.id) as n from events e
      join users u on u.id = e.designer_id
      where u.email = '${DEMO_ACCOUNTS.designer.email}' limit 100),
    items as (
      select p.id, row_number() over (order by p.id) as n from products p
      join users u on u.id = p.designer_id where u.email = '${DEMO_ACCOUNTS.designer.email}')
    update products p set event_id = s.id, event_position = 1
    from items i join shows s on s.n = i.n
    where p.id = i.id`);
  for (const table of ['users', 'designers', 'containers', 'events', 'products', 'looks']) {
    await db.execute(`vacuum analyze ${table}`);
  }
  console.log(
    `filled ${Math.trunc(EVENT_COUNT)} events over ${others + 1} designers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await startReadBenchServer({ fill, reads: EVENT_ROUTES, tables: /from "events"/ });
