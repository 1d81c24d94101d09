import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ApiProvider } from '../api/ApiProvider';
import { alertNavigationAtom } from '../state/alerts';
import { ErrorDialogHost } from './ErrorDialogHost';
import { useCurrentUser } from './useCurrentUser';

/** Clears the alert on every change of location, unless it was kept for one. */
function AlertsFollowNavigation() {
  const { pathname } = useLocation();
  const navigated = useSetAtom(alertNavigationAtom);
  useEffect(() => {
    navigated();
  }, [pathname, navigated]);
  return null;
}

function CurrentUserSync() {
  useCurrentUser();
  return null;
}

/** The root of every route: the API client, the session sync, alerts and the error dialog. */
export function RootLayout() {
  return (
    <ApiProvider>
      <AlertsFollowNavigation />
      <CurrentUserSync />
      <Outlet />
      <ErrorDialogHost />
    </ApiProvider>
  );
}
