import type { GuardedRoutePattern } from '@runway-live/domain/access';
import type { ScreenMap } from './publicScreens';

// One import site per module (see buildRoutes): every product route shares these two, and
// every event form route the event form.
const eventForm = () => import('../../features/events/EventFormScreen');
const productList = () => import('../../features/products/ProductsScreen');
const productForm = () => import('../../features/products/ProductFormScreen');
const webEventForm = () => import('../../features/webEvents/WebEventFormScreen');
const webProductList = () => import('../../features/webProducts/WebProductsScreen');
const webProductForm = () => import('../../features/webProducts/WebProductFormScreen');
const webEventGroupForm = () => import('../../features/webEventGroups/WebEventGroupFormScreen');
const couponForm = () => import('../../features/coupons/CouponFormScreen');

/**
 * The signed-in screens built so far, by route pattern of the domain's ROUTE_TABLE (the
 * public ones are publicScreens.ts'). Each loads on first visit (its own chunk). This map
 * itself loads with the signed-in area (SignedInArea imports it), not with the login
 * page: each entry carries its chunk's preload list, a few hundred bytes per screen.
 */
export const SCREENS: ScreenMap<GuardedRoutePattern> = {
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
  'view-products': productList,
  'event/products/:event_id': productList,
  'event-detail/products/:event_id': productList,
  'add-product': productForm,
  'edit-product/:product_id': productForm,
  'look/add-product': productForm,
  'look/add-product/:look_id': productForm,
  'event/look/add-product/:event_id/:look_id': productForm,
  'event-detail/look/add-product/:event_id/:look_id': productForm,
  'look/edit-product/:product_id': productForm,
  'look/edit-product/:look_id/:product_id': productForm,
  'event/look/edit-product/:event_id/:look_id/:product_id': productForm,
  'event-detail/look/edit-product/:event_id/:look_id/:product_id': productForm,
  'event/looks/edit-product/:event_id/:look_id/:product_id': productForm,
  'event/edit-product/:event_id/:product_id': productForm,
  'event/add-product/:event_id': productForm,
  'event-detail/edit-product/:event_id/:product_id': productForm,
  'event-detail/add-product/:event_id': productForm,
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
  'web-product/view-products': webProductList,
  'web-event/products/:event_id': webProductList,
  'web-event/event-detail/products/:event_id': webProductList,
  'web-product/add-product': webProductForm,
  'web-product/edit-product/:product_id': webProductForm,
  'web-event/add-product/:event_id': webProductForm,
  'web-event/edit-product/:event_id/:product_id': webProductForm,
  'web-event/event-detail/add-product/:event_id': webProductForm,
  'web-event/event-detail/edit-product/:event_id/:product_id': webProductForm,
  'web-event-groups': () => import('../../features/webEventGroups/WebEventGroupsScreen'),
  'web-event-groups/add': webEventGroupForm,
  'web-event-groups/edit/:id': webEventGroupForm,
  // Later issues: orders, coupons, reports and notifications.
  // Orders (issue 30): the live list and one order's desk.
  orders: () => import('../../features/orders/OrdersScreen'),
  'order/:order_id': () => import('../../features/orders/OrderDetailScreen'),
  // Payouts (issue 30): a designer's statement; admin and staff choose the designer.
  payouts: () => import('../../features/payouts/PayoutsScreen'),
  // Coupons (issue 32): admin's list, both families' form, one coupon's detail.
  'coupon/view-coupons': () => import('../../features/coupons/CouponsScreen'),
  'coupon/add-coupon': couponForm,
  'coupon/:id': couponForm,
  'coupon/add': couponForm,
  'coupon/edit/:id': couponForm,
  'coupon/coupon-detail/:couponId': () => import('../../features/coupons/CouponDetailScreen'),
  // Reports (issue 33): the orders report, live.
  'report/orders': () => import('../../features/reports/orders/OrdersReportScreen'),
  'report/events': () => import('../../features/reports/events/EventsReportScreen'),
  'report/web-events': () => import('../../features/reports/events/WebEventsReportScreen'),
  // Notifications (issue 33): the list and compose form (admin, staff), everyone's inbox.
  notifications: () => import('../../features/notifications/NotificationsScreen'),
  // The audit log (issue 34): admins only.
  audit: () => import('../../features/audit/AuditScreen'),
  'audit/:entry_id': () => import('../../features/audit/AuditEntryScreen'),
};
