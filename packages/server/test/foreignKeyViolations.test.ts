import { randomUUID } from 'node:crypto';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import * as schema from '../src/db/schema';
import { categories, designers, sizeCharts } from '../src/db/schema';
import { FOREIGN_KEY_FIELDS, foreignKeyViolation } from '../src/plugins/foreignKeyViolations';
import { createTestApp, type TestApp } from './support/testApp';

// A foreign key the database enforces past the services' checks (a size chart deleted
// between a category's check and its insert) is the caller's conflict, never a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Test-only routes that hand the database a write its foreign keys refuse.
      routes: (app) => {
        app.get('/test/foreign-key/:kind', { config: { access: 'public' } }, async (request) => {
          const { kind } = request.params as { kind: string };
          const db = t.database.db;
          if (kind === 'missing-chart') {
            await db.insert(categories).values({
              categoryId: 990_001,
              gender: 'Women',
              type: 'Clothing',
              category: 'Dresses',
              subCategory: 'Midi',
              size: 'no-such-chart',
            });
          }
          if (kind === 'chart-in-use') {
            const [used] = await db.select({ size: categories.size }).from(categories).limit(1);
            await db.delete(sizeCharts).where(eq(sizeCharts.key, used!.size));
          }
          if (kind === 'missing-account') {
            await db.insert(designers).values({ userId: randomUUID() });
          }
          return { success: true };
        });
      },
    },
  );
});
afterAll(() => t.close());

const refused = (kind: string) =>
  t.call({ method: 'GET', url: `/test/foreign-key/${kind}`, token: null });

describe('foreign-key violations', () => {
  it('#11 answers a write naming a size chart that is gone with 400 naming the field', async () => {
    const response = await refused('missing-chart');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'size: No size chart has this key.',
    });
  });

  it('#11 answers deleting a size chart that categories use with 409', async () => {
    const response = await refused('chart-in-use');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: apiMessages.stillReferenced });
    expect(apiMessages.stillReferenced).toBe(
      'This is still in use elsewhere, so it cannot be deleted or changed.',
    );
  });

  it('#11 answers a reference the caller does not name with 409', async () => {
    const response = await refused('missing-account');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: apiMessages.referenceMissing });
    expect(apiMessages.referenceMissing).toBe(
      'Something this refers to no longer exists. Please reload and try again.',
    );
  });

  it('names only foreign keys schema.ts declares, and leaves other errors alone', () => {
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) => getTableConfig(table).foreignKeys.map((key) => key.getName()));
    for (const constraint of Object.keys(FOREIGN_KEY_FIELDS)) {
      expect(declared).toContain(constraint);
    }
    expect(foreignKeyViolation({ cause: { code: '23505', constraint: 'colors_pkey' } })).toBeNull();
    expect(foreignKeyViolation(new Error('boom'))).toBeNull();
  });
});
