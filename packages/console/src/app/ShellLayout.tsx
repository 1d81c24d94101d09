import { consoleSide, effectiveRole, LOGIN_PATH } from '@runway-live/domain';
import { AppShell, menuForRole } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePaymentConnect } from '../features/payments/usePaymentConnect';
import { signOutAtom, userAtom } from '../state/session';
import type { SessionUser } from '../state/sessionUser';
import { AlertRegion } from './AlertRegion';
import { RouterLink } from './RouterLink';

/**
 * Section 2.10: the red banner is for designers (not admins) whose payment account has
 * no login link yet. The side is the effective role's: ['designer', 'admin'] is a designer.
 */
export function needsPaymentSetup(user: SessionUser): boolean {
  return consoleSide(user) === 'designer' && !user.payment?.loginLink;
}

/** The header shell of the guarded routes (sections 2.10-2.11), wired to the session. */
export function ShellLayout() {
  const user = useAtomValue(userAtom);
  const signOut = useSetAtom(signOutAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const connect = usePaymentConnect();
  // The guard only renders the shell with a user.
  if (!user) return null;
  return (
    <AppShell
      user={{ id: user._id, fullName: user.fullName ?? '', roles: user.roles }}
      menu={menuForRole(effectiveRole(user))}
      activePath={pathname}
      linkComponent={RouterLink}
      showPaymentBanner={needsPaymentSetup(user)}
      onConnectPayments={() => connect.mutate(user._id)}
      onLogout={() => {
        signOut();
        queryClient.clear();
        navigate(LOGIN_PATH);
      }}
    >
      <AlertRegion />
      <Outlet />
    </AppShell>
  );
}
