import { consoleSide, effectiveRole, type ConsoleSide, type RoleBearer } from './roles';

/**
 * The route policy of sections 2.1-2.3 and 6, shared by the console's router and the
 * server (which must never trust the console's menu).
 *
 * Decisions where the spec is loose, in the order `routeAccess` applies them:
 * 1. A route of the tables below is decided by its own entry. The public table (2.2)
 *    is exact: the bare 'admin' module route is public, 'admin/add-member' is not.
 * 2. "Paths containing web-event or video are reachable without login" (2.1) is the
 *    session rule of section 4 (an anonymous visitor of the web player is not signed
 *    out). It does not open the guarded routes of 2.3 whose paths happen to contain
 *    'web-event' (web-event/add-event, report/web-events …): those stay guarded. Any
 *    other path containing web-event or video is public.
 * 3. The auth and authv2 modules are public below their roots too (auth/anything).
 * 4. Any other path needs a login: an unknown route is not a way around the guard.
 *
 * Expected roles: "where a route names an expected role, a designer whose role differs is
 * sent to login" (2.1) compares the role's side, admin-or-staff against designer (section
 * 6: "admin and member are treated as admin or staff; any other role is treated as
 * designer"). So staff (member) open the admin routes: section 6 gives staff the full menu
 * (Designers, Coupons, Reports, users, staff), whose entries are these routes. A designer
 * opening an admin route, or an admin or staff member opening the designers' subscription
 * page, is sent to login. The "separate admin-only and designer-only checks" of section 6
 * are the stricter `firstRoleAccess` below, which needs that exact first role.
 */

export const LOGIN_PATH = '/auth/login';
export const DASHBOARD_PATH = '/dashboard';

/** The side of the roles a guarded route expects (the console's sides, see consoleSide). */
export type ExpectedRole = ConsoleSide;

export type RouteRule =
  | { pattern: string; access: 'public' }
  | { pattern: string; access: 'guarded'; expects?: ExpectedRole; inShell: boolean };

/** The result of the policy for one path and one (possibly absent) user. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'allowed'; expects?: ExpectedRole }
  | { kind: 'needs-login'; redirectTo: typeof LOGIN_PATH }
  | { kind: 'role-refused'; redirectTo: typeof LOGIN_PATH; expects: ExpectedRole };

/** Redirects of section 2.1: the empty path to dashboard, /auth to /auth/login. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '': DASHBOARD_PATH,
  auth: LOGIN_PATH,
};

/** Section 2.2. */
export const PUBLIC_ROUTES = [
  'auth/login',
  'auth/register',
  'auth/forgot-password',
  // Section 2.8 and 8: without its token the reset page says 'Invalid url', not 404.
  'auth/reset-password',
  'auth/reset-password/:token',
  'auth/verify-email/:token',
  'authv2',
  'admin',
  'web-event/video/:id/:type',
] as const;

/** Routes of section 2.3 that expect the admin role (the list of section 6). */
export const ADMIN_ROUTES = [
  'designer/add-designer',
  'designer/edit-designer/:user_id',
  'designer/designer-detail/:user_id',
  'designer/view-designers',
  'admin/add-member',
  'admin/view-members',
  // The audit log (issue 34, decision 0050; not in the spec): the admins' side; its API
  // answers admins only, and the staff's menu leaves it out.
  'audit',
  'audit/:entry_id',
  'user/user-detail/:user_id',
  'user/view-users',
  'report/orders',
  'report/events',
  'report/web-events',
  'container/add-container',
  'container/edit-container/:containerId',
  'coupon/view-coupons',
  'coupon/add-coupon',
  'coupon/:id',
  // Reference data's forms (issue 11; not in the spec, see docs/decisions): admin and staff
  // write, designers only read the lists of LOGIN_ROUTES.
  'categories/add',
  'categories/edit/:id',
  'colors/add',
  'colors/edit/:id',
  'size/charts/add',
  'size/charts/edit/:id',
] as const;

/** The one route that expects the designer role; it sits outside the header shell. */
export const DESIGNER_ROUTES = ['subscription'] as const;

/**
 * Routes of section 2.3 that need only a login. The web event groups' guard is "not
 * shown"; they are admin menu entries that change data, so they need a login too.
 */
export const LOGIN_ROUTES = [
  'dashboard',
  'profile/change-password',
  'admin/my-profile',
  'profile/my-profile',
  // Events
  'event/add-event',
  'container/event/add-event/:containerId',
  'event/edit-event/:event_id',
  'event/event-detail/:event_id',
  'event/carousel-time/:event_id',
  'event/view-events',
  'container/events/:containerId',
  // Web event groups
  'web-event-groups',
  'web-event-groups/add',
  'web-event-groups/edit/:id',
  // Web events
  'web-event/add-event',
  'container/web-event/add-event/:containerId',
  'web-event/edit-event/:event_id',
  'web-event/event-detail/:event_id',
  'web-event/carousel-time/:event_id',
  'web-event/view-events',
  'container/web-events/:containerId',
  // Web products
  'web-product/add-product',
  'web-product/view-products',
  'web-product/edit-product/:product_id',
  'web-event/products/:event_id',
  'web-event/edit-product/:event_id/:product_id',
  'web-event/add-product/:event_id',
  'web-event/event-detail/products/:event_id',
  'web-event/event-detail/edit-product/:event_id/:product_id',
  'web-event/event-detail/add-product/:event_id',
  // Looks
  'look/view-looks',
  'event/view-looks/:event_id',
  'event-detail/view-looks/:event_id',
  'look/add-look',
  'event/add-look/:event_id',
  'event-detail/add-look/:event_id',
  'look/edit-look/:look_id',
  'event/edit-look/:event_id/:look_id',
  'event-detail/edit-look/:event_id/:look_id',
  // Products
  'add-product',
  'view-products',
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
  'look/products/:look_id',
  'event/look/products/:event_id/:look_id',
  'event-detail/look/products/:event_id/:look_id',
  'event/products/:event_id',
  'event/edit-product/:event_id/:product_id',
  'event/add-product/:event_id',
  'event-detail/products/:event_id',
  'event-detail/edit-product/:event_id/:product_id',
  'event-detail/add-product/:event_id',
  // Orders
  'orders',
  'order/:order_id',
  // A designer's statement; admin and staff choose the designer (issue 30; not in the spec).
  'payouts',
  // Containers
  'container/view-containers',
  'container/container-detail/:containerId',
  // Coupons
  'coupon/add',
  'coupon/edit/:id',
  'coupon/coupon-detail/:couponId',
  // Others
  'notifications',
  'size/charts',
  // A size chart read-only, with the categories that use it (issue 11's detail page; not in
  // the spec, see docs/decisions/0007): everyone signed in reads reference data.
  'size/charts/detail/:id',
  'categories',
  'colors',
] as const;

/** Every route of sections 2.2 and 2.3 with its access, for routers and server guards. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  ...PUBLIC_ROUTES.map((pattern): RouteRule => ({ pattern, access: 'public' })),
  ...DESIGNER_ROUTES.map((pattern): RouteRule => ({
    pattern,
    access: 'guarded',
    expects: 'designer',
    inShell: false,
  })),
  ...ADMIN_ROUTES.map((pattern): RouteRule => ({
    pattern,
    access: 'guarded',
    expects: 'admin',
    inShell: true,
  })),
  ...LOGIN_ROUTES.map((pattern): RouteRule => ({ pattern, access: 'guarded', inShell: true })),
];

/** 'https://x/a/b/?q#h', '/a/b/' and 'a/b' all give ['a', 'b']. */
function segmentsOf(path: string): string[] {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const pathname = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** How well `pattern` matches: the count of its fixed segments, or -1 when it does not. */
function matchScore(pattern: string, segments: readonly string[]): number {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return -1;
  let fixed = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== segments[index]) return -1;
    fixed += 1;
  }
  return fixed;
}

/**
 * The rule of the table for `path`, preferring the most specific pattern, so 'coupon/add'
 * wins over 'coupon/:id'. The empty path is the dashboard (section 2.1).
 */
export function findRoute(path: string): RouteRule | undefined {
  const segments = segmentsOf(typeof path === 'string' ? path : '');
  const route = segments.length === 0 ? ['dashboard'] : segments;
  let best: RouteRule | undefined;
  let bestScore = -1;
  for (const rule of ROUTE_TABLE) {
    const score = matchScore(rule.pattern, route);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** Section 4's session rule: an anonymous visit to these pages is not signed out. */
export function isWebEventOrVideoPath(path: string): boolean {
  if (typeof path !== 'string') return false;
  const pathname = segmentsOf(path).join('/');
  return pathname.includes('web-event') || pathname.includes('video');
}

function hasRoles(user: RoleBearer | null | undefined): user is RoleBearer {
  return (
    typeof user === 'object' &&
    user !== null &&
    Array.isArray(user.roles) &&
    typeof user.roles[0] === 'string'
  );
}

/**
 * May `user` (null when nobody is signed in) open `path`? Total: a malformed user counts
 * as nobody. See the decisions at the top of this file.
 */
export function routeAccess(path: string, user: RoleBearer | null | undefined): RouteAccess {
  const rule = findRoute(path);
  if (rule?.access === 'public') return { kind: 'public' };
  if (rule === undefined) {
    const first = segmentsOf(typeof path === 'string' ? path : '')[0];
    if (isWebEventOrVideoPath(path) || first === 'auth' || first === 'authv2') {
      return { kind: 'public' };
    }
  }
  if (!hasRoles(user)) return { kind: 'needs-login', redirectTo: LOGIN_PATH };
  const expects = rule?.expects;
  if (expects === undefined) return { kind: 'allowed' };
  if (consoleSide(user) !== expects)
    return { kind: 'role-refused', redirectTo: LOGIN_PATH, expects };
  return { kind: 'allowed', expects };
}

/**
 * Section 6's separate admin-only and designer-only checks: a signed-in user whose first
 * role is exactly `role`, otherwise a redirect to login.
 */
export function firstRoleAccess(
  user: RoleBearer | null | undefined,
  role: ExpectedRole,
): RouteAccess {
  if (!hasRoles(user)) return { kind: 'needs-login', redirectTo: LOGIN_PATH };
  if (effectiveRole(user) !== role) {
    return { kind: 'role-refused', redirectTo: LOGIN_PATH, expects: role };
  }
  return { kind: 'allowed', expects: role };
}
