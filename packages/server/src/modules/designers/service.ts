import { eq } from 'drizzle-orm';
import type { DesignerListFilter, DesignerListItem, ListPage } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, users } from '../../db/schema';
import { listPage, listSpec } from '../../lists/listPage';

/** Admin and staff: search on brand, name and e-mail; newest first unless sorted otherwise. */
export const DESIGNER_LIST = listSpec<DesignerListFilter>()({
  sortColumns: {
    brandName: designers.brandName,
    fullName: users.fullName,
    email: users.email,
    applicationStatus: designers.applicationStatus,
    createdAt: designers.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: designers.userId,
  searchColumns: [designers.brandName, users.fullName, users.email],
  filters: {
    applicationStatus: (status) => eq(designers.applicationStatus, status),
  },
  // Only what a row shows (designerListItemSchema): the whole account is the detail's.
  rows: (db, total) =>
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        status: users.status,
        createdAt: users.createdAt,
        brandName: designers.brandName,
        applicationStatus: designers.applicationStatus,
        total,
      })
      .from(designers)
      .innerJoin(users, eq(users.id, designers.userId))
      .$dynamic(),
  present: (row): DesignerListItem => ({
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    designer: { brandName: row.brandName, applicationStatus: row.applicationStatus },
  }),
});

/** One page of designers for the admin and staff. */
export async function listDesigners(
  ctx: AppContext,
  query: DesignerListFilter,
): Promise<ListPage<DesignerListItem>> {
  const { db } = ctx.database;
  return listPage(db, DESIGNER_LIST, query);
}
