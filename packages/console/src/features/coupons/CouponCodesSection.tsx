import { formatCount } from '@runway-live/domain/display';
import {
  BULK_CODES_MAX,
  COUPON_STATUS_LABELS,
  bulkCodesRequestSchema,
  type ApiCoupon,
  type ApiCouponCode,
} from '@runway-live/domain/coupons';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  Skeleton,
  StatusBadge,
  TextField,
  type ColumnDef,
  type SortingState,
} from '@runway-live/ui';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/ApiProvider';
import { sortOf } from '../../resources/listUrlState';
import { DetailSection } from '../../resources/ResourceDetailPage';
import { useCsvDownload } from '../../shared/useCsvDownload';
import { useToast } from '../../shared/useToast';
import { PageBlocks } from '../../shared/Page';
import { StyledGenerate, StyledRow } from './couponDetail.styles';
import { useCouponCodes, useCouponCodeWrites } from './couponsApi';

const PAGE_SIZE = 20;

type Pending = { kind: 'one'; code: ApiCouponCode } | { kind: 'all' } | null;

/** A coupon's bulk codes: generate, download, page through, deactivate one or all. */
export function CouponCodesSection({ coupon }: { coupon: ApiCoupon }) {
  const toast = useToast();
  const writes = useCouponCodeWrites(coupon._id);
  const csv = useCsvDownload(writes.codesPath, `${coupon.code}-codes.csv`);
  // Paged and sorted on the server: a coupon can have 10 000 codes.
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const sort = sortOf(sorting);
  const codes = useCouponCodes(coupon._id, {
    page: String(page),
    limit: String(PAGE_SIZE),
    ...(sort ? { sort: `${sort.field}:${sort.direction}` } : {}),
  });
  const [count, setCount] = useState('50');
  const [prefix, setPrefix] = useState('');
  const [problem, setProblem] = useState<{ field: 'count' | 'prefix'; message: string } | null>(
    null,
  );
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
      onSuccess: (made) => toast.success(`${formatCount(made.created)} codes generated`),
      onError: (error) => toast.error(failureMessage(error)),
    });
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
        onSuccess: (answer) => toast.success(`${formatCount(answer.changed)} codes deactivated`),
        onError: (error) => toast.error(failureMessage(error)),
        onSettled: done,
      });
    }
  };

  const columns: ColumnDef<ApiCouponCode, unknown>[] = [
    { id: 'code', header: 'Code', accessorFn: (code) => code.code },
    {
      id: 'usedCount',
      header: 'Uses',
      accessorFn: (code) => `${code.usedCount} of ${code.maxUses}`,
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      accessorFn: (code) => code.status,
      cell: ({ row }) => <StatusBadge status={COUPON_STATUS_LABELS[row.original.status]} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
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
      <PageBlocks>
        <p>
          Codes that share this coupon&rsquo;s rules, each single use; {coupon.codes.total} made,{' '}
          {coupon.codes.active} active.
        </p>
        <StyledGenerate onSubmit={generate} aria-label="Generate codes" noValidate>
          <TextField
            label="How many"
            inputMode="numeric"
            autoComplete="off"
            hint={`Up to ${formatCount(BULK_CODES_MAX)} at once.`}
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
            loading={csv.downloading}
            disabled={coupon.codes.total === 0}
            onClick={() => void csv.download({ query: { format: 'csv' } })}
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
          <DataTable
            caption="Codes"
            columns={columns}
            data={page$.items}
            getRowId={(code) => code._id}
            sorting={sorting}
            onSortingChange={(next) => {
              setSorting(next);
              setPage(1);
            }}
            {...(page$.total > 0
              ? {
                  pagination: {
                    page: page$.page,
                    limit: page$.limit,
                    total: page$.total,
                    onPageChange: setPage,
                  },
                }
              : {})}
            emptyTitle="No codes yet"
            emptyDescription="Generate codes to hand them out one per person."
          />
        ) : codes.isError ? (
          <Alert tone="error">{failureMessage(codes.error)}</Alert>
        ) : (
          <Skeleton height="6rem" />
        )}
      </PageBlocks>
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
          : `The ${formatCount(coupon.codes.active)} active codes stop working at checkout. Orders that used them keep their discount.`}
      </ConfirmDialog>
    </DetailSection>
  );
}
