import { formatMoney } from '@runway-live/domain/money';
import type { ApiOrderListItem } from '@runway-live/domain/orders';
import { Badge, Link, tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import { orders } from './ordersApi';
import { OrderStatusBadge, orderMoment, RefundStateBadge } from './orderStatus';

const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledStates = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]};
`;

const StyledBuyer = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  small {
    color: ${tokens.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

/**
 * The orders list's columns. The ids that are the API's sort fields (orderNumber,
 * createdAt, total, status) sort on the server; the others do not sort.
 */
export function orderColumns({
  showDesigner,
  isNew = () => false,
}: {
  /** For admin and staff: the designer's brand. */
  showDesigner: boolean;
  /** Orders that arrived while the list was open: a quiet "New" beside the number. */
  isNew?: (id: string) => boolean;
}): ColumnDef<ApiOrderListItem, unknown>[] {
  const columns: (ColumnDef<ApiOrderListItem, unknown> | null)[] = [
    {
      id: 'orderNumber',
      header: 'Number',
      accessorFn: (order) => order.orderNumber,
      cell: ({ row }) => (
        <StyledStates>
          <Link href={orders.paths.detail(row.original._id)} linkComponent={RouterLink}>
            {row.original.orderNumber}
          </Link>
          {isNew(row.original._id) ? <Badge tone="accent">New</Badge> : null}
        </StyledStates>
      ),
    },
    {
      id: 'createdAt',
      header: 'Date',
      accessorFn: (order) => order.createdAt,
      cell: ({ row }) => orderMoment(row.original.createdAt),
    },
    {
      id: 'buyer',
      header: 'Buyer',
      enableSorting: false,
      accessorFn: (order) => order.buyer.name,
      cell: ({ row }) => (
        <StyledBuyer>
          <span>{row.original.buyer.name}</span>
          <small>{row.original.buyer.email}</small>
        </StyledBuyer>
      ),
    },
    showDesigner
      ? {
          id: 'designer',
          header: 'Designer',
          enableSorting: false,
          accessorFn: (order) => order.designerBrand || '—',
        }
      : null,
    {
      id: 'show',
      header: 'Show',
      enableSorting: false,
      accessorFn: (order) => order.eventTitle ?? '—',
    },
    {
      id: 'items',
      header: 'Items',
      enableSorting: false,
      accessorFn: (order) => order.itemCount,
      cell: ({ getValue }) => <StyledNumber>{String(getValue())}</StyledNumber>,
    },
    {
      id: 'total',
      header: 'Total',
      accessorFn: (order) => order.total,
      cell: ({ row }) => (
        <StyledNumber>{formatMoney(row.original.total, row.original.currency)}</StyledNumber>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (order) => order.status,
      cell: ({ row }) => (
        <StyledStates>
          <OrderStatusBadge status={row.original.status} />
          <RefundStateBadge state={row.original.refundState} />
        </StyledStates>
      ),
    },
  ];
  return columns.filter((column) => column !== null);
}
