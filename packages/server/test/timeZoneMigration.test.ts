import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalTimeZone } from '@runway-live/domain/schemas';
import { createPglite, migrationsFolder } from '../src/db/client';
import { migrationsUpTo, removeMigrationFolders } from './support/migrations';

afterAll(removeMigrationFolders);

describe('the canonical time zones migration (0020)', () => {
  it('rewrites a zone stored in the wrong case as its canonical IANA name, shows and web events alike', async () => {
    const client = await createPglite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0019_checkout_history') });
    const designer = '01900000-0000-7000-8000-0000000000d0';
    // As stored before the fix: whatever case was sent; a name that is no zone stays as it was.
    const stored = [
      'AMERICA/NEW_YORK',
      'europe/paris',
      'utc',
      'Etc/UTC',
      'Asia/Tokyo',
      'Mars/Olympus',
    ];
    await client.exec(`
      insert into users (id, email, roles) values ('${designer}', 'host@runway.test', '{designer}');
      insert into events (id, designer_id, title, time_zone) values
        ${stored.map((zone, i) => `('01900000-0000-7000-8000-0000000000e${i}', '${designer}', 'Show ${i}', '${zone}')`).join(',\n        ')};
      insert into web_events (id, designer_id, title, time_zone) values
        ('01900000-0000-7000-8000-0000000000f0', '${designer}', 'Web show', 'ASIA/KOLKATA');
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const shows = await client.query<{ title: string; time_zone: string }>(
      'select title, time_zone from events order by title',
    );
    expect(shows.rows.map((row) => row.time_zone)).toEqual([
      'America/New_York',
      'Europe/Paris',
      'UTC',
      'UTC',
      'Asia/Tokyo',
      'Mars/Olympus',
    ]);
    // The same names the domain's rule gives today, so a saved show reads back unchanged.
    for (const zone of stored.slice(0, 5)) {
      expect(shows.rows.map((row) => row.time_zone)).toContain(canonicalTimeZone(zone));
    }
    const web = await client.query<{ time_zone: string }>('select time_zone from web_events');
    expect(web.rows).toEqual([{ time_zone: canonicalTimeZone('ASIA/KOLKATA') }]);
    // The helper table is gone.
    const left = await client.query(
      "select 1 from pg_tables where tablename = 'canonical_time_zones'",
    );
    expect(left.rows).toHaveLength(0);
    await client.close();
    // Two migrations of an empty PGlite, one up to 0019 and one to the end.
  }, 60_000);
});
