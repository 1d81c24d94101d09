import { DESIGNER_MENU, ROUTE_TABLE } from '@runway-live/domain/access';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_ROUTES } from './comingSoon';
import { PUBLIC_SCREENS } from './publicScreens';
import { SCREENS } from './screens';

describe('the routes table', () => {
  it('lists screens only for routes of section 2, public ones apart from signed-in ones', () => {
    const access = new Map(ROUTE_TABLE.map((rule) => [rule.pattern, rule.access]));
    expect(Object.keys(SCREENS).filter((pattern) => access.get(pattern) !== 'guarded')).toEqual([]);
    expect(
      Object.keys(PUBLIC_SCREENS).filter((pattern) => access.get(pattern) !== 'public'),
    ).toEqual([]);
  });

  it('shows coming soon exactly for the routes without a screen', () => {
    // Issue 33: every report is a screen.
    expect(COMING_SOON_ROUTES.filter((route) => route.startsWith('report/'))).toEqual([]);
    // Issue 30: no orders route is coming soon.
    expect(COMING_SOON_ROUTES).not.toContain('orders');
    expect(COMING_SOON_ROUTES).not.toContain('order/:order_id');
    // Issue 32: no coupon route is coming soon.
    expect(COMING_SOON_ROUTES.filter((route) => route.startsWith('coupon/'))).toEqual([]);
    expect(COMING_SOON_ROUTES).not.toContain('dashboard');
    expect(COMING_SOON_ROUTES).not.toContain('designer/view-designers');
    expect(Object.keys(SCREENS).length + Object.keys(PUBLIC_SCREENS).length).toBe(
      ROUTE_TABLE.length,
    );
  });

  it('shows no Web Plugin route as coming soon (spec 2.3, 2.11)', () => {
    const webPlugin = ROUTE_TABLE.map((rule) => rule.pattern).filter(
      (pattern) =>
        (pattern.includes('web-event') || pattern.includes('web-product')) &&
        !pattern.startsWith('report/') &&
        !pattern.startsWith('web-event/video/'),
    );
    expect(webPlugin).toHaveLength(19);
    expect(webPlugin.filter((pattern) => COMING_SOON_ROUTES.includes(pattern))).toEqual([]);
    const section = DESIGNER_MENU.find((entry) => entry.label === 'Web Plugin');
    const paths = section && 'items' in section ? section.items.map((item) => item.path) : [];
    expect(paths).toEqual([
      '/web-event/view-events',
      '/web-event-groups',
      '/web-product/view-products',
    ]);
    expect(paths.filter((path) => COMING_SOON_ROUTES.includes(path.slice(1)))).toEqual([]);
  });

  it('gives every product route of section 2.3 a screen', () => {
    const productRoutes = ROUTE_TABLE.map((rule) => rule.pattern).filter(
      (pattern) =>
        /(^|\/)(add|edit)-product|^view-products|(^|\/)products\/:event_id$/.test(pattern) &&
        !pattern.startsWith('web-'),
    );
    expect(productRoutes).toHaveLength(18);
    expect(productRoutes.filter((pattern) => COMING_SOON_ROUTES.includes(pattern))).toEqual([]);
  });
});
