import type { ListPage } from '@runway-live/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FilterBar,
  Link,
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
import { RouterLink } from '../app/RouterLink';
import { DASHBOARD_CRUMB, Page, type PageProps } from '../app/Page';
import { listTableProps, type ListControls } from './listTableProps';
import { useToast } from '../app/useToast';

// A plain block, not a section: the table is the page's one region, named by its caption.
const StyledRowActions = styled.div`
  display: flex;
  gap: ${tokens.space[3]};
  align-items: center;
  justify-content: flex-end;
`;

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
  /** Filter controls after the search (a status, a designer …). */
  filters?: ReactNode;
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
  /** The writing side: the add page, each row's edit page and its delete. Absent: read-only. */
  write?: {
    addHref: string;
    editHref: (item: Item) => string;
    remove: UseMutationResult<void, Error, string>;
    /** Links before Edit on each row, e.g. a look's products. */
    rowLinks?: (item: Item) => readonly { label: string; href: string; name: string }[];
  };
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A resource's list page: its header (title, breadcrumb, Add), a search, the DataTable
 * with sort by column header, pagination, a loading skeleton, an empty state with the
 * primary action, a failure in place with Retry (network and 5xx only), and for the
 * writing side an Edit link and a Delete that asks first. The state lives in the URL.
 */
export function ResourceListPage<Item extends Row>({
  title,
  description,
  secondaryActions,
  parents = [DASHBOARD_CRUMB],
  filters,
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
}: ResourceListPageProps<Item>) {
  const toast = useToast();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const { state, update } = listState;
  const addLabel = `Add ${noun.one}`;

  const actionColumn: ColumnDef<Item, unknown> | null = write
    ? {
        id: 'actions',
        header: () => <StyledHidden>Actions</StyledHidden>,
        enableSorting: false,
        cell: ({ row }) => (
          <StyledRowActions>
            {write.rowLinks?.(row.original).map((link) => (
              <Link
                key={link.href}
                href={link.href}
                linkComponent={RouterLink}
                aria-label={link.name}
              >
                {link.label}
              </Link>
            ))}
            <Link
              href={write.editHref(row.original)}
              linkComponent={RouterLink}
              aria-label={`Edit ${rowLabel(row.original)}`}
            >
              Edit
            </Link>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${rowLabel(row.original)}`}
              onClick={() => setToDelete(row.original)}
            >
              Delete
            </Button>
          </StyledRowActions>
        ),
      }
    : null;

  const confirmDelete = async () => {
    if (!write || !toDelete) return;
    const label = rowLabel(toDelete);
    try {
      await write.remove.mutateAsync(toDelete._id);
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
      primaryAction={write ? { label: addLabel, href: write.addHref, icon: 'plus' } : undefined}
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
        onClear={filtered ? clear : undefined}
      />
      <DataTable
        caption={title}
        columns={actionColumn ? [...columns, actionColumn] : columns}
        {...listTableProps(list, listState)}
        emptyTitle={filtered ? `No ${noun.many} found` : `No ${noun.many} yet`}
        emptyDescription={
          filtered
            ? state.search !== ''
              ? `No ${noun.one} matches “${state.search}”.`
              : `No ${noun.one} matches these filters.`
            : `${capitalised(noun.many)} appear here once they are added.`
        }
        emptyAction={
          write && !filtered ? (
            <Button onClick={() => void navigate(write.addHref)}>{addLabel}</Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${noun.one}?`}
        confirmLabel="Delete"
        destructive
        busy={write?.remove.isPending ?? false}
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
