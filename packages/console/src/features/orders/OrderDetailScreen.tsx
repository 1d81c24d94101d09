import { ORDER_STATUS_LABELS, type OrderStatus } from '@runway-live/domain/checkout';
import {
  orderActions,
  orderMessages,
  REFUND_REASON_LABELS,
  type ApiOrder,
  type ApiOrderTimelineEntry,
} from '@runway-live/domain/orders';
import { formatMoney } from '@runway-live/domain/money';
import {
  Button,
  Card,
  ConfirmDialog,
  MoneySummary,
  PrintArea,
  TextAreaField,
  Timeline,
  tokens,
  type PageAction,
  type TimelineEntry,
} from '@runway-live/ui';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { useToast } from '../../shared/useToast';
import { OrderPackingSlip } from './OrderPackingSlip';
import { OrderFacts, OrderItems } from './OrderSections';
import { OrderStatusBadge, RefundStateBadge } from './orderStatus';
import { ORDERS_LIST, orders, useOrderWrites } from './ordersApi';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';
import { TransferFailure } from './TransferFailure';
import { useHistoryActions } from '../audit';

const StyledNote = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[2]};

  & > :first-child {
    align-self: stretch;
  }
`;

/** The button of each step a person may take (the domain's orderActions). */
const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: 'Mark as processing',
  shipped: 'Ship',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** Refunds go from paid onwards, until nothing is left. */
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** What an entry without words of its own says. */
const TIMELINE_WORDS: Record<ApiOrderTimelineEntry['type'], string> = {
  created: 'Order placed',
  status: 'Status changed',
  payment: 'Payment',
  transfer: 'Transfer to the designer',
  transfer_failed: 'Transfer to the designer failed',
  refund: 'Refund',
  note: 'Note',
  tracking: 'Tracking changed',
  email: 'E-mail sent to the buyer',
};

/** A timeline row as the kit's Timeline shows it. */
function timelineEntry(entry: ApiOrderTimelineEntry, index: number): TimelineEntry {
  const move =
    entry.from && entry.to
      ? `${ORDER_STATUS_LABELS[entry.from as OrderStatus] ?? entry.from} → ${
          ORDER_STATUS_LABELS[entry.to as OrderStatus] ?? entry.to
        }`
      : undefined;
  return {
    id: `${entry.type}-${entry.at}-${index}`,
    type: entry.type,
    who: entry.by?.fullName ?? null,
    at: entry.at,
    text: [move, entry.text].filter(Boolean).join(': ') || TIMELINE_WORDS[entry.type],
  };
}

/** order/:order_id: one order, its money, its timeline and the steps it may take. */
export function OrderDetailScreen() {
  const { order_id: id = '' } = useParams();
  const query = orders.useDetail(id || undefined);
  const history = useHistoryActions('orders', id);
  return (
    <ResourceDetailPage
      query={query}
      list={ORDERS_LIST}
      actions={() => ({ secondaryActions: history })}
      title={(order) => `Order ${order.orderNumber}`}
      badges={(order) => (
        <>
          <OrderStatusBadge status={order.status} />
          <RefundStateBadge state={order.refundState} />
        </>
      )}
    >
      {(order) => <OrderDesk order={order} />}
    </ResourceDetailPage>
  );
}

function OrderDesk({ order }: { order: ApiOrder }) {
  const writes = useOrderWrites(order._id);
  const toast = useToast();
  const [dialog, setDialog] = useState<'ship' | 'refund' | 'cancel' | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();

  const move = async (status: OrderStatus) => {
    try {
      await writes.move.mutateAsync({ status });
      toast.success(orderMessages.moved);
      setDialog(null);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  const actions: PageAction[] = orderActions(order.status).map((to) => ({
    label: ACTION_LABELS[to] ?? ORDER_STATUS_LABELS[to],
    loading: writes.move.isPending && writes.move.variables?.status === to,
    onClick: () => {
      if (to === 'shipped') setDialog('ship');
      else if (to === 'cancelled') setDialog('cancel');
      else void move(to);
    },
  }));
  if (REFUNDABLE.includes(order.status) && order.refundState !== 'refunded') {
    actions.push({ label: 'Refund', onClick: () => setDialog('refund') });
  }
  actions.push({ label: 'Print packing slip', onClick: () => window.print() });

  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(orderMessages.noteMissing);
      return;
    }
    setNoteError(undefined);
    try {
      await writes.note.mutateAsync(note);
      setNote('');
      toast.success(orderMessages.noted);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <>
      <Card width="fluid" aria-label="Order actions">
        <ActionBar actions={actions} />
      </Card>
      <TransferFailure order={order} />
      <OrderItems order={order} />
      <Card width="fluid">
        <MoneySummary
          currency={order.currency}
          subtotal={order.subtotal}
          discount={order.discount}
          discountCode={order.couponCode}
          tax={order.tax}
          shipping={order.shipping}
          total={order.total}
          refunded={order.refunded}
          commission={order.commission}
          designerNet={order.designerNet}
        />
      </Card>
      <OrderFacts order={order} />
      <Card width="fluid">
        <Timeline
          entries={order.timeline.map(timelineEntry)}
          composer={
            <StyledNote noValidate onSubmit={(event) => void addNote(event)}>
              <TextAreaField
                label="Internal note"
                value={note}
                error={noteError}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button type="submit" size="sm" loading={writes.note.isPending}>
                Add note
              </Button>
            </StyledNote>
          }
        />
      </Card>
      {order.refunds.length > 0 ? (
        <Card width="fluid" title="Refunds">
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund._id}>
                {formatMoney(refund.amount, order.currency)}: {REFUND_REASON_LABELS[refund.reason]}
                {refund.restock ? ', stock returned' : ''}
                {refund.note ? ` (${refund.note})` : ''}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <PrintArea screen="hidden">
        <OrderPackingSlip order={order} />
      </PrintArea>
      <ShipDialog
        open={dialog === 'ship'}
        busy={writes.move.isPending}
        onClose={() => setDialog(null)}
        onShip={(patch) => {
          writes.move.mutate(patch, {
            onSuccess: () => {
              toast.success(orderMessages.moved);
              setDialog(null);
            },
            onError: (error) => toast.error(failureMessage(error)),
          });
        }}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        destructive
        busy={writes.move.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => void move('cancelled')}
      >
        The stock returns and the payment is released. This cannot be undone.
      </ConfirmDialog>
      {dialog === 'refund' ? (
        <RefundDialog
          order={order}
          open
          busy={writes.refund.isPending}
          onClose={() => setDialog(null)}
          onRefund={(request) =>
            writes.refund.mutate(request, {
              onSuccess: () => {
                toast.success(orderMessages.refunded);
                setDialog(null);
              },
              onError: (error) => toast.error(failureMessage(error)),
            })
          }
        />
      ) : null}
    </>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
`;

/** The order's steps and tools, one row of buttons. */
function ActionBar({ actions }: { actions: readonly PageAction[] }) {
  return (
    <StyledActions>
      {actions.map((action, index) => (
        <Button
          key={action.label}
          variant={index === 0 ? 'primary' : 'secondary'}
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </StyledActions>
  );
}

export { OrderDetailScreen as Screen };
