import { COMING_SOON, PUBLIC_SCREENS, type ScreenEntry } from './publicScreens';
import { SCREENS } from './screens';

/**
 * The routes of section 2 whose screens later issues build: the entries `screens.ts` and
 * `publicScreens.ts` mark COMING_SOON (both maps must name every route of the domain's
 * ROUTE_TABLE, or they do not compile). Each renders the "coming soon" page until its
 * screen takes its place, so those files are the one place that shows what is built.
 */
export const COMING_SOON_ROUTES: readonly string[] = Object.entries<ScreenEntry>({
  ...PUBLIC_SCREENS,
  ...SCREENS,
})
  .filter(([, entry]) => entry === COMING_SOON)
  .map(([pattern]) => pattern);
