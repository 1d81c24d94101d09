import { ROUTE_REDIRECTS, ROUTE_TABLE, type RouteRule } from '@runway-live/domain/access';
import { AppShellSkeleton } from '@runway-live/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../RootLayout';
import { RouteGuard } from '../RouteGuard';
import { lazyElement } from './lazyElement';
import { PUBLIC_SCREENS, type ScreenModule } from './publicScreens';

type GuardedRule = Extract<RouteRule, { access: 'guarded' }>;

// One import site per module: each site costs the entry chunk (login's) its preload list.
const comingSoonPages = () => import('../pages/ComingSoonPage');
const comingSoon = (): Promise<ScreenModule> =>
  comingSoonPages().then(({ ComingSoonPage }) => ({ Screen: ComingSoonPage }));
const standaloneComingSoon = (): Promise<ScreenModule> =>
  comingSoonPages().then(({ StandaloneComingSoonPage }) => ({ Screen: StandaloneComingSoonPage }));

const shellOutline = <AppShellSkeleton label="Loading the console" />;

// The signed-in screens' map loads with the signed-in area (which imports it), so this
// import finds it loaded: no extra round trip, and none of it on the login page.
const signedInScreens = () => import('./screens');

function screenRoute(rule: RouteRule): RouteObject {
  const inShell = rule.access === 'guarded' && rule.inShell;
  const fallback = inShell ? comingSoon : standaloneComingSoon;
  const load = async (): Promise<ScreenModule> => {
    const screens = rule.access === 'guarded' ? (await signedInScreens()).SCREENS : PUBLIC_SCREENS;
    return (screens[rule.pattern] ?? fallback)();
  };
  return {
    path: rule.pattern,
    element: lazyElement(async () => ({ default: (await load()).Screen })),
  };
}

const redirects: RouteObject[] = Object.entries(ROUTE_REDIRECTS).map(([from, to]) =>
  from === ''
    ? { index: true, element: <Navigate to={to} replace /> }
    : { path: from, element: <Navigate to={to} replace /> },
);

/**
 * The routes table of section 2, from the domain's ROUTE_TABLE: public routes as they
 * are, guarded routes behind the RouteGuard (inside the header shell unless the rule says
 * otherwise), the redirects of 2.1, and a 404 page for any other path (in the shell for a
 * signed-in user). Plain elements, no data-router features (loaders, route `lazy`), so the
 * app can run on the declarative BrowserRouter, half the size of the data router.
 */
export function buildRoutes(): RouteObject[] {
  const publicRules = ROUTE_TABLE.filter((rule) => rule.access === 'public');
  const guardedRules = ROUTE_TABLE.filter((rule): rule is GuardedRule => rule.access === 'guarded');
  return [
    {
      element: <RootLayout />,
      children: [
        ...redirects,
        ...publicRules.map(screenRoute),
        {
          element: <RouteGuard />,
          children: [
            {
              // Server state (react-query) loads with the first guarded page, not on login;
              // meanwhile the shell's outline shows, not a blank page.
              element: lazyElement(
                async () => ({ default: (await import('../SignedInArea')).SignedInArea }),
                shellOutline,
              ),
              children: [
                {
                  // So does the shell (header, menus).
                  element: lazyElement(
                    async () => ({ default: (await import('../ShellLayout')).ShellLayout }),
                    shellOutline,
                  ),
                  children: guardedRules.filter((rule) => rule.inShell).map(screenRoute),
                },
                ...guardedRules.filter((rule) => !rule.inShell).map(screenRoute),
              ],
            },
          ],
        },
        {
          path: '*',
          element: lazyElement(async () => ({
            default: (await import('../pages/NotFoundScreen')).NotFoundScreen,
          })),
        },
      ],
    },
  ];
}
