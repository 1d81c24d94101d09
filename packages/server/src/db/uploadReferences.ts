import { sql } from 'drizzle-orm';
import { UPLOAD_NAME_SOURCE } from '../providers/uploads';
import type { Database } from './client';
import {
  containers,
  designers,
  events,
  looks,
  products,
  users,
  webEvents,
  webProducts,
} from './schema';

/**
 * Every column that stores uploads, as a bare name or inside a URL, a text array or jsonb.
 * The upload janitor deletes the files none of them names after a day: a column that starts
 * storing uploads must join this list (test/uploadJanitor.test.ts checks the schema for it).
 */
export const UPLOAD_COLUMNS = [
  users.profile,
  designers.brandLogo,
  containers.coverImage,
  events.coverImage,
  webEvents.coverImage,
  looks.images,
  products.images,
  products.colors,
  webProducts.images,
] as const;

/** The upload names that some row of UPLOAD_COLUMNS mentions. */
export async function referencedUploads(db: Database): Promise<Set<string>> {
  const pattern = UPLOAD_NAME_SOURCE;
  const mentions = sql.join(
    UPLOAD_COLUMNS.map(
      (column) =>
        sql`select regexp_matches(${column}::text, ${pattern}, 'g') as m from ${column.table}`,
    ),
    sql` union all `,
  );
  // Both drivers answer a raw query with { rows } (node-postgres and PGlite alike).
  const { rows } = (await db.execute(
    sql`select distinct m[1] as name from (${mentions}) as mentions`,
  )) as { rows: { name: string }[] };
  return new Set(rows.map((row) => row.name));
}
