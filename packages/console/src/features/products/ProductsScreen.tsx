import { productListQuerySchema, type ApiProduct } from '@runway-live/domain/api';
import { PRODUCT_STATUSES } from '@runway-live/domain/schemas';
import { Button, Select, tokens } from '@runway-live/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCanWrite } from '../../shared/useCanWrite';
import { ListFilter, ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { DesignerFilter } from '../people';
import { categories } from '../referenceData';
import { productColumns } from './productColumns';
import { MissingPage } from '../../resources/DetailGate';
import { useProductContext, type ResolvedProductContext } from './useProductContext';
import { ProductBulkActions, STATUS_LABELS } from './ProductBulkActions';
import { products } from './productsApi';
import { categoryOptions } from './categoryOptions';
import {
  DownloadTemplateAction,
  exportQuery,
  useCsvDownloads,
  useImportCsvAction,
} from '../productImport';

const StyledEmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  justify-content: center;
`;

const STOCK_VALUES = ['in', 'out'] as const;
const STOCK_LABELS = { in: 'In stock', out: 'Out of stock' } as const;

/** view-products, event/products/:event_id and event-detail/products/:event_id. */
export function ProductsScreen() {
  const route = useProductContext();
  if (route.missing) return <MissingPage list={route.missing} />;
  return <ProductList context={route.context} />;
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
  const categoryList = categories.useAll({ sort: 'categoryId:asc' });
  const navigate = useNavigate();
  const importCsv = useImportCsvAction(context.eventId ? { eventId: context.eventId } : {});
  const downloads = useCsvDownloads();

  const columns = useMemo(
    () =>
      productColumns({
        editPath: (product: ApiProduct) => context.editPath(product._id),
        showDesigner: isStaff,
      }),
    [context, isStaff],
  );
  const filtersActive = [
    state.status,
    state.stock,
    state.categoryId,
    state.designerId,
    // color and sizeChart come from the reference data's "Used by" links.
    state.color,
    state.sizeChart,
  ].some((value) => value !== undefined);

  return (
    <ResourceListPage
      title={context.listTitle}
      parents={context.parents}
      description={
        context.eventId
          ? 'The products of this event.'
          : isStaff
            ? "Every designer's products, with their colours, sizes and stock."
            : 'What you sell, with its colours, sizes and stock.'
      }
      primaryAction={{ label: 'Add product', href: context.addPath, icon: 'plus' }}
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
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(product) => product.productName}
      searchLabel="Search products"
      searchPlaceholder="Name, code or brand"
      noun={{ one: 'product', many: 'products' }}
      filtersActive={filtersActive}
      onClearFilters={() =>
        update({
          search: '',
          status: undefined,
          stock: undefined,
          categoryId: undefined,
          designerId: undefined,
          color: undefined,
          sizeChart: undefined,
        })
      }
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="Any status"
            values={PRODUCT_STATUSES}
            labels={STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          <ListSelectFilter
            label="Stock"
            placeholder="Any stock"
            values={STOCK_VALUES}
            labels={STOCK_LABELS}
            value={state.stock}
            onChange={(stock) => update({ stock })}
          />
          <ListFilter>
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
          </ListFilter>
          {isStaff ? (
            <DesignerFilter
              designerId={state.designerId}
              items={list.data?.items}
              placeholder="Any designer"
              onChange={(designerId) => update({ designerId })}
            />
          ) : null}
        </>
      }
      bulkActions={(ids, clearSelection) => (
        <ProductBulkActions
          ids={ids}
          items={list.data?.items ?? []}
          clearSelection={clearSelection}
        />
      )}
      empty={{
        description: 'Add your first product, or import a catalogue from a CSV file.',
        action: (
          <StyledEmptyActions>
            <Button onClick={() => void navigate(context.addPath)}>Add product</Button>
            <Button variant="secondary" onClick={importCsv.chooseFile}>
              Import CSV
            </Button>
          </StyledEmptyActions>
        ),
      }}
    >
      <DownloadTemplateAction />
      {importCsv.element}
    </ResourceListPage>
  );
}

export { ProductsScreen as Screen };
