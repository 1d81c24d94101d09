import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';

// The embedded mode as `pnpm start` runs it: PGlite files under DATA_DIR, migrated and
// seeded at every start. (PGlite only: the PostgreSQL project leaves this file out.)
const dataDir = mkdtempSync(join(tmpdir(), 'rl-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  const seeded = await seedDemo(database.db, { publicUrl: 'http://localhost:3000' });
  return { database, seeded };
}

describe('the embedded database', () => {
  it('keeps its data across starts, and the second start adds nothing', async () => {
    const first = await start();
    expect(first.seeded).toBe(true);
    await first.database.db.insert(users).values({ email: 'kept@runway.test', roles: ['user'] });
    const count = await first.database.db.$count(users);
    await first.database.close();

    const second = await start();
    expect(second.seeded).toBe(false);
    expect(await second.database.db.$count(users)).toBe(count);
    const kept = await second.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'kept@runway.test'));
    expect(kept).toHaveLength(1);
    await second.database.close();
  }, 120_000);
});
