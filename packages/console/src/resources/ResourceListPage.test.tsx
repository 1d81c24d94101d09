import type { ListPage, ListQuery } from '@runway-live/domain/api';
import { Button, Select } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../test/renderApp';
import { ResourceListPage } from './ResourceListPage';
import type { ListControls } from './listTableProps';

type Coat = { _id: string; name: string };
const COATS: Coat[] = [
  { _id: 'c1', name: 'Wool coat' },
  { _id: 'c2', name: 'Rain coat' },
  { _id: 'c3', name: 'Pea coat' },
];

/** A settled page of `items`, as react-query hands it to the page. */
function settled(items: Coat[], capped = false): UseQueryResult<ListPage<Coat>> {
  return {
    data: capped
      ? { items, total: 10_000, totalCapped: true, page: 1, limit: 20 }
      : { items, total: items.length + 40, page: 1, limit: 20 },
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<ListPage<Coat>>;
}

function Harness({
  items = COATS,
  onBulk = vi.fn(),
  capped = false,
}: {
  items?: Coat[];
  onBulk?: (ids: readonly string[]) => void;
  /** The server's count stopped at 10 000 (decision 0038). */
  capped?: boolean;
}) {
  const [state, setState] = useState<ListQuery>({ page: 1, limit: 20, search: '' });
  const [lining, setLining] = useState('');
  const listState: ListControls = useMemo(
    () => ({
      state,
      update: (change) => setState({ ...state, page: 1, ...change }),
      setPage: (page) => setState({ ...state, page }),
      sorting: [],
      onSortingChange: () => undefined,
    }),
    [state],
  );
  return (
    <ResourceListPage
      title="Coats"
      list={settled(items, capped)}
      listState={listState}
      columns={[{ id: 'name', header: 'Name', accessorFn: (coat: Coat) => coat.name }]}
      rowLabel={(coat) => coat.name}
      searchLabel="Search coats"
      searchPlaceholder="Name"
      noun={{ one: 'coat', many: 'coats' }}
      filters={
        <Select
          label="Lining"
          placeholder="Any lining"
          options={[{ value: 'silk', label: 'Silk' }]}
          value={lining}
          onChange={(event) => setLining(event.target.value)}
        />
      }
      filtersActive={lining !== ''}
      onClearFilters={() => setLining('')}
      rowActions={(coat) => (
        <Button size="sm" variant="ghost" aria-label={`Copy ${coat.name}`}>
          Copy
        </Button>
      )}
      bulkActions={(ids, clearSelection) => (
        <Button
          size="sm"
          onClick={() => {
            onBulk(ids);
            clearSelection();
          }}
        >
          Archive
        </Button>
      )}
      empty={{
        description: 'Import a catalogue of coats.',
        action: <Button>Import coats</Button>,
      }}
    />
  );
}

function renderList(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <AppProviders store={createStore()}>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'Coats' });

describe('ResourceListPage', () => {
  it('selects rows and hands the selected ids to the bulk actions, which clear them', async () => {
    const onBulk = vi.fn();
    const user = renderList({ onBulk });
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Wool coat' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Pea coat' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onBulk).toHaveBeenCalledWith(['c1', 'c3']);
    expect(screen.queryByText('2 selected')).toBeNull();
    expect(within(table()).getByRole('checkbox', { name: 'Select Wool coat' })).not.toBeChecked();
  });

  it('starts the selection again when the list shows other rows', async () => {
    const user = renderList();
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Rain coat' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search coats' }), 'pea{Enter}');
    expect(screen.queryByText('1 selected')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it("draws each row's actions and the list's own filters", async () => {
    const user = renderList();
    const row = within(table()).getByRole('row', { name: /Rain coat/ });
    expect(within(row).getByRole('button', { name: 'Copy Rain coat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lining' }), 'silk');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Lining' })).toHaveValue('');
  });

  it('pages on past a count the server stopped at, saying "more than"', async () => {
    const user = renderList({ capped: true });
    expect(screen.getByText('1–20 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 500+')).toBeInTheDocument();
  });

  it('says the exact total and the last page when the count is exact', () => {
    renderList();
    expect(screen.getByText('1–20 of 43')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("shows the page's own empty-state text and action when there is nothing yet", () => {
    renderList({ items: [] });
    expect(screen.getByText('No coats yet')).toBeInTheDocument();
    expect(screen.getByText('Import a catalogue of coats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import coats' })).toBeInTheDocument();
  });
});
