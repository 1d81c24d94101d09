import { isAdminOrStaff } from '@runway-live/domain';

/** One destination of the side menu: its label and its console path, as spec 2.11 names them. */
export type MenuLink = { kind: 'link'; label: string; path: string };

/** A collapsible section of the side menu (Marketplace, Web Plugin, Reports, Help). */
export type MenuSection = { kind: 'section'; label: string; items: readonly MenuLink[] };

export type MenuEntry = MenuLink | MenuSection;

const link = (label: string, path: string): MenuLink => ({ kind: 'link', label, path });

const dashboard = link('Dashboard', '/dashboard');
const designers = link('Designers', '/designer/view-designers');
const events = link('Events', '/event/view-events');
const products = link('Products', '/view-products');
const looks = link('Looks', '/look/view-looks');
const fashionWeeks = link('Fashion Weeks', '/container/view-containers');
const notifications = link('Notifications', '/notifications');
const orders = link('Orders', '/orders');
const coupons = link('Coupons', '/coupon/view-coupons');

const webPlugin: MenuSection = {
  kind: 'section',
  label: 'Web Plugin',
  items: [
    link('Web Events', '/web-event/view-events'),
    link("Web Event's Groups", '/web-event-groups'),
    link('Web Products', '/web-product/view-products'),
  ],
};

const help: MenuSection = {
  kind: 'section',
  label: 'Help',
  items: [link('Categories', '/categories'), link('Colors', '/colors')],
};

/** The menu of admins and staff (first role admin or member), spec 2.11. */
export const adminMenu: readonly MenuEntry[] = [
  dashboard,
  {
    kind: 'section',
    label: 'Marketplace',
    items: [designers, events, products, looks, fashionWeeks, notifications, orders, coupons],
  },
  webPlugin,
  {
    kind: 'section',
    label: 'Reports',
    items: [
      link('Order Reports', '/report/orders'),
      link('Events', '/report/events'),
      link('Web Events', '/report/web-events'),
    ],
  },
  link('users', '/user/view-users'),
  link('staff', '/admin/view-members'),
  help,
];

/** The designer's reduced menu: no Designers, Coupons, Reports, users or staff (spec 2.11). */
export const designerMenu: readonly MenuEntry[] = [
  dashboard,
  {
    kind: 'section',
    label: 'Marketplace',
    items: [events, products, looks, fashionWeeks, notifications, orders],
  },
  webPlugin,
  help,
];

/** The menu for an effective role: admin and member get the full menu, anyone else the designer's. */
export function menuForRole(role: string | null | undefined): readonly MenuEntry[] {
  return isAdminOrStaff(role) ? adminMenu : designerMenu;
}
