import type { ScreenModule } from './publicScreens';

// One import site per module (see buildRoutes): every product route shares these two, and
// every event form route the event form.
const eventForm = () => import('../../features/events/EventFormScreen');
const productList = () => import('../../features/products/ProductsScreen');
const productForm = () => import('../../features/products/ProductFormScreen');
const webEventForm = () => import('../../features/webEvents/WebEventFormScreen');
const webProductList = () => import('../../features/webProducts/WebProductsScreen');
const webProductForm = () => import('../../features/webProducts/WebProductFormScreen');
const webEventGroupForm = () => import('../../features/webEventGroups/WebEventGroupFormScreen');

/**
 * The signed-in screens built so far, by route pattern of the domain's ROUTE_TABLE (the
 * public ones are publicScreens.ts'). Each loads on first visit (its own chunk). This map
 * itself loads with the signed-in area (SignedInArea imports it), not with the login
 * page: each entry carries its chunk's preload list, a few hundred bytes per screen.
 */
export const SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  dashboard: () => import('../../features/dashboard/DashboardScreen'),
  'profile/change-password': () => import('../../features/profile/ChangePasswordScreen'),
  'admin/my-profile': () => import('../../features/profile/MyProfileScreen'),
  'profile/my-profile': () => import('../../features/profile/MyProfileScreen'),
  'designer/view-designers': () => import('../../features/people/ViewDesignersScreen'),
  // Staff and users (issue 20).
  'admin/add-member': () => import('../../features/people/AddMemberScreen'),
  'admin/view-members': () => import('../../features/people/ViewMembersScreen'),
  'user/view-users': () => import('../../features/people/ViewUsersScreen'),
  'user/user-detail/:user_id': () => import('../../features/people/UserDetailScreen'),
  // The designer's subscription (issue 20), outside the shell.
  subscription: () => import('../../features/subscription/SubscriptionScreen'),
  // Designers (issue 20): add, edit and detail beside the list.
  'designer/add-designer': () => import('../../features/people/DesignerFormScreen'),
  'designer/edit-designer/:user_id': () => import('../../features/people/DesignerFormScreen'),
  'designer/designer-detail/:user_id': () => import('../../features/people/DesignerDetailScreen'),
  // Reference data (issue 11): lists for everyone signed in, forms for admin and staff.
  colors: () => import('../../features/referenceData/colors/ColorsScreen'),
  'colors/add': () => import('../../features/referenceData/colors/ColorFormScreen'),
  'colors/edit/:id': () => import('../../features/referenceData/colors/ColorFormScreen'),
  'size/charts': () => import('../../features/referenceData/sizeCharts/SizeChartsScreen'),
  'size/charts/add': () => import('../../features/referenceData/sizeCharts/SizeChartFormScreen'),
  'size/charts/detail/:id': () =>
    import('../../features/referenceData/sizeCharts/SizeChartDetailScreen'),
  'size/charts/edit/:id': () =>
    import('../../features/referenceData/sizeCharts/SizeChartFormScreen'),
  categories: () => import('../../features/referenceData/categories/CategoriesScreen'),
  'categories/add': () => import('../../features/referenceData/categories/CategoryFormScreen'),
  'categories/edit/:id': () => import('../../features/referenceData/categories/CategoryFormScreen'),
  // Products (issue 12): one list and one form, each taking its event or look from the route.
  ...Object.fromEntries(
    ['view-products', 'event/products/:event_id', 'event-detail/products/:event_id'].map(
      (pattern) => [pattern, productList],
    ),
  ),
  ...Object.fromEntries(
    [
      'add-product',
      'edit-product/:product_id',
      'look/add-product',
      'look/add-product/:look_id',
      'event/look/add-product/:event_id/:look_id',
      'event-detail/look/add-product/:event_id/:look_id',
      'look/edit-product/:product_id',
      'look/edit-product/:look_id/:product_id',
      'event/look/edit-product/:event_id/:look_id/:product_id',
      'event-detail/look/edit-product/:event_id/:look_id/:product_id',
      'event/looks/edit-product/:event_id/:look_id/:product_id',
      'event/edit-product/:event_id/:product_id',
      'event/add-product/:event_id',
      'event-detail/edit-product/:event_id/:product_id',
      'event-detail/add-product/:event_id',
    ].map((pattern) => [pattern, productForm]),
  ),
  // Looks (issue 12): one screen per job, its context (the event) from the route.
  'look/view-looks': () => import('../../features/looks/LooksScreen'),
  'event/view-looks/:event_id': () => import('../../features/looks/LooksScreen'),
  'event-detail/view-looks/:event_id': () => import('../../features/looks/LooksScreen'),
  'look/add-look': () => import('../../features/looks/LookFormScreen'),
  'event/add-look/:event_id': () => import('../../features/looks/LookFormScreen'),
  'event-detail/add-look/:event_id': () => import('../../features/looks/LookFormScreen'),
  'look/edit-look/:look_id': () => import('../../features/looks/LookFormScreen'),
  'event/edit-look/:event_id/:look_id': () => import('../../features/looks/LookFormScreen'),
  'event-detail/edit-look/:event_id/:look_id': () => import('../../features/looks/LookFormScreen'),
  'look/products/:look_id': () => import('../../features/looks/LookProductsScreen'),
  'event/look/products/:event_id/:look_id': () => import('../../features/looks/LookProductsScreen'),
  'event-detail/look/products/:event_id/:look_id': () =>
    import('../../features/looks/LookProductsScreen'),
  'event/carousel-time/:event_id': () => import('../../features/events/EventCarouselTimeScreen'),
  // Fashion Weeks (issue 21): the list, the form (admin and staff), the detail, its shows.
  'container/view-containers': () => import('../../features/containers/ContainersScreen'),
  'container/add-container': () => import('../../features/containers/ContainerFormScreen'),
  'container/edit-container/:containerId': () =>
    import('../../features/containers/ContainerFormScreen'),
  'container/container-detail/:containerId': () =>
    import('../../features/containers/ContainerDetailScreen'),
  'container/events/:containerId': () => import('../../features/containers/ContainerEventsScreen'),
  'container/web-events/:containerId': () =>
    import('../../features/containers/ContainerWebEventsScreen'),
  // Events (issue 21): the list and calendar, one form for its three routes, the detail.
  'event/view-events': () => import('../../features/events/EventsScreen'),
  'event/add-event': eventForm,
  'event/edit-event/:event_id': eventForm,
  'container/event/add-event/:containerId': eventForm,
  'event/event-detail/:event_id': () => import('../../features/events/EventDetailScreen'),
  // The Web Plugin (issue 22): web events, their products and carousel times, groups.
  'web-event/view-events': () => import('../../features/webEvents/WebEventsScreen'),
  'web-event/add-event': webEventForm,
  'web-event/edit-event/:event_id': webEventForm,
  'container/web-event/add-event/:containerId': webEventForm,
  'web-event/event-detail/:event_id': () => import('../../features/webEvents/WebEventDetailScreen'),
  'web-event/carousel-time/:event_id': () =>
    import('../../features/webEvents/WebEventCarouselTimeScreen'),
  ...Object.fromEntries(
    [
      'web-product/view-products',
      'web-event/products/:event_id',
      'web-event/event-detail/products/:event_id',
    ].map((pattern) => [pattern, webProductList]),
  ),
  ...Object.fromEntries(
    [
      'web-product/add-product',
      'web-product/edit-product/:product_id',
      'web-event/add-product/:event_id',
      'web-event/edit-product/:event_id/:product_id',
      'web-event/event-detail/add-product/:event_id',
      'web-event/event-detail/edit-product/:event_id/:product_id',
    ].map((pattern) => [pattern, webProductForm]),
  ),
  'web-event-groups': () => import('../../features/webEventGroups/WebEventGroupsScreen'),
  'web-event-groups/add': webEventGroupForm,
  'web-event-groups/edit/:id': webEventGroupForm,
};
