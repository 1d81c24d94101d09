import { formatInstantDay } from '@runway-live/domain/display';
import type { ApiUser, Member, Shopper, ShopperOrders } from '@runway-live/domain/api';
import { Badge, Link, StatusBadge, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { shoppers } from './accountsApi';
import { ACCOUNT_STATUS_TONES } from './useAccountStatus';

const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  color: ${tokens.color.textMuted};
`;

/** 'Nov 1, 2026': the day of an instant the API answers, in the console's language. */
export const dayOf = (instant: string) => formatInstantDay(instant);

/** '$120.50 · €40.00': a shopper's spend, one amount per currency; '—' when none. */
export function spendOf(orders: ShopperOrders): string {
  if (orders.spent.length === 0) return '—';
  return orders.spent
    .map(({ currency, amount }) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount),
    )
    .join(' · ');
}

export function AccountStatusBadge({ status }: { status: ApiUser['status'] }) {
  return <StatusBadge status={status} tones={ACCOUNT_STATUS_TONES} />;
}

// Column ids that are the API's sort fields (fullName, email, status, createdAt) sort on
// the server; the others do not sort. The columns both lists show, for either's rows:
const email = <Account extends ApiUser>(): ColumnDef<Account, string> => ({
  id: 'email',
  header: 'E-mail',
  accessorFn: (account) => account.email,
});
const status = <Account extends ApiUser>(): ColumnDef<Account, string> => ({
  id: 'status',
  header: 'Status',
  accessorFn: (account) => account.status,
  cell: ({ row }) => <AccountStatusBadge status={row.original.status} />,
});
const joined = <Account extends ApiUser>(): ColumnDef<Account, string> => ({
  id: 'createdAt',
  header: 'Joined',
  accessorFn: (account) => account.createdAt,
  cell: ({ row }) => dayOf(row.original.createdAt),
});

/** The staff members list: who, how to reach them, whether they have signed in yet. */
export const MEMBER_COLUMNS: ColumnDef<Member, string>[] = [
  { id: 'fullName', header: 'Name', accessorFn: (member) => member.fullName },
  email(),
  {
    id: 'mobileNumber',
    header: 'Mobile',
    enableSorting: false,
    accessorFn: (member) => member.mobileNumber,
    cell: ({ row }) => row.original.mobileNumber || <StyledMuted>—</StyledMuted>,
  },
  {
    id: 'passwordChosen',
    header: 'Password',
    enableSorting: false,
    accessorFn: (member) => (member.passwordChosen ? 'Chosen' : 'Invitation sent'),
    cell: ({ row }) =>
      row.original.passwordChosen ? (
        <Badge tone="success">Chosen</Badge>
      ) : (
        <Badge tone="warning">Invitation sent</Badge>
      ),
  },
  status(),
  joined(),
];

/** The shoppers list: each links to its detail; its orders once it has placed some. */
export const SHOPPER_COLUMNS: ColumnDef<Shopper, string>[] = [
  {
    id: 'fullName',
    header: 'Name',
    accessorFn: (shopper) => shopper.fullName,
    cell: ({ row }) => (
      <Link href={shoppers.paths.detail(row.original._id)} linkComponent={RouterLink}>
        {row.original.fullName || row.original.email}
      </Link>
    ),
  },
  email(),
  joined(),
  {
    id: 'emailVerified',
    header: 'Verified',
    enableSorting: false,
    accessorFn: (shopper) => (shopper.emailVerified ? 'Yes' : 'No'),
  },
  {
    id: 'orders',
    header: 'Orders',
    enableSorting: false,
    accessorFn: (shopper) => String(shopper.orders.count),
    cell: ({ row }) => <StyledNumber>{row.original.orders.count}</StyledNumber>,
  },
  {
    id: 'spend',
    header: 'Spend',
    enableSorting: false,
    accessorFn: (shopper) => spendOf(shopper.orders),
    cell: ({ row }) => <StyledNumber>{spendOf(row.original.orders)}</StyledNumber>,
  },
  status(),
];
