import { routePath } from '@runway-live/domain/access';
import { ORDER_STATUS_LABELS } from '@runway-live/domain/checkout';
import {
  BULK_CODES_MAX,
  COUPON_FUNDER_LABELS,
  COUPON_STATUS_LABELS,
  bulkCodesRequestSchema,
  type ApiCoupon,
  type ApiCouponCode,
  type ApiCouponUsage,
} from '@runway-live/domain/coupons';
import { formatMoney } from '@runway-live/domain/money';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  Link,
  Skeleton,
  StatCard,
  StatGrid,
  StatusBadge,
  TextField,
  tokens,
  type ColumnDef,
} from '@runway-live/ui';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { downloadCsv } from '../../api/downloadCsv';
import { failureMessage, useApi } from '../../api/ApiProvider';
import { DetailFacts } from '../../resources/DetailFacts';
import { DetailSection, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { couponScopeText, couponUsesText, couponValueText } from './couponColumns';
import {
  useCouponCodes,
  useCouponCodeWrites,
  useCouponFamily,
  useCouponUsage,
  useCouponsCrumb,
} from './couponsApi';

const StyledBlocks = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

const StyledGenerate = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: flex-end;

  > div {
    flex: 1 1 10rem;
    max-width: 14rem;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
`;

const when = (instant: string | null, none: string) =>
  instant
    ? new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : none;

/** coupon/coupon-detail/:couponId: the coupon, its uses, the orders that used it, its codes. */
export function CouponDetailScreen() {
  const { couponId = '' } = useParams();
  const { admin, resource, editPath } = useCouponFamily();
  const list = useCouponsCrumb();
  return (
    <ResourceDetailPage
      query={resource.useDetail(couponId)}
      list={list}
      parents={admin ? undefined : [DASHBOARD_CRUMB]}
      title={(coupon) => coupon.code}
      status={(coupon) => COUPON_STATUS_LABELS[coupon.status]}
      actions={(coupon) => ({
        primaryAction: { label: 'Edit', href: editPath(coupon._id) },
      })}
    >
      {(coupon) => (
        <StyledBlocks>
          <CouponFacts coupon={coupon} />
          <CouponUsage coupon={coupon} />
          <CouponCodes coupon={coupon} />
        </StyledBlocks>
      )}
    </ResourceDetailPage>
  );
}

function CouponFacts({ coupon }: { coupon: ApiCoupon }) {
  return (
    <DetailSection title="Rules">
      <DetailFacts>
        <dt>Discount</dt>
        <dd>{couponValueText(coupon)}</dd>
        <dt>Applies to</dt>
        <dd>{couponScopeText(coupon)}</dd>
        <dt>Funded by</dt>
        <dd>{COUPON_FUNDER_LABELS[coupon.fundedBy]}</dd>
        <dt>Minimum order</dt>
        <dd>
          {coupon.minOrderAmount > 0 ? formatMoney(coupon.minOrderAmount, coupon.currency) : 'None'}
        </dd>
        <dt>Uses</dt>
        <dd>{couponUsesText(coupon)}</dd>
        <dt>Uses per buyer</dt>
        <dd>{coupon.perUserLimit ?? 'No limit'}</dd>
        <dt>Starts</dt>
        <dd>{when(coupon.startsAt, 'Now')}</dd>
        <dt>Ends</dt>
        <dd>{when(coupon.endsAt, 'No end')}</dd>
        {coupon.liveWindowMinutes !== null ? (
          <>
            <dt>Live window</dt>
            <dd>First {coupon.liveWindowMinutes} minutes of the show live</dd>
          </>
        ) : null}
      </DetailFacts>
    </DetailSection>
  );
}

type UsageOrder = ApiCouponUsage['orders'][number];

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

function CouponUsage({ coupon }: { coupon: ApiCoupon }) {
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
      <StyledBlocks>
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
              caption="Orders that used it"
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
      </StyledBlocks>
    </DetailSection>
  );
}

const BY_CODE_COLUMNS: ColumnDef<ApiCouponUsage['byCode'][number], unknown>[] = [
  { id: 'code', header: 'Code', accessorFn: (row) => row.code },
  { id: 'uses', header: 'Uses', accessorFn: (row) => row.uses },
];

type Pending = { kind: 'one'; code: ApiCouponCode } | { kind: 'all' } | null;

function CouponCodes({ coupon }: { coupon: ApiCoupon }) {
  const api = useApi();
  const toast = useToast();
  const writes = useCouponCodeWrites(coupon._id);
  const [page, setPage] = useState(1);
  const codes = useCouponCodes(coupon._id, { page: String(page), limit: '20' });
  const [count, setCount] = useState('50');
  const [prefix, setPrefix] = useState('');
  const [problem, setProblem] = useState<{ field: 'count' | 'prefix'; message: string } | null>(
    null,
  );
  const [downloading, setDownloading] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const generating = writes.generate.isPending;

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = bulkCodesRequestSchema.safeParse({
      count: Number(count.trim() || Number.NaN),
      prefix,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({
        field: issue?.path[0] === 'prefix' ? 'prefix' : 'count',
        message: issue?.message ?? '',
      });
      return;
    }
    setProblem(null);
    writes.generate.mutate(parsed.data, {
      onSuccess: (made) => toast.success(`${made.created.toLocaleString('en-US')} codes generated`),
      onError: (error) => toast.error(failureMessage(error)),
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(api, writes.codesPath, `${coupon.code}-codes.csv`, {
        query: { format: 'csv' },
      });
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const confirm = () => {
    if (!pending) return;
    const done = () => setPending(null);
    if (pending.kind === 'one') {
      writes.setOne.mutate(
        { codeId: pending.code._id, status: 'inactive' },
        {
          onSuccess: () => toast.success(`${pending.code.code} deactivated`),
          onError: (error) => toast.error(failureMessage(error)),
          onSettled: done,
        },
      );
    } else {
      writes.setAll.mutate('inactive', {
        onSuccess: (answer) =>
          toast.success(`${answer.changed.toLocaleString('en-US')} codes deactivated`),
        onError: (error) => toast.error(failureMessage(error)),
        onSettled: done,
      });
    }
  };

  const columns: ColumnDef<ApiCouponCode, unknown>[] = [
    { id: 'code', header: 'Code', accessorFn: (code) => code.code },
    {
      id: 'uses',
      header: 'Uses',
      accessorFn: (code) => `${code.usedCount} of ${code.maxUses}`,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (code) => code.status,
      cell: ({ row }) => <StatusBadge status={COUPON_STATUS_LABELS[row.original.status]} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.status === 'active' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Deactivate ${row.original.code}`}
            onClick={() => setPending({ kind: 'one', code: row.original })}
          >
            Deactivate
          </Button>
        ) : null,
    },
  ];
  const page$ = codes.data;

  return (
    <DetailSection title="Bulk codes">
      <StyledBlocks>
        <p>
          Codes that share this coupon&rsquo;s rules, each single use; {coupon.codes.total} made,{' '}
          {coupon.codes.active} active.
        </p>
        <StyledGenerate onSubmit={generate} aria-label="Generate codes" noValidate>
          <TextField
            label="How many"
            inputMode="numeric"
            autoComplete="off"
            hint={`Up to ${BULK_CODES_MAX.toLocaleString('en-US')} at once.`}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={problem?.field === 'count' ? problem.message : undefined}
          />
          <TextField
            label="Prefix"
            autoComplete="off"
            placeholder="PARTNER"
            hint="Optional."
            value={prefix}
            onChange={(event) => setPrefix(event.target.value)}
            error={problem?.field === 'prefix' ? problem.message : undefined}
          />
          <Button type="submit" loading={generating}>
            Generate codes
          </Button>
        </StyledGenerate>
        <p role="status">
          {generating
            ? `Generating ${count.trim()} codes on the server… thousands take a few seconds.`
            : null}
        </p>
        <StyledRow>
          <Button
            variant="secondary"
            loading={downloading}
            disabled={coupon.codes.total === 0}
            onClick={() => void download()}
          >
            Download CSV
          </Button>
          <Button
            variant="secondary"
            disabled={coupon.codes.active === 0}
            onClick={() => setPending({ kind: 'all' })}
          >
            Deactivate all codes
          </Button>
        </StyledRow>
        {page$ ? (
          <>
            <DataTable
              caption="Codes"
              columns={columns}
              data={page$.items}
              getRowId={(code) => code._id}
              emptyTitle="No codes yet"
              emptyDescription="Generate codes to hand them out one per person."
            />
            {page$.total > page$.page * page$.limit || page > 1 ? (
              <StyledRow>
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous codes
                </Button>
                <Button
                  variant="secondary"
                  disabled={page$.total <= page$.page * page$.limit}
                  onClick={() => setPage(page + 1)}
                >
                  Next codes
                </Button>
              </StyledRow>
            ) : null}
          </>
        ) : codes.isError ? (
          <Alert tone="error">{failureMessage(codes.error)}</Alert>
        ) : (
          <Skeleton height="6rem" />
        )}
      </StyledBlocks>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'one'
            ? `Deactivate ${pending.code.code}?`
            : `Deactivate all codes of ${coupon.code}?`
        }
        confirmLabel="Deactivate"
        cancelLabel="Keep them"
        destructive
        busy={writes.setOne.isPending || writes.setAll.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'one'
          ? `${pending.code.code} stops working at checkout. Orders that used it keep their discount.`
          : `The ${coupon.codes.active.toLocaleString('en-US')} active codes stop working at checkout. Orders that used them keep their discount.`}
      </ConfirmDialog>
    </DetailSection>
  );
}

export { CouponDetailScreen as Screen };
