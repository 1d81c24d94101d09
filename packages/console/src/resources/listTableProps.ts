import type { ListPage, ListQuery } from '@runway-live/domain/api';
import type { DataTableProps, SortingState } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../api/ApiProvider';
import { showsInPlace } from '../api/failurePolicy';

/** What a list table needs of useListUrlState, whatever the resource's filters. */
export type ListControls = {
  state: ListQuery;
  // Methods, so a resource's narrower state (its own sort fields) fits.
  update(change: { search?: string; limit?: number }): void;
  setPage(page: number): void;
  sorting: SortingState;
  onSortingChange(sorting: SortingState): void;
};

/**
 * The DataTable props every list page binds the same way: the page of rows, sorting and
 * pagination from the URL state, the skeleton while loading, and the in-place failure with
 * Retry only for a network failure or a 5xx (section 8 answered the rest).
 */
export function listTableProps<Item extends { _id: string }>(
  list: UseQueryResult<ListPage<Item>>,
  controls: ListControls,
): Pick<
  DataTableProps<Item>,
  | 'data'
  | 'getRowId'
  | 'sorting'
  | 'onSortingChange'
  | 'pagination'
  | 'loading'
  | 'error'
  | 'onRetry'
> {
  return {
    data: list.data?.items ?? [],
    getRowId: (item) => item._id,
    sorting: controls.sorting,
    onSortingChange: controls.onSortingChange,
    pagination: {
      page: controls.state.page,
      limit: controls.state.limit,
      total: list.data?.total ?? 0,
      totalCapped: list.data?.totalCapped ?? false,
      onPageChange: controls.setPage,
      onLimitChange: (limit) => controls.update({ limit }),
    },
    loading: list.isPending,
    error: list.isError && showsInPlace(list.error) ? failureMessage(list.error) : null,
    onRetry: () => void list.refetch(),
  };
}
