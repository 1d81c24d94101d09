import { Readable } from 'node:stream';
import { and, asc, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import {
  apiMessages,
  AUDIT_PEOPLE_OFFERED,
  type ApiAuditEntry,
  type ApiAuditPerson,
  type AuditExportFilter,
  type AuditListFilter,
  type ListPage,
} from '@runway-live/domain/api';
import { effectiveRole } from '@runway-live/domain/access';
import { auditEntriesToCsv } from '@runway-live/domain/people';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { containing, listConditions, listPage, listSpec } from '../../lists/listPage';
import { auditEntries, type AuditEntryRow } from './tables';

type Named = { entry: AuditEntryRow; accountName: string | null };

function present({ entry, accountName }: Named): ApiAuditEntry {
  return {
    _id: entry.id,
    accountId: entry.accountId,
    accountName,
    role: entry.role,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId,
    changes: { before: entry.changes.before ?? {}, after: entry.changes.after ?? {} },
    route: entry.route,
    address: entry.address,
    userAgent: entry.userAgent,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** A person as the log names them: 'Full Name · e-mail' (the e-mail alone without a name). */
const personName = sql<string>`nullif(concat_ws(' · ', nullif(${users.fullName}, ''), ${users.email}), '')`;

/** The account's name and e-mail, while it exists (an entry keeps no foreign key). */
const named = {
  entry: auditEntries,
  accountName: sql<
    string | null
  >`(select ${personName} from ${users} where ${users.id} = ${auditEntries.accountId})`,
};

export const AUDIT_LIST = listSpec<AuditListFilter>()({
  sortColumns: { createdAt: auditEntries.createdAt },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  tieBreaker: auditEntries.id,
  searchColumns: [auditEntries.route, auditEntries.resourceId],
  filters: {
    accountId: (value) => eq(auditEntries.accountId, value),
    resource: (value) => eq(auditEntries.resource, value),
    resourceId: (value) => eq(auditEntries.resourceId, value),
    action: (value) => eq(auditEntries.action, value),
    from: (value) => gte(auditEntries.createdAt, new Date(value)),
    to: (value) => lt(auditEntries.createdAt, new Date(value)),
  },
  rows: (db, total) =>
    db
      .select({ ...named, total })
      .from(auditEntries)
      .$dynamic(),
  present: (row) => present(row),
});

export function listAudit(
  ctx: AppContext,
  query: AuditListFilter,
): Promise<ListPage<ApiAuditEntry>> {
  return listPage(ctx.database.db, AUDIT_LIST, query);
}

/**
 * The person filter's choices: accounts with at least one entry (the account index answers
 * each), whose name or e-mail holds `search`, by name.
 */
export async function auditPeople(ctx: AppContext, search: string): Promise<ApiAuditPerson[]> {
  const pattern = search ? containing(search) : null;
  const rows = await ctx.database.db
    .select({ id: users.id, name: personName, roles: users.roles })
    .from(users)
    .where(
      and(
        sql`exists (select 1 from ${auditEntries} where ${auditEntries.accountId} = ${users.id})`,
        pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.email))
    .limit(AUDIT_PEOPLE_OFFERED);
  return rows.map((row) => ({ _id: row.id, name: row.name, role: effectiveRole(row) ?? null }));
}

export async function getAuditEntry(ctx: AppContext, id: string): Promise<ApiAuditEntry> {
  const [row] = await ctx.database.db
    .select(named)
    .from(auditEntries)
    .where(eq(auditEntries.id, id));
  if (!row) throw new ApiError(404, apiMessages.notFound);
  return present(row);
}

/** Entries read per page while the file is written. */
export const AUDIT_EXPORT_PAGE = 500;

/**
 * GET /api/v2/audit/export: the entries the list's filters select, newest first, written as
 * they are read (keyset pages, never the whole file in memory).
 */
export function exportAudit(ctx: AppContext, query: AuditExportFilter): Readable {
  const where = listConditions(AUDIT_LIST, { ...query, page: 1, limit: 1 } as AuditListFilter);
  async function* lines() {
    yield auditEntriesToCsv([]);
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page: Named[] = await ctx.database.db
        .select(named)
        .from(auditEntries)
        .where(
          and(
            where,
            after === null
              ? undefined
              : or(
                  lt(auditEntries.createdAt, after.createdAt),
                  and(
                    eq(auditEntries.createdAt, after.createdAt),
                    sql`${auditEntries.id} > ${after.id}`,
                  ),
                ),
          ),
        )
        .orderBy(desc(auditEntries.createdAt), auditEntries.id)
        .limit(AUDIT_EXPORT_PAGE);
      if (page.length === 0) return;
      yield `${auditEntriesToCsv(page.map(present), { header: false })}\r\n`;
      if (page.length < AUDIT_EXPORT_PAGE) return;
      const last = page.at(-1)!.entry;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return Readable.from(lines());
}
