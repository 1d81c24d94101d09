import { effectiveRole, isAdminOrStaff } from '@runway-live/domain';
import { Alert, Button, Card, Spinner, tokens } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { userAtom } from '../../state/session';
import { failureMessage } from '../../api/ApiProvider';
import { showsInPlace } from '../../api/failurePolicy';
import { tilesOf, useDashboardSummary } from './useDashboardSummary';

const StyledPage = styled.section`
  display: grid;
  gap: ${tokens.space[5]};
  padding: ${tokens.space[5]};
`;

const StyledTiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCount = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize[7]};
  font-weight: ${tokens.fontWeight.bold};
`;

/** The role's greeting: admin, staff or designer (section 6). */
export function greetingFor(role: string | undefined, name: string): string {
  const first = name.trim().split(/\s+/u)[0] || 'there';
  if (role === 'admin') return `Welcome back, ${first}. Here is the marketplace today.`;
  if (role === 'member') return `Welcome back, ${first}. Here is what the team is running.`;
  return `Welcome back, ${first}. Here is your brand on Runway Live.`;
}

/** The dashboard: a greeting by role and the counts the server gives for that role. */
export function DashboardScreen() {
  const user = useAtomValue(userAtom);
  const summary = useDashboardSummary();
  if (!user) return null;
  const role = effectiveRole(user);
  return (
    <StyledPage aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>{greetingFor(role, user.fullName ?? '')}</p>
      {summary.isPending ? (
        <Spinner label="Loading the counts" />
      ) : summary.isError ? (
        showsInPlace(summary.error) ? (
          <Alert tone="error">
            {failureMessage(summary.error)}{' '}
            <Button variant="secondary" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : null
      ) : (
        <StyledTiles aria-label={isAdminOrStaff(role) ? 'Marketplace totals' : 'Your totals'}>
          {tilesOf(summary.data).map((tile) => (
            <li key={tile.label}>
              <Card>
                <StyledCount aria-label={`${tile.label}: ${tile.count}`}>{tile.count}</StyledCount>
                <Link to={tile.path}>{tile.label}</Link>
              </Card>
            </li>
          ))}
        </StyledTiles>
      )}
    </StyledPage>
  );
}

export { DashboardScreen as Screen };
