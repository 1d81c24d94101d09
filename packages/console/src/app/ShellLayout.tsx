import { closedGates } from '@runway-live/domain/api';
import { CONNECT_PAYMENTS_ACTION, LOGIN_PATH, shellMenusFor } from '@runway-live/domain/access';
import { messages } from '@runway-live/domain/messages';
import { AppShell, type CopyIdText, type HeaderBanner } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { GATE_STEPS, gatesSentence } from '../features/dashboard/setupSteps';
import { NotificationBell } from '../features/notifications';
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
 * Section 2.10's red banner, for designers (not admins; the effective role decides, so
 * ['designer', 'admin'] is a designer) with a gate still closed: it names every closed gate
 * in the order a designer meets them (the subscription before the payment account) and
 * its button opens the first.
 */
function setupBanner(
  user: SessionUser,
  connect: () => void,
  navigate: (path: string) => void,
): HeaderBanner | undefined {
  const [first, ...rest] = closedGates(user);
  if (!first) return undefined;
  const { action } = GATE_STEPS[first];
  return {
    label: 'Account setup',
    text: gatesSentence([first, ...rest]),
    actionLabel: action.label,
    onAction: action.kind === 'link' ? () => navigate(action.href) : connect,
  };
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
      notifications={<NotificationBell />}
      onUserMenuAction={(action) => {
        if (action === CONNECT_PAYMENTS_ACTION) connect.mutate(user._id);
      }}
      themePreference={theme.preference}
      onThemePreferenceChange={theme.setPreference}
      activePath={menuSectionOf(pathname)}
      linkComponent={RouterLink}
      unsavedChanges={unsavedChanges ?? undefined}
      banner={setupBanner(user, () => connect.mutate(user._id), navigate)}
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
