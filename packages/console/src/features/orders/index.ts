/**
 * Orders' public part for other features: the query keys (a change elsewhere that moves an
 * order reads them again) and the resource's pages. Its screens load through the routes
 * (app/routes/screens.ts), never through this file.
 */
export { orderKeys, orders, ORDERS_LIST } from './ordersApi';
export { OrderStatusBadge, RefundStateBadge } from './orderStatus';
export { orderMoment } from './orderStatus';
export { DateRangeFilter } from './DateRangeFilter';
export { useOrderFeed } from './useOrderFeed';
