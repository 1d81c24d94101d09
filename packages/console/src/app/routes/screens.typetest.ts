// Compiled with the console (tsc), never run: the screen maps are keyed by the route
// table's own type, so a route left out or a key the table does not hold is a type error.
import type { GuardedRoutePattern, PublicRoutePattern } from '@runway-live/domain/access';
import { COMING_SOON, PUBLIC_SCREENS, type ScreenMap } from './publicScreens';
import { SCREENS } from './screens';

const { dashboard: _left, ...withoutDashboard } = SCREENS;
// @ts-expect-error: the dashboard route of the table has no entry
export const _missingScreen: ScreenMap<GuardedRoutePattern> = withoutDashboard;

export const _extraScreen: ScreenMap<GuardedRoutePattern> = {
  ...SCREENS,
  // @ts-expect-error: 'view-product' is not a route of the table
  'view-product': COMING_SOON,
};

export const _extraPublicScreen: ScreenMap<PublicRoutePattern> = {
  ...PUBLIC_SCREENS,
  // @ts-expect-error: a signed-in route is not a public screen
  dashboard: COMING_SOON,
};
