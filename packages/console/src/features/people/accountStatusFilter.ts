import type { AccountListFilter } from '@runway-live/domain/api';

/** The status filter of the people lists: one status at a time, as the API filters. */
const ACCOUNT_STATUS_CHIPS = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

/**
 * The chips of a people list wired to its URL state: the chip just pressed replaces the
 * previous one (the API filters by one status).
 */
export function accountStatusFilter(
  selected: AccountListFilter['status'],
  update: (next: { status: AccountListFilter['status'] }) => void,
) {
  return {
    statuses: ACCOUNT_STATUS_CHIPS,
    selectedStatuses: selected ? [selected] : [],
    onStatusesChange: (next: string[]) =>
      update({
        status: next.find((status) => status !== selected) as AccountListFilter['status'],
      }),
  };
}
