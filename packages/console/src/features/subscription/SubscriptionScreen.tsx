import {
  returnPathOrNull,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionMessages,
  type ApiSubscription,
  type ApiSubscriptionInvoice,
} from '@runway-live/domain/api';
import { formatInstantDay } from '@runway-live/domain/display';
import { formatMoney } from '@runway-live/domain/money';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Link,
  Spinner,
  StatusBadge,
  tokens,
  type BadgeTone,
  type ColumnDef,
} from '@runway-live/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { showsInPlace } from '../../api/failurePolicy';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { StandaloneFrame } from '../../shared/StandaloneFrame';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { useSubscription, useSubscriptionChange, useSubscriptionCheckout } from './subscriptionApi';

const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  none: 'neutral',
  active: 'success',
  past_due: 'warning',
  cancelled: 'danger',
};

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space[3]} ${tokens.space[5]};
  align-items: center;
  margin: 0;

  dt {
    color: ${tokens.color.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

const day = (instant: string | null) => (instant ? formatInstantDay(instant) : '—');

const INVOICE_COLUMNS: ColumnDef<ApiSubscriptionInvoice, string>[] = [
  {
    id: 'period',
    header: 'Period',
    enableSorting: false,
    accessorFn: (invoice) => `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`,
  },
  {
    id: 'amount',
    header: 'Amount',
    enableSorting: false,
    accessorFn: (invoice) => formatMoney(invoice.amount, invoice.currency),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorFn: (invoice) => invoice.status,
    cell: (cell) => <StatusBadge status={cell.getValue<string>()} />,
  },
  {
    id: 'url',
    header: 'Invoice',
    enableSorting: false,
    accessorFn: (invoice) => invoice.url ?? '',
    cell: (cell) => {
      const url = cell.getValue<string>();
      return url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer" underline="always">
          View invoice
        </Link>
      ) : (
        '—'
      );
    },
  },
];

/** What the period's end means for this status. */
function periodLabel(subscription: ApiSubscription): string {
  if (subscription.status === 'cancelled') return 'Ended on';
  if (subscription.status === 'past_due') return 'Period ended on';
  if (subscription.cancelAtPeriodEnd) return 'Ends on';
  return 'Renews on';
}

function PlanCard({
  subscription,
  from,
  change,
  onCancel,
}: {
  subscription: ApiSubscription;
  from: string | null;
  /** Cancel and resume, shared with the page's confirmation of a cancel. */
  change: ReturnType<typeof useSubscriptionChange>;
  onCancel: () => void;
}) {
  const checkout = useSubscriptionCheckout();
  const failure = checkout.error ?? change.error;
  const { status } = subscription;
  let actions;
  if (!subscription.required) {
    actions = <StyledNote>{subscriptionMessages.noPlan}</StyledNote>;
  } else if (status !== 'active') {
    actions = (
      <Button loading={checkout.isPending} onClick={() => checkout.mutate(from)}>
        Subscribe
      </Button>
    );
  } else if (subscription.cancelAtPeriodEnd) {
    actions = (
      <Button
        variant="secondary"
        loading={change.isPending}
        onClick={() => change.mutate('resume')}
      >
        Resume subscription
      </Button>
    );
  } else {
    actions = (
      <Button variant="secondary" onClick={onCancel}>
        Cancel subscription
      </Button>
    );
  }
  return (
    <Card title="Your plan" width="fluid">
      <StyledFacts>
        <dt>Plan</dt>
        <dd>{formatMoney(subscription.amount, subscription.currency)} per month</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge
            status={status}
            tones={STATUS_TONES}
            label={SUBSCRIPTION_STATUS_LABELS[status]}
          />
        </dd>
        {subscription.currentPeriodEnd ? (
          <>
            <dt>{periodLabel(subscription)}</dt>
            <dd>{formatInstantDay(subscription.currentPeriodEnd)}</dd>
          </>
        ) : null}
      </StyledFacts>
      {subscription.cancelAtPeriodEnd && status === 'active' ? (
        <StyledNote>{subscriptionMessages.cancelled}</StyledNote>
      ) : null}
      {failure ? <Alert tone="error">{failureMessage(failure)}</Alert> : null}
      <StyledActions>{actions}</StyledActions>
    </Card>
  );
}

/**
 * The designer's subscription (spec 2.3, outside the shell): the plan the admin set, its
 * status and period end, subscribe (the provider's checkout page), cancel at the period's
 * end or resume, and the invoices so far. A 402 sends the designer here with `?from=`: the
 * page says why, and once the checkout is paid (`checkout=done`) returns there.
 */
export function SubscriptionScreen() {
  const [search] = useSearchParams();
  const from = returnPathOrNull(search.get('from'));
  const returning = search.get('checkout') === 'done';
  const subscription = useSubscription(returning);
  const change = useSubscriptionChange();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const status = subscription.data?.subscription.status;
  const backToWhereTheyWere = returning && status === 'active' && from !== null;

  useEffect(() => {
    if (!backToWhereTheyWere || from === null) return;
    toast.success(subscriptionMessages.subscribed);
    void navigate(from, { replace: true });
  }, [backToWhereTheyWere, from, navigate, toast]);

  let notice = null;
  if (returning && status === 'active') {
    notice = <Alert tone="success">{subscriptionMessages.subscribed}</Alert>;
  } else if (returning && status !== undefined) {
    notice = (
      <StyledNote role="status">
        <Spinner size="sm" decorative /> Confirming your payment with the payment provider…
      </StyledNote>
    );
  } else if (from !== null && status !== 'active') {
    // Why the designer is here: a write was refused with 402.
    notice = <Alert tone="error">{subscriptionMessages.sentHere}</Alert>;
  }

  let body;
  if (subscription.isPending) {
    body = <Spinner label="Loading your subscription" />;
  } else if (subscription.isError) {
    body = showsInPlace(subscription.error) ? (
      <Alert tone="error">
        {failureMessage(subscription.error)}{' '}
        <Button variant="secondary" onClick={() => void subscription.refetch()}>
          Retry
        </Button>
      </Alert>
    ) : null;
  } else {
    const { invoices } = subscription.data;
    body = (
      <>
        <PlanCard
          subscription={subscription.data.subscription}
          from={from}
          change={change}
          onCancel={() => setConfirmingCancel(true)}
        />
        <Card title="Invoices so far" width="fluid">
          <DataTable
            caption="Invoices"
            columns={INVOICE_COLUMNS}
            data={invoices}
            getRowId={(invoice) => invoice._id}
            emptyTitle="No invoices yet"
            emptyDescription="Your invoices appear here once your first payment is made."
          />
        </Card>
        <ConfirmDialog
          open={confirmingCancel}
          title="Cancel your subscription?"
          confirmLabel="Cancel subscription"
          cancelLabel="Keep subscription"
          destructive
          busy={change.isPending}
          onCancel={() => setConfirmingCancel(false)}
          onConfirm={() => change.mutate('cancel', { onSettled: () => setConfirmingCancel(false) })}
        >
          It stays active until the end of the current period, then ends. Events need an active
          subscription.
        </ConfirmDialog>
      </>
    );
  }

  return (
    <StandaloneFrame>
      <Page
        title="Subscription"
        parents={[DASHBOARD_CRUMB]}
        description="Your plan on Runway Live, set by the marketplace."
      >
        {notice}
        {body}
        <p>
          <Link href={from ?? '/dashboard'} linkComponent={RouterLink}>
            {from ? 'Back to where you were' : 'Go to the dashboard'}
          </Link>
        </p>
      </Page>
    </StandaloneFrame>
  );
}

export { SubscriptionScreen as Screen };
