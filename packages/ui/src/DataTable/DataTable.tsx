import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { media } from '../theme/media';
import {
  StyledBulkActions,
  StyledBulkBar,
  StyledDataTable,
  StyledScroller,
  StyledSelectCell,
  StyledSortButton,
  StyledSpacer,
  StyledStateCell,
  StyledTable,
} from './DataTable.styles';

export type { ColumnDef, SortingState } from '@tanstack/react-table';

export type DataTableProps<Row> = {
  /** Names the table for assistive tech, e.g. 'Products'. */
  caption: string;
  // Columns of different value types share one array; TanStack types them `any` for that.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: readonly ColumnDef<Row, any>[];
  data: readonly Row[];
  getRowId: (row: Row) => string;
  /** What a row's checkbox says after 'Select', e.g. the product's name. */
  getRowLabel?: (row: Row) => string;
  /** Server-side sorting: the sort of the request; without it the table sorts the rows it has. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Server-side pagination: shows the pager under the table. */
  pagination?: Omit<PaginationProps, 'aria-label'>;
  /** Row selection: shows the checkboxes when onSelectionChange is given. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** The actions for the selected rows (Delete, Publish…), shown while any row is selected. */
  bulkActions?: (selectedIds: readonly string[]) => ReactNode;
  loading?: boolean;
  /** A failed load: the message and, with onRetry, a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Rows past this count are virtualised (long lists loaded at once). */
  virtualiseFrom?: number;
  /** The scroll area's height cap; the header sticks to its top. */
  maxHeight?: string;
};

const LOADING_ROWS = 5;
const ROW_ESTIMATE_PX = 41;

function ariaSort(header: Header<never, unknown>) {
  const direction = header.column.getIsSorted();
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return header.column.getCanSort() ? 'none' : undefined;
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp aria-hidden />;
  if (direction === 'desc') return <ArrowDown aria-hidden />;
  return <ArrowUpDown aria-hidden />;
}

/** A cell's label on a phone's card: its column's header when that is words, else none. */
const cardLabel = (header: unknown): string => (typeof header === 'string' ? header : '');

const toSelection = (ids: readonly string[]): RowSelectionState =>
  Object.fromEntries(ids.map((id) => [id, true]));

const resolve = <T,>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

/**
 * The console's list table on TanStack Table: sortable columns, server-side pages, row
 * selection with bulk actions, loading, empty and error states, a sticky header and
 * virtualised rows for long lists. On a phone each row is a card (each value under its
 * column's name, the row's actions in sight) in the page's own scroll, not a wide table
 * in a box of its own.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  getRowId,
  getRowLabel = getRowId,
  sorting: serverSorting,
  onSortingChange,
  pagination,
  selectedIds = [],
  onSelectionChange,
  bulkActions,
  loading = false,
  error = null,
  onRetry,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  emptyAction,
  virtualiseFrom = 200,
  maxHeight = '36rem',
}: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const manualSorting = Boolean(onSortingChange);
  const sorting = manualSorting ? (serverSorting ?? []) : localSorting;
  const rowSelection = useMemo(() => toSelection(selectedIds), [selectedIds]);
  const selectable = Boolean(onSelectionChange);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is read during render by design
  const table = useReactTable<Row>({
    data: data as Row[],
    columns: columns as ColumnDef<Row, unknown>[],
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting,
    // Every column sorts ascending first (TanStack starts numbers descending).
    sortDescFirst: false,
    enableRowSelection: selectable,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      if (onSortingChange) onSortingChange(next);
      else setLocalSorting(next);
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      // Earlier choices keep their order; newly ticked rows follow in row order.
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const cards = useMediaQuery(media.narrow);
  // Cards of any height in the page's scroll: nothing to virtualise against.
  const virtualise = !cards && !loading && !error && rows.length > virtualiseFrom;
  // Table semantics said outright: a table laid out as cards keeps them in every browser.
  const role = (name: string) => (cards ? name : undefined);
  const virtualizer = useVirtualizer({
    count: virtualise ? rows.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 10,
  });
  const columnCount = columns.length + (selectable ? 1 : 0);

  const virtualRows = virtualizer.getVirtualItems();
  const shownRows = virtualise ? virtualRows.map((item) => rows[item.index]!) : rows;
  const paddingTop = virtualise ? (virtualRows[0]?.start ?? 0) : 0;
  const paddingBottom = virtualise
    ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0)
    : 0;

  const stateRow = (content: ReactNode) => (
    <tr role={role('row')}>
      <StyledStateCell role={role('cell')} colSpan={columnCount} data-label="">
        {content}
      </StyledStateCell>
    </tr>
  );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: LOADING_ROWS }, (_, index) => (
      <tr key={index} role={role('row')}>
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell} role={role('cell')} data-label="">
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = stateRow(
      <Alert tone="error">
        {error}{' '}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Alert>,
    );
  } else if (rows.length === 0) {
    body = stateRow(
      <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />,
    );
  } else {
    body = (
      <>
        {paddingTop > 0 ? (
          <StyledSpacer aria-hidden>
            <td colSpan={columnCount} style={{ height: paddingTop }} />
          </StyledSpacer>
        ) : null}
        {shownRows.map((row) => (
          <tr
            key={row.id}
            role={role('row')}
            aria-selected={selectable ? row.getIsSelected() : undefined}
            aria-rowindex={virtualise ? row.index + 2 : undefined}
          >
            {selectable ? (
              <StyledSelectCell role={role('cell')} data-label="">
                <input
                  type="checkbox"
                  aria-label={`Select ${getRowLabel(row.original)}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              </StyledSelectCell>
            ) : null}
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                role={role('cell')}
                data-label={cardLabel(cell.column.columnDef.header)}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
        {paddingBottom > 0 ? (
          <StyledSpacer aria-hidden>
            <td colSpan={columnCount} style={{ height: paddingBottom }} />
          </StyledSpacer>
        ) : null}
      </>
    );
  }

  return (
    <StyledDataTable>
      {bulkActions && selectedIds.length > 0 ? (
        <StyledBulkBar role="region" aria-label="Bulk actions">
          <span>{selectedIds.length} selected</span>
          <StyledBulkActions>{bulkActions(selectedIds)}</StyledBulkActions>
        </StyledBulkBar>
      ) : null}
      <StyledScroller
        ref={scrollerRef}
        $maxHeight={maxHeight}
        $cards={cards}
        role="region"
        aria-label={caption}
        // The scroll area takes focus so the keyboard can scroll it; cards do not scroll.
        tabIndex={cards ? undefined : 0}
      >
        <StyledTable
          $cards={cards}
          role={role('table')}
          aria-busy={loading || undefined}
          aria-rowcount={virtualise ? rows.length + 1 : undefined}
        >
          <caption>{caption}</caption>
          <thead role={role('rowgroup')}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role={role('row')} aria-rowindex={virtualise ? 1 : undefined}>
                {selectable ? (
                  <th scope="col" role={role('columnheader')} data-select="">
                    <input
                      type="checkbox"
                      aria-label="Select all rows"
                      checked={table.getIsAllRowsSelected()}
                      ref={(input) => {
                        if (input) input.indeterminate = table.getIsSomeRowsSelected();
                      }}
                      disabled={loading || rows.length === 0}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role={role('columnheader')}
                      colSpan={header.colSpan}
                      aria-sort={ariaSort(header as Header<never, unknown>)}
                    >
                      {header.column.getCanSort() ? (
                        <StyledSortButton
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <SortIcon direction={header.column.getIsSorted()} />
                        </StyledSortButton>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role={role('rowgroup')}>{body}</tbody>
        </StyledTable>
      </StyledScroller>
      {pagination ? <Pagination {...pagination} /> : null}
    </StyledDataTable>
  );
}
