import {
  API_ROUTES,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditListQuerySchema,
  type ApiAuditEntry,
} from '@runway-live/domain/api';
import { TextField, type ColumnDef } from '@runway-live/ui';
import { useMemo } from 'react';
import { ListFilter, ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { RouterLink } from '../../shared/RouterLink';
import { useCsvDownload } from '../../shared/useCsvDownload';
import { AuditPersonFilter } from './AuditPersonFilter';
import { auditLog } from './auditApi';
import { actionLabel, whenText, whoText } from './present';

/** The resources the screen offers as a filter: the tables most asked about. */
const RESOURCES = [
  'products',
  'orders',
  'designers',
  'events',
  'coupons',
  'users',
  'looks',
  'web_events',
  'categories',
  'colors',
] as const;
const RESOURCE_LABELS = Object.fromEntries(RESOURCES.map((name) => [name, name])) as Record<
  (typeof RESOURCES)[number],
  string
>;

/** 'yyyy-MM-dd' of a date field as the instant its day starts (UTC), and back. */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);
const dayOf = (instant: string | undefined) => instant?.slice(0, 10) ?? '';

function columns(): ColumnDef<ApiAuditEntry, unknown>[] {
  return [
    {
      id: 'createdAt',
      header: 'When',
      accessorFn: (entry) => entry.createdAt,
      cell: ({ row }) => (
        <RouterLink href={auditLog.paths.detail(row.original._id)}>
          {whenText(row.original.createdAt)}
        </RouterLink>
      ),
    },
    {
      id: 'account',
      header: 'Who',
      enableSorting: false,
      accessorFn: whoText,
    },
    {
      id: 'action',
      header: 'Action',
      enableSorting: false,
      accessorFn: (entry) => actionLabel(entry.action),
    },
    {
      id: 'resource',
      header: 'Resource',
      enableSorting: false,
      accessorFn: (entry) =>
        entry.resourceId ? `${entry.resource} ${entry.resourceId}` : entry.resource,
    },
    {
      id: 'fields',
      header: 'Changed fields',
      enableSorting: false,
      accessorFn: (entry) =>
        [...new Set([...Object.keys(entry.changes.before), ...Object.keys(entry.changes.after)])]
          .sort()
          .join(', ') || '—',
    },
  ];
}

/**
 * audit (issue 34; decision 0050): the admins' audit log, newest first, filtered by person,
 * resource (and its id, from a detail page's History), action and dates, all in the URL;
 * the same filters export as CSV.
 */
export function AuditScreen() {
  const listState = useListUrlState(auditListQuerySchema);
  const { state, update, apiQuery } = listState;
  const list = auditLog.useList(apiQuery);
  const tableColumns = useMemo(() => columns(), []);
  const csv = useCsvDownload(API_ROUTES.auditExport, 'audit.csv');
  const exportCsv = () =>
    csv.download({
      query: Object.fromEntries(
        Object.entries(apiQuery).filter(
          ([key, value]) => !['page', 'limit', 'sort'].includes(key) && value !== undefined,
        ),
      ) as Record<string, string>,
    });
  const filtersActive = [
    state.action,
    state.resource,
    state.resourceId,
    state.accountId,
    state.from,
    state.to,
  ].some((value) => value !== undefined);
  return (
    <ResourceListPage
      title="Audit log"
      description="Every change made through the console, the apps and the live control room, with who made it, from where, and the fields it changed. Entries are never changed or removed."
      list={list}
      listState={listState}
      columns={tableColumns}
      rowLabel={(entry) => `${actionLabel(entry.action)} ${entry.resource}`}
      searchLabel="Search the audit log"
      searchPlaceholder="Call or id"
      noun={{ one: 'entry', many: 'entries' }}
      primaryAction={{
        label: 'Export CSV',
        onClick: () => void exportCsv(),
        loading: csv.downloading,
      }}
      filtersActive={filtersActive}
      onClearFilters={() =>
        update({
          search: '',
          action: undefined,
          resource: undefined,
          resourceId: undefined,
          accountId: undefined,
          from: undefined,
          to: undefined,
        })
      }
      filters={
        <>
          <AuditPersonFilter
            accountId={state.accountId}
            entries={list.data?.items}
            onChange={(accountId) => update({ accountId })}
          />
          <ListSelectFilter
            label="Action"
            placeholder="Any action"
            values={AUDIT_ACTIONS}
            labels={AUDIT_ACTION_LABELS}
            value={state.action}
            onChange={(action) => update({ action })}
          />
          <ListSelectFilter
            label="Resource"
            placeholder="Any resource"
            values={RESOURCES}
            labels={RESOURCE_LABELS}
            value={state.resource as (typeof RESOURCES)[number] | undefined}
            onChange={(resource) => update({ resource, resourceId: undefined })}
          />
          <ListFilter>
            <TextField
              label="From"
              type="date"
              value={dayOf(state.from)}
              onChange={(event) => update({ from: dayStart(event.target.value) })}
            />
          </ListFilter>
          <ListFilter>
            <TextField
              label="Before"
              type="date"
              value={dayOf(state.to)}
              onChange={(event) => update({ to: dayStart(event.target.value) })}
            />
          </ListFilter>
        </>
      }
      rowActions={(entry) =>
        entry.accountId ? (
          <RouterLink href={`${auditLog.paths.list}?accountId=${entry.accountId}`}>
            Their changes
          </RouterLink>
        ) : null
      }
      empty={{ description: 'Changes appear here as they are made.' }}
    />
  );
}

export { AuditScreen as Screen };
