import { consoleSide, effectiveRole, type RoleBearer } from './roles';

/**
 * The console's menus (spec 2.10 and 2.11): the route policy's data, beside ROUTE_TABLE,
 * so the design system's shell knows no console path or role rule. Plain data, no React:
 * an entry's `icon` is a key of the design system's icon set (@runway-live/ui `IconName`),
 * which maps it to a drawing. The shell's prop types describe these shapes; the console
 * hands the values over unchanged, so its typecheck holds the two together.
 * menus.test.ts proves every path is a route of ROUTE_TABLE the menu's reader may open.
 */

/** What the user menu's Connect item asks the console to do (start the payment setup). */
export const CONNECT_PAYMENTS_ACTION = 'connect-payments';

const dashboard = {
  kind: 'link',
  label: 'Dashboard',
  path: '/dashboard',
  icon: 'layout-dashboard',
} as const;
const designers = {
  kind: 'link',
  label: 'Designers',
  path: '/designer/view-designers',
  icon: 'users',
} as const;
const events = {
  kind: 'link',
  label: 'Events',
  path: '/event/view-events',
  icon: 'calendar',
} as const;
const products = {
  kind: 'link',
  label: 'Products',
  path: '/view-products',
  icon: 'package',
} as const;
const looks = { kind: 'link', label: 'Looks', path: '/look/view-looks', icon: 'shirt' } as const;
const fashionWeeks = {
  kind: 'link',
  label: 'Fashion Weeks',
  path: '/container/view-containers',
  icon: 'layers',
} as const;
const notifications = {
  kind: 'link',
  label: 'Notifications',
  path: '/notifications',
  icon: 'bell',
} as const;
const orders = { kind: 'link', label: 'Orders', path: '/orders', icon: 'shopping-bag' } as const;
/** The designers' statements (issue 30; not in the spec): beside Orders for every side. */
const payouts = {
  kind: 'link',
  label: 'Payouts',
  path: '/payouts',
  icon: 'credit-card',
} as const;
const coupons = {
  kind: 'link',
  label: 'Coupons',
  path: '/coupon/view-coupons',
  icon: 'ticket',
} as const;

const webPlugin = {
  kind: 'section',
  label: 'Web Plugin',
  icon: 'globe',
  items: [
    { kind: 'link', label: 'Web Events', path: '/web-event/view-events', icon: 'video' },
    { kind: 'link', label: 'Web event groups', path: '/web-event-groups', icon: 'group' },
    { kind: 'link', label: 'Web Products', path: '/web-product/view-products', icon: 'tags' },
  ],
} as const;

const reports = {
  kind: 'section',
  label: 'Reports',
  icon: 'chart',
  items: [
    { kind: 'link', label: 'Order Reports', path: '/report/orders', icon: 'receipt' },
    { kind: 'link', label: 'Events', path: '/report/events', icon: 'calendar' },
    { kind: 'link', label: 'Web Events', path: '/report/web-events', icon: 'video' },
  ],
} as const;

const help = {
  kind: 'section',
  label: 'Help',
  icon: 'help',
  items: [
    { kind: 'link', label: 'Categories', path: '/categories', icon: 'tags' },
    { kind: 'link', label: 'Colors', path: '/colors', icon: 'palette' },
  ],
} as const;

/** The side menu of admins and staff (first role admin or member), spec 2.11. */
export const ADMIN_MENU = [
  dashboard,
  {
    kind: 'section',
    label: 'Marketplace',
    icon: 'store',
    items: [
      designers,
      events,
      products,
      looks,
      fashionWeeks,
      notifications,
      orders,
      payouts,
      coupons,
    ],
  },
  webPlugin,
  reports,
  { kind: 'link', label: 'Users', path: '/user/view-users', icon: 'user' },
  { kind: 'link', label: 'Staff', path: '/admin/view-members', icon: 'shield' },
  help,
  /** The audit log (issue 34; not in the spec): admins only, never staff. */
  { kind: 'link', label: 'Audit log', path: '/audit', icon: 'receipt' },
] as const;

/** The staff's menu (first role member): the admins' without the audit log. */
export const STAFF_MENU = ADMIN_MENU.filter(
  (entry) => !('path' in entry && entry.path === '/audit'),
);

/** The designer's reduced side menu: no Designers, Coupons, Reports, Users or Staff (spec 2.11). */
export const DESIGNER_MENU = [
  dashboard,
  {
    kind: 'section',
    label: 'Marketplace',
    icon: 'store',
    items: [events, products, looks, fashionWeeks, notifications, orders, payouts],
  },
  webPlugin,
  help,
] as const;

// The spec's 'Settings' holds one thing, the password: the link says so (issue 27).
const settings = {
  kind: 'link',
  label: 'Change password',
  path: '/profile/change-password',
  icon: 'settings',
} as const;

/** The header's links, for every signed-in user (spec 2.10). */
export const HEADER_LINKS = [dashboard, events, settings] as const;

const adminProfile = {
  kind: 'link',
  label: 'Profile',
  path: '/admin/my-profile',
  icon: 'user',
} as const;
const designerProfile = {
  kind: 'link',
  label: 'Profile',
  path: '/profile/my-profile',
  icon: 'user',
} as const;
const connect = {
  kind: 'action',
  label: 'Connect',
  action: CONNECT_PAYMENTS_ACTION,
  icon: 'credit-card',
} as const;

/** The designer's subscription page (spec 6: for designers), which had no way in. */
const subscription = {
  kind: 'link',
  label: 'Subscription',
  path: '/subscription',
  icon: 'receipt',
} as const;

/**
 * The user menu above Logout (spec 2.10): Profile, Connect and Subscription for designers,
 * Settings (Change password).
 */
export const ADMIN_USER_MENU = [adminProfile, settings] as const;
export const DESIGNER_USER_MENU = [designerProfile, connect, subscription, settings] as const;

/**
 * The one role decision of the menus: admin and staff get theirs, anyone else the
 * designer's (spec 2.11 and section 6). Kept alone so it is easy to swap for a helper of
 * roles.ts that names the side.
 */
function seesAdminMenus(user: RoleBearer | null | undefined): boolean {
  return consoleSide(user) === 'admin';
}

/** Everything the console's shell shows that depends on who is signed in. */
export function shellMenusFor(user: RoleBearer | null | undefined) {
  const admin = seesAdminMenus(user);
  return {
    sideMenu: admin ? (effectiveRole(user) === 'admin' ? ADMIN_MENU : STAFF_MENU) : DESIGNER_MENU,
    headerLinks: HEADER_LINKS,
    userMenu: admin ? ADMIN_USER_MENU : DESIGNER_USER_MENU,
    /** The designer-only "Copy Your Designer ID" icon (spec 2.10). */
    showCopyId: !admin,
  };
}
