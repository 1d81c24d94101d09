import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DataTable, type DataTableProps, type SortingState } from './DataTable';

type Product = { id: string; name: string; code: string; price: number };

const names = ['Silk slip dress', 'Wool overcoat', 'Linen shirt', 'Denim jacket', 'Cashmere scarf'];
const makeProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `${names[index % names.length]} ${index + 1}`,
    code: `RL-${String(index + 1).padStart(5, '0')}`,
    price: 40 + ((index * 37) % 460),
  }));

const catalogue = makeProducts(135);
const column = createColumnHelper<Product>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('code', { header: 'Product code', enableSorting: false }),
  column.accessor('price', { header: 'Price', cell: (cell) => `$${cell.getValue().toFixed(2)}` }),
];

type Args = DataTableProps<Product>;

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Product>,
  args: {
    caption: 'Products',
    columns,
    data: catalogue.slice(0, 5),
    getRowId: (product: Product) => product.id,
    getRowLabel: (product: Product) => product.name,
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const dataRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('aria-hidden'));

const firstCells = (canvas: ReturnType<typeof within>) =>
  dataRows(canvas).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** A list screen: the server answers one page, sorted as asked. */
function ServerListDemo(
  props: Args & { onRequest: (page: number, limit: number, sort: string) => void },
) {
  const { onRequest, ...tableProps } = props;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [sorting, setSorting] = useState<SortingState>([]);
  const sorted = [...catalogue];
  const [sort] = sorting;
  if (sort) {
    sorted.sort((a, b) => {
      const order = a[sort.id as keyof Product] > b[sort.id as keyof Product] ? 1 : -1;
      return sort.desc ? -order : order;
    });
  }
  return (
    <DataTable
      {...tableProps}
      data={sorted.slice((page - 1) * limit, page * limit)}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPage(1);
        const [first] = next;
        onRequest(1, limit, first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : '');
      }}
      pagination={{
        page,
        limit,
        total: catalogue.length,
        onPageChange: (next) => {
          setPage(next);
          onRequest(next, limit, '');
        },
        onLimitChange: setLimit,
      }}
    />
  );
}

export const Paginated: Story = {
  args: { onRequest: fn() } as Partial<Args>,
  render: (args) => <ServerListDemo {...(args as Args & { onRequest: () => void })} />,
  play: async ({ canvas, args }) => {
    const { onRequest } = args as unknown as { onRequest: ReturnType<typeof fn> };
    await expect(dataRows(canvas)).toHaveLength(20);
    await expect(canvas.getByText('1–20 of 135')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(onRequest).toHaveBeenLastCalledWith(2, 20, '');
    await expect(firstCells(canvas)[0]).toBe('Silk slip dress 21');
    // Sorting asks the server again, from page 1, and says so on the column header.
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
    await expect(onRequest).toHaveBeenLastCalledWith(1, 20, 'price:asc');
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(dataRows(canvas)[0]!).getAllByRole('cell')[2]).toHaveTextContent('$40.00');
    await expect(canvas.getByRole('columnheader', { name: 'Product code' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const SortsLoadedRows: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(firstCells(canvas)).toEqual([
      'Cashmere scarf 5',
      'Denim jacket 4',
      'Linen shirt 3',
      'Silk slip dress 1',
      'Wool overcoat 2',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstCells(canvas)[0]).toBe('Wool overcoat 2');
  },
};

export const Loading: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Products' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody [data-skeleton]')).toHaveLength(15);
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyTitle: 'No products yet',
    emptyDescription: 'Add a product or import a CSV file.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
    await expect(canvas.getByText('Add a product or import a CSV file.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { data: [], error: 'Technical error occured. Please try again.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Technical error occured. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const deleteProducts = fn();

/** Holds the selection as a list screen does. */
function SelectionDemo(props: Args) {
  const [selected, setSelected] = useState<readonly string[]>([]);
  return (
    <DataTable
      {...props}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange?.(ids);
      }}
    />
  );
}

export const Selected: Story = {
  args: {
    onSelectionChange: fn(),
    bulkActions: (ids) => (
      <Button variant="danger" size="sm" onClick={() => deleteProducts(ids)}>
        Delete
      </Button>
    ),
  },
  render: (args) => <SelectionDemo {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Wool overcoat 2' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Denim jacket 4' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p2', 'p4']);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    await expect(all.indeterminate).toBe(true);
    await expect(dataRows(canvas)[1]).toHaveAttribute('aria-selected', 'true');
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    await expect(deleteProducts).toHaveBeenCalledWith(['p2', 'p4']);
    await userEvent.click(all);
    // Earlier choices first, then the rest in row order.
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p2', 'p4', 'p1', 'p3', 'p5']);
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

export const LongListVirtualised: Story = {
  args: { data: makeProducts(5000), maxHeight: '24rem' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    // Only the rows in view (and a few around) are in the DOM.
    await waitFor(() => expect(dataRows(canvas).length).toBeGreaterThan(5));
    await expect(dataRows(canvas).length).toBeLessThan(60);
    const scroller = canvas.getByRole('region', { name: 'Products' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('RL-05000')).toBeVisible());
    // The header stays stuck to the top of the scrolled area.
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(
      Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
  },
};

type Account = { id: string; brand: string; name: string; email: string; status: string };
const account = createColumnHelper<Account>();
const accounts: Account[] = [
  {
    id: 'a1',
    brand: 'Maison Lumière',
    name: 'Léa Lumière',
    email: 'designer@runway.test',
    status: 'Approved',
  },
  {
    id: 'a2',
    brand: 'Atelier Nord',
    name: 'Nils Nord',
    email: 'atelier@runway.test',
    status: 'Pending',
  },
];

const deleteAccount = fn();

/**
 * A list page on a phone: the table sits in a page's grid (as the console's pages are
 * laid out) and has more columns than 375 px hold. Each row becomes a card in the page's
 * own scroll, its values under their column's names and its actions in sight.
 */
export const PhoneInAPageGrid: StoryObj<DataTableProps<Account>> = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <h1 style={{ margin: 0 }}>Designers</h1>
      <DataTable
        caption="Designers"
        columns={[
          account.accessor('brand', { header: 'Brand' }),
          account.accessor('name', { header: 'Name' }),
          account.accessor('email', { header: 'E-mail', enableSorting: false }),
          account.accessor('status', { header: 'Application' }),
          account.display({
            id: 'actions',
            header: () => 'Actions',
            cell: ({ row }) => (
              <div style={{ display: 'flex', gap: '0.75rem', justifyContent: 'flex-end' }}>
                <a href={`#edit-${row.original.id}`}>Edit</a>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${row.original.brand}`}
                  onClick={() => deleteAccount(row.original.id)}
                >
                  Delete
                </Button>
              </div>
            ),
          }),
        ]}
        data={accounts}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.brand}
        selectedIds={[]}
        onSelectionChange={fn()}
        pagination={{
          page: 1,
          limit: 20,
          total: accounts.length,
          onPageChange: () => undefined,
          onLimitChange: () => undefined,
        }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // No box of its own: the page scrolls, not a 576 px box inside it.
    const box = canvas.getByRole('region', { name: 'Designers' });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    await expect(box).not.toHaveAttribute('tabindex');
    // Still a table to assistive tech, a card per row to the eye.
    const table = canvas.getByRole('table', { name: 'Designers' });
    const row = within(table).getByRole('row', { name: /Atelier Nord/ });
    const email = within(row).getByRole('cell', { name: 'atelier@runway.test' });
    await expect(email).toHaveAttribute('data-label', 'E-mail');
    await expect(getComputedStyle(email, '::before').content).toBe('"E-mail"');
    // The row's actions are in sight, inside the screen.
    const remove = within(row).getByRole('button', { name: 'Delete Atelier Nord' });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.click(remove);
    await expect(deleteAccount).toHaveBeenCalledWith('a2');
    // Sorting stays at hand in the bar above the cards.
    await expect(canvas.getByRole('button', { name: /Brand/ })).toBeVisible();
    await expect(within(row).getByRole('checkbox', { name: 'Select Atelier Nord' })).toBeVisible();
  },
};

/** The bulk-action bar on a phone: the count and every action on one row. */
export const BulkBarOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    onSelectionChange: fn(),
    bulkActions: () => (
      <>
        <Button variant="secondary" size="sm">
          Publish
        </Button>
        <Button variant="secondary" size="sm">
          Unpublish
        </Button>
        <Button variant="secondary" size="sm">
          Export
        </Button>
        <Button variant="danger" size="sm">
          Delete
        </Button>
      </>
    ),
  },
  render: (args) => <SelectionDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Wool overcoat 2' }));
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    const tops = [bar.querySelector('span')!, ...within(bar).getAllByRole('button')].map((node) =>
      Math.round(node.getBoundingClientRect().top + node.getBoundingClientRect().height / 2),
    );
    await expect(new Set(tops).size).toBe(1);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(bar).toHaveTextContent(/^1 selected/);
  },
};
