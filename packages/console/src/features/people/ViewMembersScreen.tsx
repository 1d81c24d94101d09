import { accountListQuerySchema, type Member } from '@runway-live/domain/api';
import { Button } from '@runway-live/ui';
import { failureMessage } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { ResourceListPage, ROW_ACTION_STYLE } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { MEMBER_COLUMNS } from './accountColumns';
import { accountStatusFilter } from './accountStatusFilter';
import { members, useIsAdmin, useResendInvitation } from './accountsApi';
import { accountLabel, useAccountStatus } from './useAccountStatus';

/**
 * The staff members (admin/view-members): admin and staff read the list; the admin adds
 * members, suspends (after a confirmation), reactivates, and resends the invitation of a
 * member that has not chosen a password yet.
 */
export function ViewMembersScreen() {
  const listState = useListUrlState(accountListQuerySchema);
  const { state, update } = listState;
  const list = members.useList(listState.apiQuery);
  const isAdmin = useIsAdmin();
  const status = useAccountStatus('members', 'member');
  const resend = useResendInvitation();
  const toast = useToast();

  const resendTo = async (member: Member) => {
    try {
      toast.success(await resend.mutateAsync(member._id));
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <ResourceListPage
      title="Staff members"
      list={list}
      listState={listState}
      columns={MEMBER_COLUMNS}
      rowLabel={accountLabel}
      searchLabel="Search staff members"
      searchPlaceholder="Name or e-mail"
      noun={{ one: 'staff member', many: 'staff members' }}
      primaryAction={
        isAdmin ? { label: 'Add member', href: members.paths.add, icon: 'plus' } : undefined
      }
      empty={{ description: 'Staff members appear here once an admin adds them.' }}
      filtersActive={state.status !== undefined}
      onClearFilters={() => update({ search: '', status: undefined })}
      statuses={accountStatusFilter(state.status, update)}
      rowActions={
        isAdmin
          ? (member) => (
              <>
                {member.passwordChosen ? null : (
                  <Button
                    {...ROW_ACTION_STYLE}
                    aria-label={`Resend invitation to ${accountLabel(member)}`}
                    loading={resend.isPending && resend.variables === member._id}
                    onClick={() => void resendTo(member)}
                  >
                    Resend invitation
                  </Button>
                )}
                {status.actions(member)}
              </>
            )
          : undefined
      }
    >
      {status.dialog}
    </ResourceListPage>
  );
}

export { ViewMembersScreen as Screen };
