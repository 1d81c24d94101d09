import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, migrationsFolder } from '../src/db/client';
import { migrationsUpTo, removeMigrationFolders } from './support/migrations';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
afterAll(removeMigrationFolders);

describe('the reference tables migration', () => {
  it('gives the rows already there distinct UUID v7 ids and timestamps', async () => {
    const client = await createPglite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0000_init') });
    await client.exec(`
      insert into size_charts (key, name, sizes) values ('belt', 'Belts', '{S,M}');
      insert into categories (category_id, gender, type, category, sub_category, size)
        values (1, 'Women', 'Accessories', 'Belts', 'Leather', 'belt');
      insert into colors (name, hex) values ('Black', '#000000'), ('White', null);
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const ids = await client.query<{ id: string; created_at: Date }>(`
      select id, created_at from size_charts union all
      select id, created_at from categories union all
      select id, created_at from colors`);
    expect(ids.rows).toHaveLength(4);
    for (const row of ids.rows) {
      expect(row.id).toMatch(UUID_V7);
      expect(row.created_at).toBeInstanceOf(Date);
    }
    expect(new Set(ids.rows.map((row) => row.id)).size).toBe(4);
    await client.close();
  });
});
