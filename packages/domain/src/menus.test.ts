import { describe, expect, it } from 'vitest';
import { findRoute, routeAccess } from './access';
import {
  ADMIN_MENU,
  STAFF_MENU,
  ADMIN_USER_MENU,
  CONNECT_PAYMENTS_ACTION,
  DESIGNER_MENU,
  DESIGNER_USER_MENU,
  HEADER_LINKS,
  shellMenusFor,
} from './menus';

type Entry = {
  kind: string;
  label: string;
  path?: string;
  icon?: string;
  items?: readonly Entry[];
};

/** Every [label, path] of a menu, sections flattened in order. */
function linksOf(entries: readonly Entry[]): [string, string][] {
  return entries.flatMap((entry): [string, string][] =>
    entry.items ? linksOf(entry.items) : entry.path ? [[entry.label, entry.path]] : [],
  );
}

const admin = { roles: ['admin'] };
const staff = { roles: ['member', 'admin'] };
const designer = { roles: ['designer'] };
const shopper = { roles: ['user'] };

const everyMenu: readonly (readonly Entry[])[] = [
  ADMIN_MENU,
  DESIGNER_MENU,
  HEADER_LINKS,
  ADMIN_USER_MENU,
  DESIGNER_USER_MENU,
];

describe('the console menus (spec 2.10, 2.11)', () => {
  it('lists the admin and staff side menu with the spec labels and paths', () => {
    expect(ADMIN_MENU.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Marketplace',
      'Web Plugin',
      'Reports',
      'Users',
      'Staff',
      'Help',
      'Audit log',
    ]);
    expect(linksOf(ADMIN_MENU)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Designers', '/designer/view-designers'],
      ['Events', '/event/view-events'],
      ['Products', '/view-products'],
      ['Looks', '/look/view-looks'],
      ['Fashion Weeks', '/container/view-containers'],
      ['Notifications', '/notifications'],
      ['Orders', '/orders'],
      ['Payouts', '/payouts'],
      ['Coupons', '/coupon/view-coupons'],
      ['Web Events', '/web-event/view-events'],
      ['Web event groups', '/web-event-groups'],
      ['Web Products', '/web-product/view-products'],
      ['Order Reports', '/report/orders'],
      ['Events', '/report/events'],
      ['Web Events', '/report/web-events'],
      ['Users', '/user/view-users'],
      ['Staff', '/admin/view-members'],
      ['Categories', '/categories'],
      ['Colors', '/colors'],
      ['Audit log', '/audit'],
    ]);
    // Staff have the same menu without the audit log, whose API is admin only.
    expect(linksOf(STAFF_MENU)).toEqual(linksOf(ADMIN_MENU).slice(0, -1));
  });

  it('gives designers the reduced menu: no Designers, Coupons, Reports, Users or Staff', () => {
    expect(DESIGNER_MENU.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Marketplace',
      'Web Plugin',
      'Help',
    ]);
    expect(linksOf(DESIGNER_MENU)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Events', '/event/view-events'],
      ['Products', '/view-products'],
      ['Looks', '/look/view-looks'],
      ['Fashion Weeks', '/container/view-containers'],
      ['Notifications', '/notifications'],
      ['Orders', '/orders'],
      ['Payouts', '/payouts'],
      ['Web Events', '/web-event/view-events'],
      ['Web event groups', '/web-event-groups'],
      ['Web Products', '/web-product/view-products'],
      ['Categories', '/categories'],
      ['Colors', '/colors'],
    ]);
  });

  it('lists the header links and the user menu of each side', () => {
    expect(linksOf(HEADER_LINKS)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Events', '/event/view-events'],
      ['Change password', '/profile/change-password'],
    ]);
    expect(ADMIN_USER_MENU.map((item) => item.label)).toEqual(['Profile', 'Change password']);
    expect(linksOf(ADMIN_USER_MENU)[0]).toEqual(['Profile', '/admin/my-profile']);
    expect(DESIGNER_USER_MENU.map((item) => item.label)).toEqual([
      'Profile',
      'Connect',
      'Subscription',
      'Change password',
    ]);
    expect(linksOf(DESIGNER_USER_MENU)[1]).toEqual(['Subscription', '/subscription']);
    expect(linksOf(DESIGNER_USER_MENU)[0]).toEqual(['Profile', '/profile/my-profile']);
    expect(DESIGNER_USER_MENU[1]).toMatchObject({ kind: 'action', action: 'connect-payments' });
  });

  it('makes every menu path and header link an exact route of ROUTE_TABLE inside the shell', () => {
    for (const menu of everyMenu) {
      for (const [label, path] of linksOf(menu)) {
        const rule = findRoute(path);
        expect({ label, pattern: rule?.pattern }).toEqual({ label, pattern: path.slice(1) });
        // The subscription page is the one the spec puts outside the shell (section 2.1).
        expect(rule).toMatchObject({ access: 'guarded', inShell: path !== '/subscription' });
      }
    }
  });

  it('shows each person only routes they may open', () => {
    for (const user of [admin, staff, designer, shopper]) {
      const { sideMenu, headerLinks, userMenu } = shellMenusFor(user);
      for (const [, path] of [
        ...linksOf(sideMenu),
        ...linksOf(headerLinks),
        ...linksOf(userMenu),
      ]) {
        expect({ path, access: routeAccess(path, user).kind }).toEqual({ path, access: 'allowed' });
      }
    }
  });

  it('picks the menus by the effective (first) role', () => {
    expect(shellMenusFor(admin)).toEqual({
      sideMenu: ADMIN_MENU,
      headerLinks: HEADER_LINKS,
      userMenu: ADMIN_USER_MENU,
      showCopyId: false,
    });
    expect(shellMenusFor(staff).sideMenu).toBe(STAFF_MENU);
    expect(shellMenusFor({ roles: ['designer', 'admin'] })).toEqual({
      sideMenu: DESIGNER_MENU,
      headerLinks: HEADER_LINKS,
      userMenu: DESIGNER_USER_MENU,
      showCopyId: true,
    });
    expect(shellMenusFor(shopper).sideMenu).toBe(DESIGNER_MENU);
    expect(shellMenusFor(null).sideMenu).toBe(DESIGNER_MENU);
    expect(CONNECT_PAYMENTS_ACTION).toBe('connect-payments');
  });

  it('gives every entry an icon key', () => {
    const entries = everyMenu.flatMap((menu) => [
      ...menu,
      ...menu.flatMap((entry) => entry.items ?? []),
    ]);
    for (const entry of entries) expect(entry.icon).toMatch(/^[a-z-]+$/);
  });
});
