import { EmptyState, Icon, Link } from '@runway-live/ui';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { menuTitleOf } from '../../shared/menuTitle';
import { StandaloneFrame } from '../../shared/StandaloneFrame';

/**
 * What a route of a later issue shows until its screen lands (see routes/comingSoon.ts):
 * the page frame with the title the menu gives it, and a way back to the dashboard.
 */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <Page title={menuTitleOf(pathname) ?? 'Coming soon'} parents={[DASHBOARD_CRUMB]}>
      <EmptyState
        icon={<Icon name="layers" size="lg" />}
        title="Coming soon"
        description={`This page (${pathname}) is on its way.`}
        action={
          <Link href="/dashboard" linkComponent={RouterLink}>
            Go to the dashboard
          </Link>
        }
      />
    </Page>
  );
}

/** The same for a route the spec keeps outside the shell (a public page, the subscription). */
export function StandaloneComingSoonPage() {
  return (
    <StandaloneFrame>
      <ComingSoonPage />
    </StandaloneFrame>
  );
}
