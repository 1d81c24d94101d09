/**
 * The API's resource paths (API.md): one table for the console's calls and the server's
 * routes, so neither writes a path the other does not serve. A resource's one object is
 * `${path}/:id` under it.
 */
export const API_PATHS = {
  cartEvents: '/api/v2/public/cart-events',
  categories: '/api/v2/categories',
  checkout: '/api/v2/checkout',
  colors: '/api/v2/colors',
  containers: '/api/v2/containers',
  dashboardSummary: '/api/v2/dashboard/summary',
  designers: '/api/v2/designers',
  events: '/api/v2/events',
  import: '/api/v2/import',
  looks: '/api/v2/looks',
  members: '/api/v2/members',
  myOrders: '/api/v2/my/orders',
  products: '/api/v2/products',
  publicProducts: '/api/v2/public/products',
  sizeCharts: '/api/v2/size-charts',
  subscription: '/api/v2/subscription',
  users: '/api/v2/users',
  webEventGroups: '/api/v2/web-event-groups',
  webEvents: '/api/v2/web-events',
  webProducts: '/api/v2/web-products',
} as const;
