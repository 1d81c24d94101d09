import { LOGIN_PATH, routeAccess } from '@runway-live/domain/access';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signOutAtom, tokenAtom, userAtom, type LoginRedirectState } from '../state/session';

/**
 * Sections 2.1 and 6, decided by the domain's routeAccess: a guarded route needs a stored
 * token and a user (without both the user is signed out and sent to login), and a route
 * that expects the other side of the roles sends the user to login as well.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const signOut = useSetAtom(signOutAtom);
  const signedIn = token !== null && user !== null;
  const access = routeAccess(pathname, signedIn ? user : null);

  useEffect(() => {
    // Half a session (a token without a user, or the reverse) is no session.
    if (!signedIn && (token !== null || user !== null)) signOut();
  }, [signedIn, token, user, signOut]);

  if (access.kind === 'needs-login') return <Navigate to={LOGIN_PATH} replace />;
  if (access.kind === 'role-refused') {
    const state: LoginRedirectState = { roleRefused: true };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
