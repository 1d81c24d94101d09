import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_TABLE,
  findRoute,
  firstRoleAccess,
  isWebEventOrVideoPath,
  routeAccess,
} from './access';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

const admin = { roles: ['admin'] };
const staff = { roles: ['member'] };
const designer = { roles: ['designer'] };
const shopper = { roles: ['user'] };
const signedIn = [admin, staff, designer, shopper];

const toLogin = { kind: 'needs-login', redirectTo: '/auth/login' };

// Section 2.2, with sample parameters: public for everybody, signed in or not.
const publicPaths = [
  '/auth/login',
  '/auth/register',
  '/auth/register?email=ada%40maison.test',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/reset-password/3f9c2e',
  '/auth/verify-email/8d1a7b?user=webuser',
  '/authv2',
  '/admin',
  '/web-event/video/42/live',
];

// Section 2.3, routes marked (admin) and the admin-expected list of section 6.
const adminPaths = [
  '/designer/add-designer',
  '/designer/edit-designer/u1',
  '/designer/designer-detail/u1',
  '/designer/view-designers',
  '/admin/add-member',
  '/admin/view-members',
  '/audit',
  '/audit/e1',
  '/user/user-detail/u1',
  '/user/view-users',
  '/report/orders',
  '/report/events',
  '/report/web-events',
  '/container/add-container',
  '/container/edit-container/c1',
  '/coupon/view-coupons',
  '/coupon/add-coupon',
  '/coupon/cp1',
  // Reference data's forms (issue 11, docs/decisions: reference data form routes).
  '/categories/add',
  '/categories/edit/k1',
  '/colors/add',
  '/colors/edit/c1',
  '/size/charts/add',
  '/size/charts/edit/s1',
];

// Section 2.3, every route that needs only a login.
const loginPaths = [
  '/dashboard',
  '/profile/change-password',
  '/admin/my-profile',
  '/profile/my-profile',
  '/event/add-event',
  '/container/event/add-event/c1',
  '/event/edit-event/e1',
  '/event/event-detail/e1',
  '/event/carousel-time/e1',
  '/event/view-events',
  '/container/events/c1',
  '/web-event-groups',
  '/web-event-groups/add',
  '/web-event-groups/edit/g1',
  '/web-event/add-event',
  '/container/web-event/add-event/c1',
  '/web-event/edit-event/e1',
  '/web-event/event-detail/e1',
  '/web-event/carousel-time/e1',
  '/web-event/view-events',
  '/container/web-events/c1',
  '/web-product/add-product',
  '/web-product/view-products',
  '/web-product/edit-product/p1',
  '/web-event/products/e1',
  '/web-event/edit-product/e1/p1',
  '/web-event/add-product/e1',
  '/web-event/event-detail/products/e1',
  '/web-event/event-detail/edit-product/e1/p1',
  '/web-event/event-detail/add-product/e1',
  '/look/view-looks',
  '/event/view-looks/e1',
  '/event-detail/view-looks/e1',
  '/look/add-look',
  '/event/add-look/e1',
  '/event-detail/add-look/e1',
  '/look/edit-look/l1',
  '/event/edit-look/e1/l1',
  '/event-detail/edit-look/e1/l1',
  '/add-product',
  '/view-products',
  '/edit-product/p1',
  '/look/add-product',
  '/look/add-product/l1',
  '/event/look/add-product/e1/l1',
  '/event-detail/look/add-product/e1/l1',
  '/look/edit-product/p1',
  '/look/edit-product/l1/p1',
  '/event/look/edit-product/e1/l1/p1',
  '/event-detail/look/edit-product/e1/l1/p1',
  '/event/looks/edit-product/e1/l1/p1',
  '/look/products/l1',
  '/event/look/products/e1/l1',
  '/event-detail/look/products/e1/l1',
  '/event/products/e1',
  '/event/edit-product/e1/p1',
  '/event/add-product/e1',
  '/event-detail/products/e1',
  '/event-detail/edit-product/e1/p1',
  '/event-detail/add-product/e1',
  '/orders',
  '/order/o1',
  '/payouts',
  '/container/view-containers',
  '/container/container-detail/c1',
  '/coupon/add',
  '/coupon/edit/cp1',
  '/coupon/coupon-detail/cp1',
  '/notifications',
  '/size/charts',
  '/size/charts/detail/s1',
  '/categories',
  '/colors',
];

describe('routeAccess: public routes (2.2)', () => {
  it.each(publicPaths)('%s is public, signed in or not', (path) => {
    for (const user of [null, undefined, ...signedIn]) {
      expect(routeAccess(path, user)).toEqual({ kind: 'public' });
    }
  });

  it.each(['/auth', '/auth/anything', '/authv2/login', '/web-event/video/42', '/video/7'])(
    '%s is public under the auth modules and the web-event/video rule',
    (path) => {
      expect(routeAccess(path, null)).toEqual({ kind: 'public' });
    },
  );
});

describe('routeAccess: admin-expected routes (2.3, 6)', () => {
  it.each(adminPaths)('%s sends a visitor without login to /auth/login', (path) => {
    expect(routeAccess(path, null)).toEqual(toLogin);
  });

  it.each(adminPaths)('%s lets admin and staff in', (path) => {
    expect(routeAccess(path, admin)).toEqual({ kind: 'allowed', expects: 'admin' });
    expect(routeAccess(path, staff)).toEqual({ kind: 'allowed', expects: 'admin' });
  });

  it.each(adminPaths)('%s sends a designer to /auth/login', (path) => {
    const refused = { kind: 'role-refused', redirectTo: '/auth/login', expects: 'admin' };
    expect(routeAccess(path, designer)).toEqual(refused);
    expect(routeAccess(path, shopper)).toEqual(refused);
  });
});

describe('routeAccess: the first role decides the side', () => {
  it("treats ['designer', 'member'] as a designer and ['member', 'designer'] as staff", () => {
    const designerThenStaff = { roles: ['designer', 'member'] };
    const staffThenDesigner = { roles: ['member', 'designer'] };
    expect(routeAccess('/designer/view-designers', designerThenStaff)).toMatchObject({
      kind: 'role-refused',
    });
    expect(routeAccess('/subscription', designerThenStaff)).toMatchObject({ kind: 'allowed' });
    expect(routeAccess('/designer/view-designers', staffThenDesigner)).toMatchObject({
      kind: 'allowed',
    });
    expect(routeAccess('/subscription', staffThenDesigner)).toMatchObject({
      kind: 'role-refused',
    });
  });
});

describe('routeAccess: the subscription page expects a designer', () => {
  it('lets a designer in and sends admin and staff to /auth/login', () => {
    expect(routeAccess('/subscription', designer)).toEqual({
      kind: 'allowed',
      expects: 'designer',
    });
    for (const user of [admin, staff]) {
      expect(routeAccess('/subscription', user)).toEqual({
        kind: 'role-refused',
        redirectTo: '/auth/login',
        expects: 'designer',
      });
    }
    expect(routeAccess('/subscription', null)).toEqual(toLogin);
  });

  it('sits outside the header shell', () => {
    expect(findRoute('subscription')).toEqual({
      pattern: 'subscription',
      access: 'guarded',
      expects: 'designer',
      inShell: false,
    });
  });
});

describe('routeAccess: routes that need only a login (2.3)', () => {
  it.each(loginPaths)('%s needs a login and then lets every role in', (path) => {
    expect(routeAccess(path, null)).toEqual(toLogin);
    for (const user of signedIn) expect(routeAccess(path, user)).toEqual({ kind: 'allowed' });
  });

  it('keeps the guarded web-event routes guarded despite the web-event rule', () => {
    expect(routeAccess('/web-event/add-event', null)).toEqual(toLogin);
    expect(routeAccess('/report/web-events', designer).kind).toBe('role-refused');
  });
});

describe('routeAccess: everything else', () => {
  it('treats the empty path as the dashboard', () => {
    expect(routeAccess('', null)).toEqual(toLogin);
    expect(routeAccess('/', designer)).toEqual({ kind: 'allowed' });
    expect(findRoute('/')?.pattern).toBe('dashboard');
  });

  it('needs a login for unknown paths, the admin module’s included', () => {
    expect(routeAccess('/admin/anything', null)).toEqual(toLogin);
    expect(routeAccess('/no-such-page', null)).toEqual(toLogin);
  });

  it('prefers fixed segments to parameters: coupon/add is not coupon/:id', () => {
    expect(routeAccess('/coupon/add', designer)).toEqual({ kind: 'allowed' });
    expect(routeAccess('/coupon/add-coupon', designer).kind).toBe('role-refused');
  });

  it('reads full URLs, query strings, hashes and trailing slashes', () => {
    expect(routeAccess('https://console.runway.test/user/view-users/?page=2#top', staff)).toEqual({
      kind: 'allowed',
      expects: 'admin',
    });
  });

  it('counts a user without roles as nobody', () => {
    expect(routeAccess('/dashboard', { roles: [] })).toEqual(toLogin);
  });

  it(
    'is total: any path and any user give a result',
    () => {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), (path, user) => {
          const access = routeAccess(path as string, user as { roles: string[] });
          expect(['public', 'allowed', 'needs-login', 'role-refused']).toContain(access.kind);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('lists every route of 2.2 and 2.3 exactly once', () => {
    const patterns = ROUTE_TABLE.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    // 9 public routes (publicPaths repeats auth/register with a query), 1 for subscription.
    expect(patterns).toHaveLength(9 + adminPaths.length + 1 + loginPaths.length);
  });
});

describe('isWebEventOrVideoPath', () => {
  it('spots the pages an anonymous visit keeps its session on', () => {
    expect(isWebEventOrVideoPath('/web-event/video/42/live')).toBe(true);
    expect(isWebEventOrVideoPath('/player/video/7')).toBe(true);
    expect(isWebEventOrVideoPath('/dashboard')).toBe(false);
    expect(isWebEventOrVideoPath('/dashboard?next=video')).toBe(false);
  });
});

describe('firstRoleAccess: the separate admin-only and designer-only checks (6)', () => {
  it('needs that exact first role', () => {
    expect(firstRoleAccess(admin, 'admin')).toEqual({ kind: 'allowed', expects: 'admin' });
    expect(firstRoleAccess(staff, 'admin')).toEqual({
      kind: 'role-refused',
      redirectTo: '/auth/login',
      expects: 'admin',
    });
    expect(firstRoleAccess({ roles: ['designer', 'admin'] }, 'admin').kind).toBe('role-refused');
    expect(firstRoleAccess(designer, 'designer')).toEqual({ kind: 'allowed', expects: 'designer' });
    expect(firstRoleAccess(null, 'designer')).toEqual(toLogin);
  });
});
