import { ROUTE_TABLE } from '@runway-live/domain/access';
import { PUBLIC_SCREENS } from './publicScreens';
import { SCREENS } from './screens';

/**
 * The routes of section 2 whose screens later issues build: every route of the domain's
 * ROUTE_TABLE that neither `screens.ts` nor `publicScreens.ts` lists. Each renders the "coming soon" page inside
 * the shell until its screen joins `screens.ts`, so those files are the one place that shows
 * what is built and this list is the gap, never kept by hand.
 */
export const COMING_SOON_ROUTES: readonly string[] = ROUTE_TABLE.map((rule) => rule.pattern).filter(
  (pattern) => !(pattern in SCREENS) && !(pattern in PUBLIC_SCREENS),
);
