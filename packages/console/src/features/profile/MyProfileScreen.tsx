import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import { Card, tokens } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { userAtom } from '../../state/session';
import { MyProfileForm } from './MyProfileForm';

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${tokens.space[2]} ${tokens.space[5]};
  margin: 0;
  dt {
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    /* An e-mail or an id breaks rather than pushing the page sideways on a phone; words
       wrap whole. */
    overflow-wrap: break-word;
  }
`;

const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  member: 'Staff',
  designer: 'Designer',
  user: 'User',
};

/**
 * My profile (admin/my-profile for admin and staff, profile/my-profile for designers):
 * the signed-in account as the server last sent it, read-only where only an admin may
 * change it (role, payment account), then the form for the rest. Designers also see their
 * payment account's state and edit their brand.
 */
export function MyProfileScreen() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  const role = effectiveRole(user) ?? '';
  const designer = !isAdminOrStaff(role);
  return (
    <Page title="My profile" parents={[DASHBOARD_CRUMB]}>
      <Card title="Account">
        <StyledDetails>
          <dt>Name</dt>
          <dd>{user.fullName}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Role</dt>
          <dd>{ROLE_NAMES[role] ?? role}</dd>
          {designer ? (
            <>
              <dt>Designer ID</dt>
              <dd>{user._id}</dd>
              <dt>Payment account</dt>
              <dd>{user.payment?.loginLink ? 'Connected' : 'Not set up'}</dd>
            </>
          ) : null}
        </StyledDetails>
      </Card>
      <Card title="Edit profile">
        <MyProfileForm user={user} designer={designer} />
      </Card>
    </Page>
  );
}

export { MyProfileScreen as Screen };
