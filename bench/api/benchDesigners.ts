// The designers a bench's rows belong to: the demo designer and `count − 1` bench designers
// (accounts and brands), made in SQL, numbered in a temporary table the fill joins on.
import type { Database } from '../../packages/server/src/db/client';
import { DEMO_ACCOUNTS } from '../../packages/server/src/db/demoAccounts';

/**
 * Makes the bench designers and `bench_designer_places (place, id)`: place 0 is the demo
 * designer, 1 … count − 1 the others. A row numbered n belongs to place n % count.
 */
export async function makeBenchDesigners(db: Database, count: number): Promise<void> {
  await db.execute(`
    insert into users (id, email, full_name, roles)
    select gen_random_uuid(), 'bench-designer-' || d || '@bench.test', 'Bench Designer ' || d,
      '{designer}'
    from generate_series(1, ${Math.max(0, count - 1)}) as d`);
  await db.execute(`
    insert into designers (user_id, brand_name)
    select id, 'Bench Brand ' || substr(email, 16, strpos(email, '@') - 16)
    from users where email like 'bench-designer-%'`);
  // The demo designer first (false sorts before true), then the bench designers.
  await db.execute(`
    create temporary table bench_designer_places as
    select row_number() over (order by u.email <> '${DEMO_ACCOUNTS.designer.email}', u.email) - 1
      as place, u.id
    from users u
    where u.email like 'bench-designer-%' or u.email = '${DEMO_ACCOUNTS.designer.email}'`);
  await db.execute(`create index on bench_designer_places (place)`);
  await db.execute(`analyze bench_designer_places`);
}
