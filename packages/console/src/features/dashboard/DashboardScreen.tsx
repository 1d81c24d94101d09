import { formatCount } from '@runway-live/domain/display';
import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import { Alert, Button, Spinner, StatCard, StatGrid } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { failureMessage } from '../../api/ApiProvider';
import { showsInPlace } from '../../api/failurePolicy';
import { Page, PageBlocks } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { userAtom } from '../../state/session';
import { useOrderFeed } from '../orders';
import { usePaymentConnect } from '../payments';
import { DesignerSalesSection } from '../reports';
import { SetupGuide } from './SetupGuide';
import { setupStepsOf } from './setupSteps';
import { DashboardDesk } from './DashboardDesk';
import { tilesOf, useDashboardDesk, useDashboardSummary } from './useDashboardSummary';

/** The role's greeting: admin, staff or designer (section 6). */
export function greetingFor(role: string | undefined, name: string): string {
  const first = name.trim().split(/\s+/u)[0] || 'there';
  if (role === 'admin') return `Welcome back, ${first}. Here is the marketplace today.`;
  if (role === 'member') return `Welcome back, ${first}. Here is what the team is running.`;
  return `Welcome back, ${first}. Here is your brand on Runway Live.`;
}

/**
 * The dashboard: a greeting by role and the counts the server gives for that role, one
 * card each (equal heights, a themed "View all" to the list behind the figure), after the
 * desk (shows on air, to-dos, next shows, latest orders). A designer with setup steps left
 * sees the setup guide first, and their own orders report last.
 */
export function DashboardScreen() {
  const user = useAtomValue(userAtom);
  const summary = useDashboardSummary();
  const desk = useDashboardDesk();
  // An order placed a second ago is in the figures: each new one reads the desk again.
  const refetchDesk = desk.refetch;
  useOrderFeed(() => void refetchDesk(), desk.isSuccess);
  const connect = usePaymentConnect();
  if (!user) return null;
  const role = effectiveRole(user);
  let body;
  if (summary.isPending) {
    body = <Spinner label="Loading the counts" />;
  } else if (summary.isError) {
    body = showsInPlace(summary.error) ? (
      <Alert tone="error">
        {failureMessage(summary.error)}{' '}
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          Retry
        </Button>
      </Alert>
    ) : null;
  } else {
    const steps = summary.data.scope === 'designer' ? setupStepsOf(user, summary.data) : [];
    const guide = steps.some((step) => !step.done) ? (
      <SetupGuide
        steps={steps}
        onConnectPayments={() => connect.mutate(user._id)}
        connecting={connect.isPending}
      />
    ) : null;
    const totals = (
      <StatGrid
        role="group"
        aria-label={isAdminOrStaff(role) ? 'Marketplace totals' : 'Your totals'}
      >
        {tilesOf(summary.data).map((tile) => (
          <StatCard
            key={tile.label}
            label={tile.label}
            value={formatCount(tile.count, { capped: tile.capped, standsAlone: true })}
            icon={tile.icon}
            link={{ label: 'View all', href: tile.path }}
            linkComponent={RouterLink}
          />
        ))}
      </StatGrid>
    );
    body = (
      <PageBlocks>
        {guide}
        {/* What is on air and what needs doing come before the totals: a day starts there. */}
        {desk.data ? <DashboardDesk desk={desk.data} marketplace={isAdminOrStaff(role)} /> : null}
        {totals}
        {/* A designer's own orders report: the report routes are admin and staff's (0054). */}
        {summary.data.scope === 'designer' ? <DesignerSalesSection /> : null}
      </PageBlocks>
    );
  }
  return (
    <Page title="Dashboard" description={greetingFor(role, user.fullName ?? '')}>
      {body}
    </Page>
  );
}

export { DashboardScreen as Screen };
