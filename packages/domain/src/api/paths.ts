import type { ParamNames } from '../routePath';

/**
 * The API's resource paths (API.md): one table for the console's calls and the server's
 * routes, so neither writes a path the other does not serve. A resource's one object is
 * `${path}/:id` under it.
 */
export const API_PATHS = {
  cartEvents: '/api/v2/public/cart-events',
  /** Admin only: the audit log (issue 34; decision 0050). */
  audit: '/api/v2/audit',
  categories: '/api/v2/categories',
  checkout: '/api/v2/checkout',
  colors: '/api/v2/colors',
  containers: '/api/v2/containers',
  /** Admin and staff: every coupon (spec section 6: coupon list, add-coupon, coupon/:id). */
  coupons: '/api/v2/coupons',
  dashboardSummary: '/api/v2/dashboard/summary',
  designers: '/api/v2/designers',
  /** A designer's own coupons: their products, funded by them (decision 0039). */
  designerCoupons: '/api/v2/designer/coupons',
  events: '/api/v2/events',
  import: '/api/v2/import',
  /** The signed-in account's in-app inbox (issue 33). */
  inbox: '/api/v2/inbox',
  looks: '/api/v2/looks',
  members: '/api/v2/members',
  /** Admin and staff compose and schedule notifications (issue 33; decision 0046). */
  notifications: '/api/v2/notifications',
  myOrders: '/api/v2/my/orders',
  orders: '/api/v2/orders',
  payouts: '/api/v2/payouts',
  products: '/api/v2/products',
  publicProducts: '/api/v2/public/products',
  /** The orders report (issue 33): admin and staff everything, a designer their own. */
  reportOrders: '/api/v2/reports/orders',
  /** The events report (issue 33): per show; a show's minute chart under `/:id`. */
  reportEvents: '/api/v2/reports/events',
  /** The web-events report (issue 33): per web event and per group. */
  reportWebEvents: '/api/v2/reports/web-events',
  sizeCharts: '/api/v2/size-charts',
  subscription: '/api/v2/subscription',
  users: '/api/v2/users',
  webEventGroups: '/api/v2/web-event-groups',
  webEvents: '/api/v2/web-events',
  webProducts: '/api/v2/web-products',
} as const;

const {
  audit,
  coupons,
  inbox,
  notifications,
  designerCoupons,
  designers,
  events,
  looks,
  members,
  orders,
  payouts,
  products,
  reportEvents,
  subscription,
  webEvents,
} = API_PATHS;

/**
 * The API's other paths: the account calls, and the actions and sub-resources under a
 * resource's path, their parameters written as the server's routes declare them (`:id`).
 * The server registers them as they are; the console fills them in with `apiPath`.
 */
export const API_ROUTES = {
  me: '/api/auth/me',
  login: '/api/auth/login',
  register: '/api/auth/register',
  registerDesigner: '/api/auth/register-designer',
  forgotPassword: '/api/auth/forgot-password',
  resendVerification: '/api/auth/resend-verification',
  verifyToken: '/api/auth/verify-token',
  verifyEmail: '/api/auth/verify_email',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/user/change_password',
  checkEmail: '/api/v2/auth/check_email',
  webUser: '/api/v2/auth/web-user',
  upload: '/api/v2/auth/upload',
  paymentConnect: '/api/v2/auth/stripe',
  referenceData: '/api/miscellaneous',
  createUser: '/api/v2/user/runwayuser',
  updateUser: '/api/v2/user/update-user',
  userById: '/api/v2/user/get-user-by-id',
  validateAddress: '/api/v2/order/validate_address',
  eventsCalendar: `${events}/calendar`,
  eventMessages: `${events}/:id/messages`,
  eventLiveSummary: `${events}/:id/live-summary`,
  eventCarouselTimes: `${events}/:id/carousel-times`,
  /** A show's figures and minute-by-minute chart (issue 33). */
  reportShow: `${reportEvents}/:id`,
  webEventCarouselTimes: `${webEvents}/:id/carousel-times`,
  lookProducts: `${looks}/:id/products`,
  productsBulk: `${products}/bulk`,
  designersExport: `${designers}/export`,
  auditExport: `${audit}/export`,
  auditPeople: `${audit}/people`,
  designerApprove: `${designers}/:id/approve`,
  designerReject: `${designers}/:id/reject`,
  designersApprove: `${designers}/approve`,
  designersReject: `${designers}/reject`,
  memberResendInvitation: `${members}/:id/resend-invitation`,
  couponCodes: `${coupons}/:id/codes`,
  couponCode: `${coupons}/:id/codes/:codeId`,
  couponUsage: `${coupons}/:id/usage`,
  designerCouponCodes: `${designerCoupons}/:id/codes`,
  designerCouponCode: `${designerCoupons}/:id/codes/:codeId`,
  designerCouponUsage: `${designerCoupons}/:id/usage`,
  orderNotes: `${orders}/:id/notes`,
  orderRefunds: `${orders}/:id/refunds`,
  orderTransfer: `${orders}/:id/transfer`,
  payoutsCommission: `${payouts}/commission`,
  subscriptionCheckout: `${subscription}/checkout`,
  subscriptionCancel: `${subscription}/cancel`,
  subscriptionResume: `${subscription}/resume`,
  publicEvent: '/api/v2/public/events/:id',
  publicWebEvent: '/api/v2/public/web-events/:id',
  publicWebEventGroup: '/api/v2/public/web-event-groups/:id',
  playerEvents: '/api/v2/public/player-events',
  notificationSend: `${notifications}/:id/send`,
  inboxUnread: `${inbox}/unread-count`,
  inboxRead: `${inbox}/:id/read`,
  inboxReadAll: `${inbox}/read-all`,
  publicEventReminders: '/api/v2/public/events/:id/reminders',
  /** A visitor's "Remind me" by e-mail, and the link that verifies it. */
  publicEventEmailReminders: '/api/v2/public/events/:id/email-reminders',
  publicReminderVerify: '/api/v2/public/reminders/verify',
} as const;

/** A path of the API's own: a resource's, an object's under it, or one of API_ROUTES. */
type ApiPattern =
  | (typeof API_PATHS)[keyof typeof API_PATHS]
  | `${(typeof API_PATHS)[keyof typeof API_PATHS]}/:id`
  | (typeof API_ROUTES)[keyof typeof API_ROUTES];

/**
 * An API path with its parameters filled in (encoded):
 * `apiPath(API_ROUTES.lookProducts, { id })`, `apiPath(\`${API_PATHS.designers}/:id\`, { id })`.
 * A pattern the tables do not hold, or a parameter left out, does not compile.
 */
export function apiPath<Pattern extends ApiPattern>(
  pattern: Pattern,
  ...[params]: ParamNames<Pattern> extends never ? [] : [Record<ParamNames<Pattern>, string>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
