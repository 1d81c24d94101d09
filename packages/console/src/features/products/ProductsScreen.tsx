import {
  LIST_LIMIT_MAX,
  PRODUCT_STATUSES,
  productListQuerySchema,
  type ApiProduct,
  type ProductStatus,
} from '@runway-live/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  FilterBar,
  SearchInput,
  Select,
  tokens,
} from '@runway-live/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { Page } from '../../app/Page';
import { useCanWrite } from '../../app/useCanWrite';
import { useToast } from '../../app/useToast';
import { listTableProps } from '../../resources/listTableProps';
import { useListUrlState } from '../../resources/listUrlState';
import { useDesignerList } from '../people/designersApi';
import { categories } from '../referenceData/categories/categoriesApi';
import { productColumns } from './productColumns';
import { productRoutesOf } from './productContext';
import { ProductContextGate, type ResolvedProductContext } from './ProductContextGate';
import { products, useBulkProductActions, useLookOptions } from './productsApi';
import { categoryOptions } from './categoryOptions';
import {
  DownloadTemplateAction,
  exportQuery,
  useCsvDownloads,
  useImportCsvAction,
} from '../productImport';

const StyledFilter = styled.div`
  flex: 1 1 10rem;
  max-width: 14rem;
`;

const StyledBulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
`;

const StyledEmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  justify-content: center;
`;

const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};
const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const STOCK_OPTIONS = [
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Out of stock' },
];
/** Every category and designer fits one page (the reference data holds about a hundred). */
const ALL = { page: '1', limit: String(LIST_LIMIT_MAX) };

const productsCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** view-products, event/products/:event_id and event-detail/products/:event_id. */
export function ProductsScreen() {
  return <ProductContextGate>{(context) => <ProductList context={context} />}</ProductContextGate>;
}

function ProductList({ context }: { context: ResolvedProductContext }) {
  const listState = useListUrlState(productListQuerySchema);
  const { state, update } = listState;
  const apiQuery = useMemo(
    () =>
      context.eventId ? { ...listState.apiQuery, eventId: context.eventId } : listState.apiQuery,
    [listState.apiQuery, context.eventId],
  );
  const list = products.useList(apiQuery);
  const isStaff = useCanWrite();
  const designers = useDesignerList(ALL, isStaff);
  const categoryList = categories.useList({ ...ALL, sort: 'categoryId:asc' });
  const bulk = useBulkProductActions();
  const toast = useToast();
  const navigate = useNavigate();
  const importCsv = useImportCsvAction(context.eventId ? { eventId: context.eventId } : {});
  const downloads = useCsvDownloads();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [lookDialog, setLookDialog] = useState(false);
  const [lookId, setLookId] = useState('');
  const looks = useLookOptions(lookDialog);

  const routes = useMemo(() => productRoutesOf(context), [context]);
  const designerName = useMemo(() => {
    const names = new Map(
      (designers.data?.items ?? []).map((user) => [
        user._id,
        user.designer?.brandName || user.fullName,
      ]),
    );
    return (id: string) => names.get(id) ?? '—';
  }, [designers.data]);
  const columns = useMemo(
    () =>
      productColumns({
        editPath: (product: ApiProduct) => routes.editPath(product._id),
        designerName: isStaff ? designerName : undefined,
      }),
    [routes, isStaff, designerName],
  );

  const filtered =
    state.search !== '' ||
    [state.status, state.stock, state.categoryId, state.designerId].some(
      (value) => value !== undefined,
    );

  async function run(action: () => Promise<{ done: number; archived: number }>, verb: string) {
    try {
      const { done, archived } = await action();
      const parts = [];
      if (done > 0 || archived === 0) parts.push(`${productsCount(done)} ${verb}`);
      if (archived > 0) {
        parts.push(
          `${productsCount(archived)} archived instead of deleted: ${
            archived === 1 ? 'it is' : 'they are'
          } in an order`,
        );
      }
      toast.success(parts.join('. '));
      setSelected([]);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  }

  const bulkActions = (ids: readonly string[]) => (
    <StyledBulk>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          void run(() => bulk.setStatus.mutateAsync({ ids, status: 'archived' }), 'archived')
        }
      >
        Archive
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={downloads.busy === 'export'}
        onClick={() => void downloads.download('export', exportQuery({ ids }))}
      >
        Export CSV
      </Button>
      <Select
        label="Set status"
        placeholder="Set status…"
        options={STATUS_OPTIONS}
        value=""
        onChange={(event) => {
          const status = event.target.value as ProductStatus;
          if (!status) return;
          void run(
            () => bulk.setStatus.mutateAsync({ ids, status }),
            `set to ${STATUS_LABELS[status]}`,
          );
        }}
      />
      <Button size="sm" variant="secondary" onClick={() => setLookDialog(true)}>
        Add to look
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
        Delete
      </Button>
    </StyledBulk>
  );

  const lookOptions = (looks.data?.items ?? []).map((look) => ({
    value: look._id,
    label: `${look.name} (${look.productCount})`,
  }));

  return (
    <Page
      title={context.listTitle}
      parents={context.parents}
      description={
        context.eventId
          ? 'The products of this event.'
          : 'What you sell, with its colours, sizes and stock.'
      }
      primaryAction={{ label: 'Add product', href: routes.addPath, icon: 'plus' }}
      secondaryActions={[
        {
          label: 'Import CSV',
          onClick: importCsv.chooseFile,
          icon: 'upload',
          loading: importCsv.preparing,
        },
        {
          label: 'Export CSV',
          onClick: () => void downloads.download('export', exportQuery({ filter: apiQuery })),
          icon: 'download',
          loading: downloads.busy === 'export',
        },
      ]}
    >
      <DownloadTemplateAction />
      <FilterBar
        aria-label="Product filters"
        search={
          <>
            <SearchInput
              label="Search products"
              placeholder="Name, code or brand"
              defaultValue={state.search}
              onSearch={(search) => {
                if (search !== state.search) update({ search });
              }}
            />
            <StyledFilter>
              <Select
                label="Status"
                placeholder="Any status"
                options={STATUS_OPTIONS}
                value={state.status ?? ''}
                onChange={(event) =>
                  update({ status: (event.target.value || undefined) as ProductStatus | undefined })
                }
              />
            </StyledFilter>
            <StyledFilter>
              <Select
                label="Stock"
                placeholder="Any stock"
                options={STOCK_OPTIONS}
                value={state.stock ?? ''}
                onChange={(event) =>
                  update({ stock: (event.target.value || undefined) as 'in' | 'out' | undefined })
                }
              />
            </StyledFilter>
            <StyledFilter>
              <Select
                label="Category"
                placeholder="Any category"
                options={categoryOptions(categoryList.data?.items ?? [])}
                value={state.categoryId === undefined ? '' : String(state.categoryId)}
                onChange={(event) =>
                  update({
                    categoryId: event.target.value ? Number(event.target.value) : undefined,
                  })
                }
              />
            </StyledFilter>
            {isStaff ? (
              <StyledFilter>
                <Select
                  label="Designer"
                  placeholder="Any designer"
                  options={(designers.data?.items ?? []).map((user) => ({
                    value: user._id,
                    label: designerName(user._id),
                  }))}
                  value={state.designerId ?? ''}
                  onChange={(event) => update({ designerId: event.target.value || undefined })}
                />
              </StyledFilter>
            ) : null}
          </>
        }
        onClear={
          filtered
            ? () =>
                update({
                  search: '',
                  status: undefined,
                  stock: undefined,
                  categoryId: undefined,
                  designerId: undefined,
                })
            : undefined
        }
      />
      <DataTable
        caption={context.listTitle}
        columns={columns}
        {...listTableProps(list, listState)}
        getRowLabel={(product) => product.productName}
        selectedIds={selected}
        onSelectionChange={setSelected}
        bulkActions={bulkActions}
        emptyTitle={filtered ? 'No products found' : 'No products yet'}
        emptyDescription={
          filtered
            ? 'No product matches these filters.'
            : 'Add your first product, or import a catalogue from a CSV file.'
        }
        emptyAction={
          filtered ? undefined : (
            <StyledEmptyActions>
              <Button onClick={() => void navigate(routes.addPath)}>Add product</Button>
              <Button variant="secondary" onClick={importCsv.chooseFile}>
                Import CSV
              </Button>
            </StyledEmptyActions>
          )
        }
      />
      {importCsv.element}
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${productsCount(selected.length)}?`}
        confirmLabel="Delete"
        destructive
        busy={bulk.remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          void run(() => bulk.remove.mutateAsync(selected), 'deleted').finally(() =>
            setConfirmDelete(false),
          )
        }
      >
        The selected products will be deleted. A product that is in an order is archived instead.
      </ConfirmDialog>
      <Dialog
        open={lookDialog}
        title="Add to look"
        onClose={() => setLookDialog(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setLookDialog(false)}>
              Cancel
            </Button>
            <Button
              disabled={!lookId}
              loading={bulk.addToLook.isPending}
              onClick={() =>
                void run(
                  () => bulk.addToLook.mutateAsync({ ids: selected, lookId }),
                  'added to the look',
                ).finally(() => setLookDialog(false))
              }
            >
              Add
            </Button>
          </>
        }
      >
        <Select
          label="Look"
          placeholder={looks.isPending ? 'Loading looks…' : 'Select a look'}
          options={lookOptions}
          value={lookId}
          onChange={(event) => setLookId(event.target.value)}
          hint={looks.isSuccess && lookOptions.length === 0 ? 'There are no looks yet.' : undefined}
        />
      </Dialog>
    </Page>
  );
}

export { ProductsScreen as Screen };
