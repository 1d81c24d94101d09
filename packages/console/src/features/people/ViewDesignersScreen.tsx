import { designerListQuerySchema, type DesignerListFilter } from '@runway-live/domain';
import { FilterBar, SearchInput, DataTable, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { showsInPlace } from '../../api/failurePolicy';
import { useListUrlState } from '../../resources/listUrlState';
import { DESIGNER_COLUMNS } from './designerColumns';
import { useDesignerList } from './designersApi';

// A plain block, not a section: inside the shell's main, the table is the page's one region
// (named 'Designers'); a section named by the same heading would be a second landmark.
const StyledPage = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  padding: ${tokens.space[5]};
`;

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
    <StyledPage>
      <h1>Designers</h1>
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
        data={list.data?.items ?? []}
        getRowId={(user) => user._id}
        sorting={listState.sorting}
        onSortingChange={listState.onSortingChange}
        pagination={{
          page: params.page,
          limit: params.limit,
          total: list.data?.total ?? 0,
          onPageChange: listState.setPage,
          onLimitChange: (limit) => update({ limit }),
        }}
        loading={list.isPending}
        error={list.isError && showsInPlace(list.error) ? failureMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        emptyTitle="No designers found"
        emptyDescription={
          params.search || params.applicationStatus
            ? 'No designer matches these filters.'
            : 'Designers appear here once they sign up.'
        }
      />
    </StyledPage>
  );
}

export { ViewDesignersScreen as Screen };
