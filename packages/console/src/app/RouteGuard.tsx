import { LOGIN_PATH, roleSide, routeAccess } from '@runway-live/domain/access';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPageFrom } from '../api/failurePolicy';
import { signOutAtom, tokenAtom, userAtom, type LoginRedirectState } from '../state/session';

/**
 * Sections 2.1 and 6, decided by the domain's routeAccess: a guarded route needs a stored
 * token and a user (without both the user is signed out and sent to login), and a route
 * that expects the other side of the roles sends the user to login as well.
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const signOut = useSetAtom(signOutAtom);
  // A shopper-only account has no console session (the server refuses its 'cms' login; the
  // player keeps a shopper's session under its own key): a copy found here is dropped too.
  const shopperOnly = user !== null && roleSide(user) === 'shopper';
  const signedIn = token !== null && user !== null && !shopperOnly;
  const access = routeAccess(pathname, signedIn ? user : null);

  useEffect(() => {
    // Half a session (a token without a user, or the reverse) is no session, nor a shopper's.
    if (!signedIn && (token !== null || user !== null)) signOut();
  }, [signedIn, token, user, signOut]);

  // Signed in again, the person comes back here (issue 27).
  if (access.kind === 'needs-login') {
    return <Navigate to={loginPageFrom(`${pathname}${search}`)} replace />;
  }
  if (access.kind === 'role-refused') {
    const state: LoginRedirectState = { roleRefused: true };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
