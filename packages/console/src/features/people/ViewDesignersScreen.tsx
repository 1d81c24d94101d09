import { designerListQuerySchema, type DesignerListFilter } from '@runway-live/domain';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { DESIGNER_COLUMNS } from './designerColumns';
import { designers } from './designersApi';

const STATUS_CHIPS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** The designers of the marketplace (admin and staff), its state kept in the URL. */
export function ViewDesignersScreen() {
  const listState = useListUrlState(designerListQuerySchema);
  const { state, update } = listState;
  const list = designers.useList(listState.apiQuery);

  return (
    <ResourceListPage
      title="Designers"
      list={list}
      listState={listState}
      columns={DESIGNER_COLUMNS}
      rowLabel={(user) => user.designer?.brandName || user.fullName}
      searchLabel="Search designers"
      searchPlaceholder="Brand, name or e-mail"
      noun={{ one: 'designer', many: 'designers' }}
      empty={{ description: 'Designers appear here once they sign up.' }}
      filtersActive={state.applicationStatus !== undefined}
      onClearFilters={() => update({ search: '', applicationStatus: undefined })}
      statuses={{
        statuses: STATUS_CHIPS,
        selectedStatuses: state.applicationStatus ? [state.applicationStatus] : [],
        // The API filters by one status: the chip just pressed replaces the previous one.
        onStatusesChange: (next) =>
          update({
            applicationStatus: next.find((status) => status !== state.applicationStatus) as
              DesignerListFilter['applicationStatus'] | undefined,
          }),
      }}
    />
  );
}

export { ViewDesignersScreen as Screen };
