import { designerListQuerySchema, type DesignerListFilter } from '@runway-live/domain';
import { FilterBar, SearchInput, DataTable } from '@runway-live/ui';
import { DASHBOARD_CRUMB, Page } from '../../app/Page';
import { listTableProps } from '../../resources/listTableProps';
import { useListUrlState } from '../../resources/listUrlState';
import { DESIGNER_COLUMNS } from './designerColumns';
import { useDesignerList } from './designersApi';

const STATUS_CHIPS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** The designers of the marketplace (admin and staff), its state kept in the URL. */
export function ViewDesignersScreen() {
  const listState = useListUrlState(designerListQuerySchema);
  const { state: params, update } = listState;
  const list = useDesignerList(listState.apiQuery);

  return (
    // The frame is a plain block, not a section: inside the shell's main, the table is the
    // page's one region (named 'Designers'); a second landmark of that name would repeat it.
    <Page title="Designers" parents={[DASHBOARD_CRUMB]}>
      <FilterBar
        aria-label="Designer filters"
        search={
          <SearchInput
            label="Search designers"
            placeholder="Brand, name or e-mail"
            defaultValue={params.search}
            onSearch={(search) => {
              if (search !== params.search) update({ search });
            }}
          />
        }
        statuses={STATUS_CHIPS}
        selectedStatuses={params.applicationStatus ? [params.applicationStatus] : []}
        // The API filters by one status: the chip just pressed replaces the previous one.
        onStatusesChange={(next) =>
          update({
            applicationStatus: next.find((status) => status !== params.applicationStatus) as
              DesignerListFilter['applicationStatus'] | undefined,
          })
        }
        onClear={
          params.search || params.applicationStatus
            ? () => update({ search: '', applicationStatus: undefined })
            : undefined
        }
      />
      <DataTable
        caption="Designers"
        columns={DESIGNER_COLUMNS}
        {...listTableProps(list, listState)}
        emptyTitle="No designers found"
        emptyDescription={
          params.search || params.applicationStatus
            ? 'No designer matches these filters.'
            : 'Designers appear here once they sign up.'
        }
      />
    </Page>
  );
}

export { ViewDesignersScreen as Screen };
