import { webEventGroupListQuerySchema, type ApiWebEventGroup } from '@runway-live/domain/api';
import { Link, type ColumnDef } from '@runway-live/ui';
import { useMemo } from 'react';
import { RouterLink } from '../../shared/RouterLink';
import { useCanWrite } from '../../shared/useCanWrite';
import { useListUrlState } from '../../resources/listUrlState';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { DesignerFilter } from '../people';
import { WEB_EVENT_GROUPS_LIST, webEventGroups } from './webEventGroupsApi';

function groupColumns(showDesigner: boolean): ColumnDef<ApiWebEventGroup, string>[] {
  const columns: ColumnDef<ApiWebEventGroup, string>[] = [
    {
      id: 'name',
      header: 'Group',
      accessorFn: (group) => group.name,
      cell: ({ row }) => (
        <Link href={webEventGroups.paths.edit(row.original._id)} linkComponent={RouterLink}>
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'webEvents',
      header: 'Web events',
      enableSorting: false,
      accessorFn: (group) => String(group.webEventIds.length),
    },
  ];
  if (showDesigner) {
    columns.push({
      id: 'designer',
      header: 'Designer',
      enableSorting: false,
      accessorFn: (group) => group.designerBrand || '—',
    });
  }
  return columns;
}

/**
 * web-event-groups: the groups of web events the player plays one after the other (search
 * on the name, designer for admin and staff; sorted and paged, in the URL).
 */
export function WebEventGroupsScreen() {
  const listState = useListUrlState(webEventGroupListQuerySchema);
  const { state, update } = listState;
  const adminSide = useCanWrite();
  const list = webEventGroups.useList(listState.apiQuery);
  const remove = webEventGroups.useRemove();
  const columns = useMemo(() => groupColumns(adminSide), [adminSide]);
  return (
    <ResourceListPage
      title={WEB_EVENT_GROUPS_LIST.title}
      description="Web events the player plays one after the other, with one embed code."
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(group) => group.name}
      searchLabel="Search groups"
      searchPlaceholder="Group name"
      noun={{ one: 'group', many: 'groups' }}
      filtersActive={state.designerId !== undefined}
      onClearFilters={() => update({ search: '', designerId: undefined })}
      filters={
        adminSide ? (
          <DesignerFilter
            designerId={state.designerId}
            items={list.data?.items ?? []}
            placeholder="All designers"
            onChange={(designerId) => update({ designerId })}
          />
        ) : undefined
      }
      write={{
        addHref: webEventGroups.paths.add,
        editHref: (group) => webEventGroups.paths.edit(group._id),
        remove,
      }}
    />
  );
}

export { WebEventGroupsScreen as Screen };
