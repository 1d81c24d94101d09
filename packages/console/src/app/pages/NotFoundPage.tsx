import { EmptyState, Icon, Link } from '@runway-live/ui';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { StandaloneFrame } from '../../shared/StandaloneFrame';

function NotFound() {
  return (
    <Page title="Page not found" parents={[DASHBOARD_CRUMB]}>
      <EmptyState
        icon={<Icon name="help" size="lg" />}
        title="There is no page at this address."
        action={
          <Link href="/dashboard" linkComponent={RouterLink}>
            Go to the dashboard
          </Link>
        }
      />
    </Page>
  );
}

/** Any path outside the routes table of section 2, inside the shell for a signed-in user. */
export function NotFoundPage() {
  return <NotFound />;
}

/** The same page for a visitor: no shell, the brand above it. */
export function StandaloneNotFoundPage() {
  return (
    <StandaloneFrame>
      <NotFound />
    </StandaloneFrame>
  );
}
