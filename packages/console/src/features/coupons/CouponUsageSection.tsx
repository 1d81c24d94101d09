import { formatCount } from '@runway-live/domain/display';
import { routePath } from '@runway-live/domain/access';
import { ORDER_STATUS_LABELS } from '@runway-live/domain/checkout';
import { type ApiCoupon, type ApiCouponUsage } from '@runway-live/domain/coupons';
import { formatMoney } from '@runway-live/domain/money';
import {
  Alert,
  Button,
  DataTable,
  Link,
  Skeleton,
  StatCard,
  StatGrid,
  type ColumnDef,
} from '@runway-live/ui';
import { failureMessage } from '../../api/ApiProvider';
import { DetailSection } from '../../resources/ResourceDetailPage';
import { RouterLink } from '../../shared/RouterLink';
import { PageBlocks } from '../../shared/Page';
import { useCouponUsage } from './couponsApi';

type UsageOrder = ApiCouponUsage['orders'][number];

/** The orders table's caption: all of them, or the newest of how many. */
const ordersCaption = (usage: ApiCouponUsage) =>
  usage.orders.length < usage.orderCount
    ? `The newest ${usage.orders.length} of ${formatCount(usage.orderCount)} orders that used it`
    : 'Orders that used it';

function orderColumns(currency: string): ColumnDef<UsageOrder, unknown>[] {
  return [
    {
      id: 'orderNumber',
      header: 'Order',
      accessorFn: (order) => order.orderNumber,
      cell: ({ row }) => (
        <Link
          href={routePath('order/:order_id', { order_id: row.original._id })}
          linkComponent={RouterLink}
        >
          {row.original.orderNumber}
        </Link>
      ),
    },
    { id: 'code', header: 'Code', accessorFn: (order) => order.code },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (order) => ORDER_STATUS_LABELS[order.status],
    },
    {
      id: 'discount',
      header: 'Discount',
      accessorFn: (order) => formatMoney(order.discount, currency),
    },
    { id: 'total', header: 'Total', accessorFn: (order) => formatMoney(order.total, currency) },
  ];
}

/** A coupon's uses: the figures over all its orders, by code, and its newest orders. */
export function CouponUsageSection({ coupon }: { coupon: ApiCoupon }) {
  const usage = useCouponUsage(coupon._id);
  if (usage.isError) {
    return (
      <DetailSection title="Uses">
        <Alert tone="error">{failureMessage(usage.error)}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void usage.refetch()}>
            Retry
          </Button>
        </div>
      </DetailSection>
    );
  }
  const data = usage.data;
  return (
    <DetailSection title="Uses">
      <PageBlocks>
        <StatGrid>
          <StatCard label="Uses so far" loading={!data} value={data?.uses} />
          <StatCard
            label="Discount given"
            loading={!data}
            value={data ? formatMoney(data.discount, data.currency) : undefined}
          />
          <StatCard
            label="GMV of its orders"
            loading={!data}
            value={data ? formatMoney(data.gmv, data.currency) : undefined}
          />
        </StatGrid>
        {data ? (
          <>
            {data.byCode.length > 0 ? (
              <DataTable
                caption="Uses by code"
                columns={BY_CODE_COLUMNS}
                data={data.byCode}
                getRowId={(row) => row.code}
                emptyTitle="No uses yet"
              />
            ) : null}
            <DataTable
              caption={ordersCaption(data)}
              columns={orderColumns(data.currency)}
              data={data.orders}
              getRowId={(order) => order._id}
              emptyTitle="No orders yet"
              emptyDescription="Orders appear here once a shopper checks out with the code."
            />
          </>
        ) : (
          <Skeleton height="6rem" />
        )}
      </PageBlocks>
    </DetailSection>
  );
}

const BY_CODE_COLUMNS: ColumnDef<ApiCouponUsage['byCode'][number], unknown>[] = [
  { id: 'code', header: 'Code', accessorFn: (row) => row.code },
  { id: 'uses', header: 'Uses', accessorFn: (row) => row.uses },
];
