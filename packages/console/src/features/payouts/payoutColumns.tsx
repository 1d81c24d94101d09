import { formatMoney } from '@runway-live/domain/money';
import type {
  ApiCommissionDesigner,
  ApiPayoutLine,
  ApiPayoutTransfer,
  PayoutLineStatus,
} from '@runway-live/domain/orders';
import {
  Button,
  Link,
  StatusBadge,
  visuallyHidden,
  type BadgeTone,
  type ColumnDef,
} from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { orderMoment, orders } from '../orders';

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const LINE_STATUS_LABELS: Readonly<Record<PayoutLineStatus, string>> = {
  pending: 'Pending',
  available: 'Available',
  paid_out: 'Paid out',
  reversed: 'Reversed',
};
const LINE_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: 'warning',
  available: 'info',
  paid_out: 'success',
  reversed: 'danger',
};

/** An amount in the statement's currency; a negative one keeps its minus sign. */
const money = (amount: number, currency: string) => (
  <StyledAmount>{formatMoney(amount, currency)}</StyledAmount>
);

const orderLink = (id: string, orderNumber: string) => (
  <Link href={orders.paths.detail(id)} linkComponent={RouterLink}>
    {orderNumber}
  </Link>
);

/** The statement's lines: one paid order each, with what the marketplace keeps. */
export function lineColumns(currency: string): ColumnDef<ApiPayoutLine, unknown>[] {
  const amount = (id: keyof ApiPayoutLine & string, header: string) => ({
    id,
    header,
    accessorFn: (line: ApiPayoutLine) => line[id],
    cell: ({ getValue }: { getValue: () => unknown }) => money(Number(getValue()), currency),
  });
  return [
    {
      id: 'orderNumber',
      header: 'Order',
      accessorFn: (line) => line.orderNumber,
      cell: ({ row }) => orderLink(row.original.orderId, row.original.orderNumber),
    },
    {
      id: 'createdAt',
      header: 'Date',
      accessorFn: (line) => line.createdAt,
      cell: ({ row }) => orderMoment(row.original.createdAt),
    },
    amount('total', 'Total'),
    amount('commission', 'Commission'),
    {
      id: 'refunds',
      header: 'Refunds',
      accessorFn: (line) => line.refunds,
      // A refund takes money back: written as the negative amount it is.
      cell: ({ getValue }) => {
        const refunds = Number(getValue());
        return money(refunds > 0 ? -refunds : 0, currency);
      },
    },
    amount('net', 'Net'),
    {
      id: 'status',
      header: 'Status',
      accessorFn: (line) => line.status,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={LINE_STATUS_LABELS[row.original.status]}
          tones={LINE_TONES}
        />
      ),
    },
  ];
}

/** The transfers to the designer, and the refunds' reversals as negative lines. */
export function transferColumns(currency: string): ColumnDef<ApiPayoutTransfer, unknown>[] {
  return [
    {
      id: 'at',
      header: 'Date',
      accessorFn: (transfer) => transfer.at,
      cell: ({ row }) => orderMoment(row.original.at),
    },
    {
      id: 'kind',
      header: 'Kind',
      accessorFn: (transfer) => (transfer.kind === 'reversal' ? 'Refund reversal' : 'Transfer'),
    },
    {
      id: 'orderNumber',
      header: 'Order',
      accessorFn: (transfer) => transfer.orderNumber,
      cell: ({ row }) => orderLink(row.original.orderId, row.original.orderNumber),
    },
    {
      id: 'amount',
      header: 'Amount',
      accessorFn: (transfer) => transfer.amount,
      cell: ({ row }) => money(row.original.amount, currency),
    },
  ];
}

/** Each designer's share of the marketplace's commission, with a way to their statement. */
export function commissionColumns(
  onOpen: (designerId: string) => void,
): ColumnDef<ApiCommissionDesigner, unknown>[] {
  const amount = (id: 'total' | 'refunded' | 'commission' | 'net', header: string) => ({
    id,
    header,
    accessorFn: (share: ApiCommissionDesigner) => share[id],
    cell: ({ row }: { row: { original: ApiCommissionDesigner } }) =>
      money(
        id === 'refunded' && row.original.refunded > 0 ? -row.original.refunded : row.original[id],
        row.original.currency,
      ),
  });
  return [
    {
      id: 'designerBrand',
      header: 'Designer',
      accessorFn: (share) => share.designerBrand || share.designerId,
    },
    { id: 'orders', header: 'Orders', accessorFn: (share) => share.orders },
    amount('total', 'Total'),
    amount('refunded', 'Refunds'),
    amount('commission', 'Commission'),
    amount('net', 'Net'),
    {
      id: 'open',
      header: () => <StyledHidden>Actions</StyledHidden>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Statement of ${row.original.designerBrand || 'this designer'}`}
          onClick={() => onOpen(row.original.designerId)}
        >
          Statement
        </Button>
      ),
    },
  ];
}
