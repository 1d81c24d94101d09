import {
  CONNECT_PAYMENTS_ACTION,
  consoleSide,
  LOGIN_PATH,
  shellMenusFor,
} from '@runway-live/domain/access';
import { messages } from '@runway-live/domain/messages';
import { AppShell, type CopyIdText } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePaymentConnect } from '../features/payments/usePaymentConnect';
import { signOutAtom, userAtom } from '../state/session';
import type { SessionUser } from '../state/sessionUser';
import { unsavedChangesAtom } from '../state/unsavedChanges';
import { menuSectionOf } from './menuSection';
import { AlertRegion } from '../shared/AlertRegion';
import { LeaveConfirmation } from './LeaveConfirmation';
import { RouterLink } from '../shared/RouterLink';
import { ToastHost } from './ToastHost';
import { useThemePreference } from './themePreferenceContext';
import { APP_NAME } from '../shared/useDocumentTitle';

/**
 * Section 2.10: the red banner is for designers (not admins) whose payment account has
 * no login link yet. The side is the effective role's: ['designer', 'admin'] is a designer.
 */
export function needsPaymentSetup(user: SessionUser): boolean {
  return consoleSide(user) === 'designer' && !user.payment?.loginLink;
}

/** The designer's copy-id icon (section 2.10) and what it says after a copy. */
const COPY_DESIGNER_ID: CopyIdText = {
  label: messages.copyDesignerId,
  copied: 'Designer ID copied',
  failed: 'Could not copy the Designer ID',
  regionLabel: 'Designer ID',
};

/**
 * The header shell of the guarded routes (sections 2.10-2.11), wired to the session,
 * around the route's outlet or the given page (the 404 of a signed-in user).
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const user = useAtomValue(userAtom);
  const signOut = useSetAtom(signOutAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const connect = usePaymentConnect();
  const theme = useThemePreference();
  const unsavedChanges = useAtomValue(unsavedChangesAtom);
  // The guard only renders the shell with a user.
  if (!user) return null;
  const menus = shellMenusFor(user);
  return (
    <AppShell
      user={{ id: user._id, fullName: user.fullName ?? '' }}
      menu={menus.sideMenu}
      links={menus.headerLinks}
      userMenu={menus.userMenu}
      brand={APP_NAME}
      copyId={menus.showCopyId ? COPY_DESIGNER_ID : undefined}
      onUserMenuAction={(action) => {
        if (action === CONNECT_PAYMENTS_ACTION) connect.mutate(user._id);
      }}
      themePreference={theme.preference}
      onThemePreferenceChange={theme.setPreference}
      activePath={menuSectionOf(pathname)}
      linkComponent={RouterLink}
      unsavedChanges={unsavedChanges ?? undefined}
      banner={
        needsPaymentSetup(user)
          ? {
              label: 'Payment account',
              text: 'Your payment account must be set up to create events and receive payments.',
              actionLabel: 'Set up your payment account',
              onAction: () => connect.mutate(user._id),
            }
          : undefined
      }
      onLogout={() => {
        signOut();
        queryClient.clear();
        navigate(LOGIN_PATH);
      }}
    >
      <AlertRegion />
      {children ?? <Outlet />}
      <ToastHost />
      <LeaveConfirmation />
    </AppShell>
  );
}
