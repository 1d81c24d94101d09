import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSFER_FILTER_LABELS,
  ORDER_TRANSFER_FILTERS,
} from '@runway-live/domain/checkout';
import { orderListQuerySchema, type ApiOrderListItem } from '@runway-live/domain/orders';
import type { ListPage } from '@runway-live/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListFilter, ListSelectFilter } from '../../resources/ListFilters';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { useCanWrite } from '../../shared/useCanWrite';
import { EventSelect } from '../events';
import { DesignerFilter } from '../people';
import { DateRangeFilter } from './DateRangeFilter';
import { NewOrdersPill, useNewOrders } from './NewOrdersPill';
import { OrderBulkActions } from './OrderBulkActions';
import { orderColumns } from './orderColumns';
import { orderKeys, orders, useOrdersCsv } from './ordersApi';
import { useOrderFeed } from './useOrderFeed';

/** orders: every order for admin and staff, a designer's own for a designer; live. */
export function OrdersScreen() {
  const listState = useListUrlState(orderListQuerySchema);
  const { state, update, apiQuery } = listState;
  const list = orders.useList(apiQuery);
  const isStaff = useCanWrite();
  const queryClient = useQueryClient();
  const csv = useOrdersCsv();
  const arrivals = useNewOrders();

  // The first page of the newest orders, unfiltered, takes a new order in place; any other
  // view asks the server again, which knows whether the order belongs in it.
  const plainFirstPage =
    state.page === 1 &&
    !state.search &&
    !state.status &&
    !state.refundState &&
    !state.transfer &&
    !state.from &&
    !state.to &&
    !state.designerId &&
    !state.eventId &&
    (!state.sort || (state.sort.field === 'createdAt' && state.sort.direction === 'desc'));

  useOrderFeed((order: ApiOrderListItem) => {
    arrivals.arrived(order._id);
    if (plainFirstPage) {
      queryClient.setQueryData<ListPage<ApiOrderListItem>>(orderKeys.list(apiQuery), (page) => {
        if (!page) return page;
        // The same order again (placed, then paid): its row changes in place.
        if (page.items.some((item) => item._id === order._id)) {
          return {
            ...page,
            items: page.items.map((item) => (item._id === order._id ? order : item)),
          };
        }
        return {
          ...page,
          items: [order, ...page.items].slice(0, page.limit),
          // A capped count (decision 0038) already says "more than".
          total: page.totalCapped ? page.total : page.total + 1,
        };
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    }
  });

  const columns = useMemo(
    () => orderColumns({ showDesigner: isStaff, isNew: arrivals.isNew }),
    [isStaff, arrivals.isNew],
  );
  const filtersActive = [
    state.status,
    state.refundState,
    state.transfer,
    state.from,
    state.to,
    state.designerId,
    state.eventId,
  ].some((value) => value !== undefined);

  const exportCsv = () => {
    const { page: _page, limit: _limit, ...filter } = apiQuery;
    return csv.download({ query: { ...filter, format: 'csv' } });
  };

  return (
    <ResourceListPage
      title="Orders"
      description={
        isStaff
          ? "Every designer's orders, newest first; new ones appear as they are paid."
          : 'Your orders, newest first; new ones appear as they are paid.'
      }
      primaryAction={{
        label: 'Export CSV',
        onClick: () => void exportCsv(),
        icon: 'download',
        loading: csv.downloading,
      }}
      list={list}
      listState={listState}
      columns={columns}
      rowLabel={(order) => order.orderNumber}
      searchLabel="Search orders"
      searchPlaceholder="Order number, buyer name or e-mail"
      noun={{ one: 'order', many: 'orders' }}
      filtersActive={filtersActive}
      onClearFilters={() =>
        update({
          search: '',
          status: undefined,
          refundState: undefined,
          transfer: undefined,
          from: undefined,
          to: undefined,
          designerId: undefined,
          eventId: undefined,
        })
      }
      filters={
        <>
          <ListSelectFilter
            label="Status"
            placeholder="Any status"
            values={ORDER_STATUSES}
            labels={ORDER_STATUS_LABELS}
            value={state.status}
            onChange={(status) => update({ status })}
          />
          <DateRangeFilter range={state} onChange={update} Cell={ListFilter} />
          {isStaff ? (
            <ListSelectFilter
              label="Payout"
              placeholder="Any payout"
              values={ORDER_TRANSFER_FILTERS}
              labels={ORDER_TRANSFER_FILTER_LABELS}
              value={state.transfer}
              onChange={(transfer) => update({ transfer })}
            />
          ) : null}
          {isStaff ? (
            <DesignerFilter
              designerId={state.designerId}
              items={list.data?.items.map((order) => ({
                designerId: order.designerId,
                designerBrand: order.designerBrand,
              }))}
              placeholder="Any designer"
              onChange={(designerId) => update({ designerId })}
            />
          ) : null}
          <ListFilter>
            <EventSelect
              label="Show"
              value={state.eventId ?? null}
              designerId={state.designerId}
              onChange={(eventId) => update({ eventId: eventId ?? undefined })}
            />
          </ListFilter>
        </>
      }
      bulkActions={(ids, clearSelection) => (
        <OrderBulkActions
          ids={ids}
          items={list.data?.items ?? []}
          clearSelection={clearSelection}
        />
      )}
      empty={{ description: 'Orders appear here as soon as shoppers pay.' }}
    >
      <NewOrdersPill count={arrivals.unseen} onShow={arrivals.seen} />
    </ResourceListPage>
  );
}

export { OrdersScreen as Screen };
