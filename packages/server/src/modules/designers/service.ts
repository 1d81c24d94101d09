import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ApiUser, DesignerSortField, ListPage } from '@runway-live/domain';
import type { AppContext } from '../../context';
import { designers, users } from '../../db/schema';
import { toApiUser } from '../users/presenter';

export type DesignerListFilter = {
  page: number;
  limit: number;
  search: string;
  sort?: { field: DesignerSortField; direction: 'asc' | 'desc' } | undefined;
  applicationStatus?: 'pending' | 'approved' | 'rejected' | undefined;
};

const SORT_COLUMNS = {
  brandName: designers.brandName,
  fullName: users.fullName,
  email: users.email,
  applicationStatus: designers.applicationStatus,
  createdAt: designers.createdAt,
} as const;

/** `%` and `_` typed by a person are looked for literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of designers for the admin and staff, newest first unless sorted otherwise. */
export async function listDesigners(
  ctx: AppContext,
  filter: DesignerListFilter,
): Promise<ListPage<ApiUser>> {
  const conditions: SQL[] = [];
  if (filter.applicationStatus) {
    conditions.push(eq(designers.applicationStatus, filter.applicationStatus));
  }
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        ilike(designers.brandName, pattern),
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = filter.sort
    ? (filter.sort.direction === 'asc' ? asc : desc)(SORT_COLUMNS[filter.sort.field])
    : desc(designers.createdAt);

  const { db } = ctx.database;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, designer: designers })
      .from(designers)
      .innerJoin(users, eq(users.id, designers.userId))
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row.
      .orderBy(order, asc(designers.userId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ total: count() })
      .from(designers)
      .innerJoin(users, eq(users.id, designers.userId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => toApiUser(row.user, row.designer)),
    total: totals?.total ?? 0,
    page: filter.page,
    limit: filter.limit,
  };
}
