import { ROUTE_TABLE } from '@runway-live/domain';
import { SCREENS } from './screens';

/**
 * The routes of section 2 whose screens later issues build: every route of the domain's
 * ROUTE_TABLE that `screens.ts` does not list. Each renders the "coming soon" page inside
 * the shell until its screen joins `screens.ts`, so that file is the one place that shows
 * what is built and this list is the gap, never kept by hand.
 */
export const COMING_SOON_ROUTES: readonly string[] = ROUTE_TABLE.map((rule) => rule.pattern).filter(
  (pattern) => !(pattern in SCREENS),
);
