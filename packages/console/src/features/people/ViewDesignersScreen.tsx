import { FilterBar, SearchInput, DataTable, type SortingState } from '@runway-live/ui';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../api/ApiProvider';
import { showsInPlace } from '../../api/failurePolicy';
import { DASHBOARD_CRUMB, Page } from '../../app/Page';
import { DESIGNER_COLUMNS } from './designerColumns';
import {
  readDesignerListParams,
  writeDesignerListParams,
  type DesignerListParams,
} from './designerListParams';
import { useDesignerList } from './designersApi';

const STATUS_CHIPS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** The designers of the marketplace (admin and staff), its state kept in the URL. */
export function ViewDesignersScreen() {
  const [query, setQuery] = useSearchParams();
  const params = readDesignerListParams(query);
  const list = useDesignerList(params);

  // Any change of filter, search or sort starts again from the first page.
  const update = (change: Partial<DesignerListParams>) =>
    setQuery(writeDesignerListParams({ ...params, page: 1, ...change }));

  const sorting: SortingState = params.sort
    ? [{ id: params.sort.field, desc: params.sort.direction === 'desc' }]
    : [];

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
            applicationStatus:
              (next.find((status) => status !== params.applicationStatus) as
                DesignerListParams['applicationStatus'] | undefined) ?? null,
          })
        }
        onClear={
          params.search || params.applicationStatus
            ? () => update({ search: '', applicationStatus: null })
            : undefined
        }
      />
      <DataTable
        caption="Designers"
        columns={DESIGNER_COLUMNS}
        data={list.data?.items ?? []}
        getRowId={(user) => user._id}
        sorting={sorting}
        onSortingChange={(next) => {
          const [first] = next;
          update({
            sort: first
              ? {
                  field: first.id as NonNullable<DesignerListParams['sort']>['field'],
                  direction: first.desc ? 'desc' : 'asc',
                }
              : null,
          });
        }}
        pagination={{
          page: params.page,
          limit: params.limit,
          total: list.data?.total ?? 0,
          onPageChange: (page) => setQuery(writeDesignerListParams({ ...params, page })),
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
    </Page>
  );
}

export { ViewDesignersScreen as Screen };
