import { routePath } from '@runway-live/domain/access';
import { API_PATHS, API_ROUTES, apiPath } from '@runway-live/domain/api';
import {
  orderListResponseSchema,
  orderResponseSchema,
  type ApiOrder,
  type ApiOrderListItem,
  type OrderPatch,
  type OrderRefundRequest,
} from '@runway-live/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';
import { useCsvDownload } from '../../shared/useCsvDownload';

export const orderKeys = createQueryKeys('orders');

/**
 * The order desk: GET /api/v2/orders (list, filters, CSV) and /orders/:id, PATCH a status or
 * the tracking, POST a note or a refund (API.md orders row). Orders are never created or
 * deleted here: the checkout makes them.
 */
export const orders = defineResource<ApiOrderListItem, never, OrderPatch, ApiOrder>()({
  keys: orderKeys,
  path: API_PATHS.orders,
  listResponse: orderListResponseSchema,
  itemResponse: orderResponseSchema,
  removeResponse: orderResponseSchema,
  paths: {
    list: routePath('orders'),
    detail: (id: string) => routePath('order/:order_id', { order_id: id }),
  },
});

/** GET /api/v2/orders?format=csv: the list's filter, or its selection (`ids`), as a file. */
export const useOrdersCsv = () => useCsvDownload(orders.api, 'orders.csv');

/** The orders list, for breadcrumbs and the not-found state's way back. */
export const ORDERS_LIST = { title: 'Orders', path: orders.paths.list };

/**
 * One order's writes: a note and a refund (POST), each answering the order as it is now;
 * the page shows that answer at once and every list is read again.
 */
export function useOrderWrites(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const settle = async (order: ApiOrder) => {
    queryClient.setQueryData(orderKeys.detail(id), order);
    await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  };
  const note = useMutation({
    mutationFn: async (text: string) =>
      orderResponseSchema.parse(
        await api.post(apiPath(API_ROUTES.orderNotes, { id }), { text }, { showsFailure: true }),
      ).data,
    onSuccess: settle,
  });
  const refund = useMutation({
    mutationFn: async (body: OrderRefundRequest) =>
      orderResponseSchema.parse(
        await api.post(apiPath(API_ROUTES.orderRefunds, { id }), body, { showsFailure: true }),
      ).data,
    onSuccess: settle,
  });
  // Admin: the designer's transfer again, after the provider refused it (decision 0034).
  const retryTransfer = useMutation({
    mutationFn: async () =>
      api.post(apiPath(API_ROUTES.orderTransfer, { id }), {}, { showsFailure: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  return { note, refund, retryTransfer, move: orders.useUpdate(id) };
}
