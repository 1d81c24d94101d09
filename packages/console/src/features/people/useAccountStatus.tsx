import type { AccountStatus, ApiUser } from '@runway-live/domain/api';
import { Button, ConfirmDialog, type BadgeTone } from '@runway-live/ui';
import { useState } from 'react';
import { failureMessage } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { ROW_ACTION_STYLE } from '../../resources/ResourceListPage';
import { useSetAccountStatus, type AccountKindPath } from './accountsApi';

/** An account's status as a badge: a suspended one stands out. */
export const ACCOUNT_STATUS_TONES: Readonly<Record<AccountStatus, BadgeTone>> = {
  active: 'success',
  suspended: 'danger',
};

type Account = Pick<ApiUser, '_id' | 'fullName' | 'email' | 'status'>;

/** What a person is called in an action's name and its toast: its name, else its e-mail. */
export const accountLabel = (account: Account) => account.fullName || account.email;

/**
 * Suspend (after a confirmation: it signs the account out at once) and reactivate, for
 * the admin, with a toast saying what happened or why not. `actions(account)` are the
 * buttons of a list row; `suspend`/`reactivate` serve a detail page's header; `dialog`
 * is the confirmation, rendered once by the page.
 */
export function useAccountStatus(kind: AccountKindPath, noun: string) {
  const setStatus = useSetAccountStatus(kind);
  const toast = useToast();
  const [toSuspend, setToSuspend] = useState<Account | null>(null);

  const change = async (account: Account, status: AccountStatus) => {
    try {
      await setStatus.mutateAsync({ id: account._id, status });
      toast.success(
        `${accountLabel(account)} ${status === 'suspended' ? 'suspended' : 'reactivated'}`,
      );
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  const busyWith = (account: Account) =>
    setStatus.isPending && setStatus.variables.id === account._id;

  const actions = (account: Account) =>
    account.status === 'suspended' ? (
      <Button
        {...ROW_ACTION_STYLE}
        aria-label={`Reactivate ${accountLabel(account)}`}
        loading={busyWith(account)}
        onClick={() => void change(account, 'active')}
      >
        Reactivate
      </Button>
    ) : (
      <Button
        {...ROW_ACTION_STYLE}
        aria-label={`Suspend ${accountLabel(account)}`}
        onClick={() => setToSuspend(account)}
      >
        Suspend
      </Button>
    );

  const dialog = (
    <ConfirmDialog
      open={toSuspend !== null}
      title={`Suspend ${noun}?`}
      confirmLabel="Suspend"
      destructive
      busy={setStatus.isPending}
      onCancel={() => setToSuspend(null)}
      onConfirm={() => {
        if (!toSuspend) return;
        void change(toSuspend, 'suspended').finally(() => setToSuspend(null));
      }}
    >
      {toSuspend
        ? `${accountLabel(toSuspend)} is signed out at once and cannot sign in until reactivated.`
        : null}
    </ConfirmDialog>
  );

  return {
    actions,
    dialog,
    pending: setStatus.isPending,
    suspend: (account: Account) => setToSuspend(account),
    reactivate: (account: Account) => void change(account, 'active'),
  };
}
