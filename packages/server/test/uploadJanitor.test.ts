import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../src/db/schema';
import { designers, looks, users } from '../src/db/schema';
import { UPLOAD_COLUMNS } from '../src/db/uploadReferences';
import { createUploadJanitor } from '../src/modules/uploads/janitor';
import { createDirectoryStorage } from '../src/providers/uploadStorage';
import { PNG_1PX } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

const HOUR = 60 * 60 * 1000;
const uploadDir = mkdtempSync(join(tmpdir(), 'rl-janitor-'));
let t: TestApp;

/** Writes an upload whose modification time is `ageMs` before `now`. */
function upload(name: string, now: Date, ageMs: number): string {
  const path = join(uploadDir, name);
  writeFileSync(path, PNG_1PX);
  const at = new Date(now.getTime() - ageMs);
  utimesSync(path, at, at);
  return path;
}

// Left by an application that was never sent, before the server started.
const abandonedAtStart = upload('brands_0000aa_1700000000000.png', new Date(), 30 * HOUR);

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('the upload janitor', () => {
  it('#10.12 runs at start-up and removes an old upload nobody refers to', async () => {
    await vi.waitFor(() => expect(existsSync(abandonedAtStart)).toBe(false), { timeout: 10_000 });
  });

  it('#10.12 deletes an old unreferenced upload, keeps old referenced ones and new ones', async () => {
    const now = new Date();
    const old = 25 * HOUR;
    const abandoned = upload('brands_0000bb_1700000000001.png', now, old);
    const asProfile = upload('brands_0000cc_1700000000002.png', now, old);
    const asLogoUrl = upload('brands_0000dd_1700000000003.jpg', now, old);
    const inLookImages = upload('brands_0000ee_1700000000004.png', now, old);
    const recent = upload('brands_0000ff_1700000000005.png', now, 23 * HOUR);
    const notAnUpload = upload('notes.txt', now, old);

    const designerId = await idOf('designer@runway.test');
    await t.database.db
      .update(users)
      .set({ profile: 'brands_0000cc_1700000000002.png' })
      .where(eq(users.id, designerId));
    await t.database.db
      .update(designers)
      .set({ brandLogo: 'http://localhost:3000/uploads/brands_0000dd_1700000000003.jpg' })
      .where(eq(designers.userId, designerId));
    await t.database.db.insert(looks).values({
      designerId,
      name: 'Janitor look',
      images: ['brands_0000ee_1700000000004.png'],
    });

    const janitor = createUploadJanitor({
      storage: createDirectoryStorage(uploadDir),
      db: t.database.db,
    });
    expect(await janitor.runOnce(now)).toEqual(['brands_0000bb_1700000000001.png']);
    expect(existsSync(abandoned)).toBe(false);
    for (const kept of [asProfile, asLogoUrl, inLookImages, recent, notAnUpload]) {
      expect(existsSync(kept), kept).toBe(true);
    }

    // A day later the recent one is old and still unreferenced: it goes too.
    expect(await janitor.runOnce(new Date(now.getTime() + 2 * HOUR))).toEqual([
      'brands_0000ff_1700000000005.png',
    ]);
  });

  it('knows every column of the schema that looks like it stores an upload', () => {
    const listed = new Set<unknown>(UPLOAD_COLUMNS);
    const unlisted = Object.values(schema as Record<string, unknown>)
      .flatMap((value) => (is(value, PgTable) ? Object.values(getTableColumns(value)) : []))
      .filter((column) => /image|logo|profile|cover|photo|swatch|colors|avatar/.test(column.name))
      .filter((column) => !listed.has(column))
      .map((column) => `${column.name}`);
    expect(unlisted).toEqual([]);
  });
});
