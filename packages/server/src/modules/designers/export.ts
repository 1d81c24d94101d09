import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { type DesignerListFilter, type designerExportQuerySchema } from '@runway-live/domain/api';
import { designersToCsv } from '@runway-live/domain/people';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { designers, users } from '../../db/schema';
import { listConditions } from '../../lists/listPage';
import { toApiUser } from '../users/presenter';
import { DESIGNER_LIST } from './service';

/** Designers read per page while the file is written. */
export const EXPORT_PAGE = 500;

/**
 * GET /api/v2/designers/export: the designers the list's search and filter select, written
 * as they are read (keyset pages in id order, never the whole file in memory).
 */
export function exportDesigners(
  ctx: AppContext,
  query: z.output<typeof designerExportQuerySchema>,
): Readable {
  const where = listConditions(DESIGNER_LIST, {
    ...query,
    page: 1,
    limit: 1,
  } as DesignerListFilter);
  async function* lines() {
    yield designersToCsv([]);
    let after: string | null = null;
    for (;;) {
      const page = await ctx.database.db
        .select({ user: users, designer: designers })
        .from(designers)
        .innerJoin(users, eq(users.id, designers.userId))
        .where(and(where, after === null ? undefined : gt(designers.userId, after)))
        .orderBy(asc(designers.userId))
        .limit(EXPORT_PAGE);
      if (page.length === 0) return;
      const rows = page.map((row) => toApiUser(row.user, row.designer));
      yield `${designersToCsv(rows, { header: false })}\r\n`;
      if (page.length < EXPORT_PAGE) return;
      after = page.at(-1)!.designer.userId;
    }
  }
  return Readable.from(lines());
}
