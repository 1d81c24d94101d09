import { accountListQuerySchema } from '@runway-live/domain/api';
import { ResourceListPage } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { SHOPPER_COLUMNS } from './accountColumns';
import { accountStatusFilter } from './accountStatusFilter';
import { shoppers, useIsAdmin } from './accountsApi';
import { accountLabel, useAccountStatus } from './useAccountStatus';

/**
 * The shoppers (user/view-users): the accounts of the buying apps, roles ['user'], with
 * when they joined, whether their e-mail is verified and what they have ordered. Admin
 * and staff read it; the admin suspends (after a confirmation) and reactivates.
 */
export function ViewUsersScreen() {
  const listState = useListUrlState(accountListQuerySchema);
  const { state, update } = listState;
  const list = shoppers.useList(listState.apiQuery);
  const isAdmin = useIsAdmin();
  const status = useAccountStatus('users', 'user');

  return (
    <ResourceListPage
      title="Users"
      list={list}
      listState={listState}
      columns={SHOPPER_COLUMNS}
      rowLabel={accountLabel}
      searchLabel="Search users"
      searchPlaceholder="Name or e-mail"
      noun={{ one: 'user', many: 'users' }}
      empty={{ description: 'Shoppers appear here once they sign up in the apps.' }}
      filtersActive={state.status !== undefined}
      onClearFilters={() => update({ search: '', status: undefined })}
      statuses={accountStatusFilter(state.status, update)}
      rowActions={isAdmin ? status.actions : undefined}
    >
      {status.dialog}
    </ResourceListPage>
  );
}

export { ViewUsersScreen as Screen };
