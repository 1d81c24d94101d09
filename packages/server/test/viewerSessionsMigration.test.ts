import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, migrationsFolder } from '../src/db/client';
import { migrationsUpTo, removeMigrationFolders } from './support/migrations';

afterAll(removeMigrationFolders);

describe('the one-viewer-row migrations (0015, 0016)', () => {
  it('merges each viewer’s rows of a show into its first, open while any was open', async () => {
    const client = await createPglite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0014_live') });
    const account = '01900000-0000-7000-8000-00000000000a';
    const anonymous = '01900000-0000-7000-8000-00000000000b';
    const left = '01900000-0000-7000-8000-00000000000c';
    await client.exec(`
      insert into users (id, email, roles) values ('${account}', 'viewer@runway.test', '{user}');
      insert into users (id, email, roles)
        values ('01900000-0000-7000-8000-0000000000d0', 'host@runway.test', '{designer}');
      insert into events (id, designer_id, title)
        values ('01900000-0000-7000-8000-0000000000e0', '01900000-0000-7000-8000-0000000000d0', 'Show');
      insert into live_viewer_sessions (id, event_id, user_id, viewer_id, joined_at, left_at) values
        (gen_random_uuid(), '01900000-0000-7000-8000-0000000000e0', '${account}', null, '2026-01-01 10:00Z', '2026-01-01 10:05Z'),
        (gen_random_uuid(), '01900000-0000-7000-8000-0000000000e0', '${account}', null, '2026-01-01 10:06Z', null),
        (gen_random_uuid(), '01900000-0000-7000-8000-0000000000e0', '${account}', null, '2026-01-01 10:07Z', '2026-01-01 10:08Z'),
        (gen_random_uuid(), '01900000-0000-7000-8000-0000000000e0', null, '${anonymous}', '2026-01-01 10:01Z', null),
        (gen_random_uuid(), '01900000-0000-7000-8000-0000000000e0', null, '${left}', '2026-01-01 10:02Z', '2026-01-01 10:03Z'),
        (gen_random_uuid(), '01900000-0000-7000-8000-0000000000e0', null, '${left}', '2026-01-01 10:04Z', '2026-01-01 10:09Z');
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const rows = await client.query<{
      who: string;
      joined_at: Date;
      left_at: Date | null;
      connections: number;
    }>(`
      select coalesce(user_id, viewer_id) as who, joined_at, left_at, connections
      from live_viewer_sessions order by joined_at`);
    expect(rows.rows).toEqual([
      { who: account, joined_at: new Date('2026-01-01T10:00Z'), left_at: null, connections: 1 },
      { who: anonymous, joined_at: new Date('2026-01-01T10:01Z'), left_at: null, connections: 1 },
      {
        who: left,
        joined_at: new Date('2026-01-01T10:02Z'),
        left_at: new Date('2026-01-01T10:09Z'),
        connections: 0,
      },
    ]);
    await client.close();
    // A fresh database migrated step by step: seconds alone, more beside the rest of the suite
    // (as timeZoneMigration.test.ts).
  }, 60_000);
});
