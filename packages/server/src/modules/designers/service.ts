import { eq } from 'drizzle-orm';
import type { ApiUser, DesignerListFilter, ListPage } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { designers, users } from '../../db/schema';
import { listPage, listSpec } from '../../lists/listPage';
import { presentedDesignerColumns, presentedUserColumns, toApiUser } from '../users/presenter';

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
  rows: (db, total) =>
    db
      .select({ user: presentedUserColumns, designer: presentedDesignerColumns, total })
      .from(designers)
      .innerJoin(users, eq(users.id, designers.userId))
      .$dynamic(),
  present: (row) => toApiUser(row.user, row.designer),
});

/** One page of designers for the admin and staff. */
export async function listDesigners(
  ctx: AppContext,
  query: DesignerListFilter,
): Promise<ListPage<ApiUser>> {
  const { db } = ctx.database;
  return listPage(db, DESIGNER_LIST, query);
}
