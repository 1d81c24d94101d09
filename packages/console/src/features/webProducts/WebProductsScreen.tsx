import { webProductListQuerySchema } from '@runway-live/domain/api';
import { WEB_PRODUCT_STATUSES, WEB_PRODUCT_STATUS_LABELS } from '@runway-live/domain/schemas';
import { useMemo } from 'react';
import { useCanWrite } from '../../shared/useCanWrite';
import { MissingPage } from '../../resources/DetailGate';
import { useListUrlState } from '../../resources/listUrlState';
import { ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { DesignerFilter } from '../people';
import { webProductColumns } from './webProductColumns';
import { useWebProductContext } from './webProductContext';
import { webProducts } from './webProductsApi';

/**
 * web-product/view-products, and a web event's products (web-event/products/:event_id,
 * web-event/event-detail/products/:event_id, in the player's order): search on the name,
 * status, designer for admin and staff; sorted and paged, all in the URL.
 */
export function WebProductsScreen() {
  const context = useWebProductContext();
  const listState = useListUrlState(webProductListQuerySchema);
  const { state, update } = listState;
  const adminSide = useCanWrite();
  const query = context.webEventId
    ? { ...listState.apiQuery, webEventId: context.webEventId }
    : listState.apiQuery;
  const list = webProducts.useList(query, { enabled: context.valid });
  const remove = webProducts.useRemove();
  const columns = useMemo(
    () =>
      webProductColumns({
        editPath: (product) => context.editPath(product._id),
        showDesigner: adminSide,
      }),
    [adminSide, context],
  );
  if (!context.valid) return <MissingPage list={context.list} />;
  return (
    <ResourceListPage
      title={context.webEventId ? context.list.title : 'Web Products'}
      description="Products shown beside your web events’ video, each with a buy link to your shop."
      parents={context.trail.slice(0, -1)}
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(product) => product.name}
      searchLabel="Search web products"
      searchPlaceholder="Product name"
      noun={{ one: 'web product', many: 'web products' }}
      filtersActive={state.status !== undefined || state.designerId !== undefined}
      onClearFilters={() => update({ search: '', status: undefined, designerId: undefined })}
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="All statuses"
            values={WEB_PRODUCT_STATUSES}
            labels={WEB_PRODUCT_STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          {adminSide ? (
            <DesignerFilter
              designerId={state.designerId}
              items={list.data?.items ?? []}
              placeholder="All designers"
              onChange={(designerId) => update({ designerId })}
            />
          ) : null}
        </>
      }
      write={{
        addHref: context.addPath,
        editHref: (product) => context.editPath(product._id),
        remove,
      }}
    />
  );
}

export { WebProductsScreen as Screen };
