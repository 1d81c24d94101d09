import type { ListPage } from '@runway-live/domain/api';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  DataTable,
  FilterBar,
  type FilterBarProps,
  SearchInput,
  tokens,
  visuallyHidden,
  type ColumnDef,
} from '@runway-live/ui';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../api/ApiProvider';
import { RouterLink } from '../shared/RouterLink';
import { DASHBOARD_CRUMB, Page, type PageProps } from '../shared/Page';
import { listTableProps, type ListControls } from './listTableProps';
import { useToast } from '../shared/useToast';

// A plain block, not a section: the table is the page's one region, named by its caption.
const StyledRowActions = styled.div`
  display: flex;
  gap: ${tokens.space[3]};
  align-items: center;
  justify-content: flex-end;
`;

/**
 * Every row action, whether it goes to a page (Edit, a look's Products) or acts (Delete),
 * is drawn as one kind of button, so a row's actions read as one set.
 */
export const ROW_ACTION_STYLE = { variant: 'ghost', size: 'sm' } as const;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

type Row = { _id: string };

export type ResourceListPageProps<Item extends Row> = {
  /** The page's title and the table's name, e.g. 'Colors'. */
  title: string;
  description?: ReactNode;
  /** Links to related pages, e.g. the size charts from the categories. */
  secondaryActions?: PageProps['secondaryActions'];
  /** The trail above the list; the dashboard when left out. */
  parents?: PageProps['parents'];
  /** The header's main action; the writing side's Add when left out. */
  primaryAction?: PageProps['primaryAction'];
  /** Filter controls after the search (a status, a designer …). */
  filters?: ReactNode;
  /** Status chips after the search (FilterBar's statuses), e.g. a designer's application. */
  statuses?: Pick<FilterBarProps, 'statuses' | 'selectedStatuses' | 'onStatusesChange'>;
  /** Whether a filter other than the search is set: 'Clear filters' and the empty text follow. */
  filtersActive?: boolean;
  /** Clears the search and every filter; clears the search alone when left out. */
  onClearFilters?: () => void;
  list: UseQueryResult<ListPage<Item>>;
  listState: ListControls;
  // Columns of different value types share one array (see DataTable).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: readonly ColumnDef<Item, any>[];
  /** What a row is called in its actions and messages, e.g. the colour's name. */
  rowLabel: (item: Item) => string;
  searchLabel: string;
  searchPlaceholder: string;
  /** What the resource is called, e.g. 'colour': 'Add colour', 'No colours yet'. */
  noun: { one: string; many: string };
  /**
   * Row selection: checkboxes on each row and, while rows are selected, a bar with their
   * count and these actions (given the selected ids and a way to clear the selection).
   * The selection clears when the page, sort, search or filters change.
   */
  bulkActions?: (ids: readonly string[], clearSelection: () => void) => ReactNode;
  /** Actions of one row, before the writing side's Edit and Delete; drawn in ROW_ACTION_STYLE. */
  rowActions?: (item: Item) => ReactNode;
  /** The empty list's text and action when nothing is filtered; 'Add …' when left out. */
  empty?: { description?: ReactNode; action?: ReactNode };
  /** Dialogs, sheets and hidden inputs the page's actions open. */
  children?: ReactNode;
  /** The writing side: the add page, each row's edit page and its delete. Absent: read-only. */
  write?: {
    addHref: string;
    editHref: (item: Item) => string;
    /** Absent: no Delete on the rows. */
    remove?: UseMutationResult<void, Error, string>;
    /** Which rows may be deleted (an event only as a draft or cancelled); every row when absent. */
    canRemove?: (item: Item) => boolean;
    /** Links before Edit on each row, e.g. a look's products. */
    rowLinks?: (item: Item) => readonly { label: string; href: string; name: string }[];
  };
};

/**
 * The rows selected on this page of the list. A new page, sort, search or filter shows
 * other rows, so the selection starts again rather than act on rows out of sight.
 */
function useSelection(state: object) {
  const [selection, setSelection] = useState<{ ids: string[]; of: object }>({
    ids: [],
    of: state,
  });
  const ids = selection.of === state ? selection.ids : [];
  return {
    ids,
    set: (next: string[]) => setSelection({ ids: next, of: state }),
    clear: () => setSelection({ ids: [], of: state }),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A resource's list page: its header (title, breadcrumb, Add), a search and the list's
 * filters, the DataTable with sort by column header, pagination, a loading skeleton, an
 * empty state with the primary action, a failure in place with Retry (network and 5xx
 * only), row actions, row selection with bulk actions, and for the writing side an Edit
 * link and a Delete that asks first. The state lives in the URL.
 */
export function ResourceListPage<Item extends Row>({
  title,
  description,
  secondaryActions,
  parents = [DASHBOARD_CRUMB],
  primaryAction,
  filters,
  statuses,
  filtersActive = false,
  onClearFilters,
  list,
  listState,
  columns,
  rowLabel,
  searchLabel,
  searchPlaceholder,
  noun,
  write,
  bulkActions,
  rowActions,
  empty,
  children,
}: ResourceListPageProps<Item>) {
  const toast = useToast();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const { state, update } = listState;
  const addLabel = `Add ${noun.one}`;
  const selection = useSelection(state);

  const actionColumn: ColumnDef<Item, unknown> | null =
    write || rowActions
      ? {
          id: 'actions',
          header: () => <StyledHidden>Actions</StyledHidden>,
          enableSorting: false,
          cell: ({ row }) => (
            <StyledRowActions>
              {rowActions?.(row.original)}
              {write?.rowLinks?.(row.original).map((link) => (
                <ButtonLink
                  key={link.href}
                  {...ROW_ACTION_STYLE}
                  href={link.href}
                  linkComponent={RouterLink}
                  aria-label={link.name}
                >
                  {link.label}
                </ButtonLink>
              ))}
              {write ? (
                <ButtonLink
                  {...ROW_ACTION_STYLE}
                  href={write.editHref(row.original)}
                  linkComponent={RouterLink}
                  aria-label={`Edit ${rowLabel(row.original)}`}
                >
                  Edit
                </ButtonLink>
              ) : null}
              {write?.remove && (write.canRemove?.(row.original) ?? true) ? (
                <Button
                  {...ROW_ACTION_STYLE}
                  aria-label={`Delete ${rowLabel(row.original)}`}
                  onClick={() => setToDelete(row.original)}
                >
                  Delete
                </Button>
              ) : null}
            </StyledRowActions>
          ),
        }
      : null;

  const confirmDelete = async () => {
    const remove = write?.remove;
    if (!remove || !toDelete) return;
    const label = rowLabel(toDelete);
    try {
      await remove.mutateAsync(toDelete._id);
      toast.success(`${capitalised(noun.one)} ${label} deleted`);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setToDelete(null);
    }
  };

  const filtered = state.search !== '' || filtersActive;
  const clear = onClearFilters ?? (() => update({ search: '' }));
  return (
    <Page
      title={title}
      description={description}
      secondaryActions={secondaryActions}
      parents={parents}
      primaryAction={
        primaryAction ??
        (write ? { label: addLabel, href: write.addHref, icon: 'plus' } : undefined)
      }
    >
      <FilterBar
        aria-label={`${title} filters`}
        search={
          <>
            <SearchInput
              label={searchLabel}
              placeholder={searchPlaceholder}
              defaultValue={state.search}
              onSearch={(search) => {
                if (search !== state.search) update({ search });
              }}
            />
            {filters}
          </>
        }
        {...statuses}
        onClear={filtered ? clear : undefined}
      />
      <DataTable
        caption={title}
        columns={actionColumn ? [...columns, actionColumn] : columns}
        {...listTableProps(list, listState)}
        getRowLabel={rowLabel}
        {...(bulkActions
          ? {
              selectedIds: selection.ids,
              onSelectionChange: selection.set,
              bulkActions: (ids: readonly string[]) => bulkActions(ids, selection.clear),
            }
          : {})}
        emptyTitle={filtered ? `No ${noun.many} found` : `No ${noun.many} yet`}
        emptyDescription={
          filtered
            ? state.search !== ''
              ? `No ${noun.one} matches “${state.search}”.`
              : `No ${noun.one} matches these filters.`
            : (empty?.description ?? `${capitalised(noun.many)} appear here once they are added.`)
        }
        emptyAction={
          filtered
            ? undefined
            : (empty?.action ??
              (write ? (
                <Button onClick={() => void navigate(write.addHref)}>{addLabel}</Button>
              ) : undefined))
        }
      />
      {children}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${noun.one}?`}
        confirmLabel="Delete"
        destructive
        busy={write?.remove?.isPending ?? false}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      >
        {toDelete
          ? `${capitalised(noun.one)} ${rowLabel(toDelete)} will be deleted. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </Page>
  );
}
