import { formatMoney } from '@runway-live/domain/money';
import {
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  type ApiOrder,
  type OrderRefundRequest,
  type RefundReason,
} from '@runway-live/domain/orders';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  NumericInput,
  Select,
  TextAreaField,
  tokens,
} from '@runway-live/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { refundQuoteOf } from './refundQuote';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const StyledLines = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${tokens.space[2]};
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

const StyledAmount = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize[4]};
  font-weight: ${tokens.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

// A cancellation's refund is the server's own: a person chooses among the others.
const REASON_OPTIONS = REFUND_REASONS.filter((reason) => reason !== 'order_cancelled').map(
  (reason) => ({
    value: reason,
    label: REFUND_REASON_LABELS[reason],
  }),
);

/** A quantity typed in the box, as a whole number (0 for none or not a number). */
const units = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);

/**
 * Refund by line: how many of each item (at most what is left of it), the shipping, a
 * reason from the list, a note and whether the units go back into stock. The amount is the
 * domain's own quote, shown as it changes and never above what is left of the payment;
 * a confirmation names what will change before anything is sent.
 */
export function RefundDialog({
  order,
  open,
  busy,
  onRefund,
  onClose,
}: {
  order: ApiOrder;
  open: boolean;
  busy: boolean;
  onRefund: (request: OrderRefundRequest) => void;
  onClose: () => void;
}) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [shipping, setShipping] = useState(false);
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();

  const lines = order.items
    .map((item) => ({ sku: item.sku, quantity: units(quantities[item.sku] ?? '') }))
    .filter((line) => line.quantity > 0);
  const chosen = lines.length > 0 || shipping;
  const { quote, amount, left, shippingLeft } = refundQuoteOf(order, { lines, shipping });
  const money = (value: number) => formatMoney(value, order.currency);

  const review = () => {
    if (!reason) {
      setReasonError('Choose a reason');
      return;
    }
    setReasonError(undefined);
    if (quote.ok) setConfirming(true);
  };

  const close = () => {
    setConfirming(false);
    onClose();
  };

  const summary = [
    ...lines.map((line) => {
      const item = order.items.find((candidate) => candidate.sku === line.sku);
      return `${line.quantity} × ${item?.name ?? line.sku} (${[item?.color, item?.size].filter(Boolean).join(', ')})`;
    }),
    ...(shipping ? ['the shipping'] : []),
  ];

  return (
    <Dialog
      open={open}
      title={confirming ? 'Confirm the refund' : 'Refund'}
      onClose={close}
      bodyDescribes={confirming}
      size="lg"
      actions={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Back
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() =>
                onRefund({
                  lines,
                  shipping,
                  reason: reason as RefundReason,
                  note,
                  restock,
                })
              }
            >
              Refund {money(amount)}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={review} disabled={!chosen || !quote.ok}>
              Review refund
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <StyledBody>
          <p>
            {money(amount)} goes back to {order.buyer.name} for {summary.join(', ')}.
          </p>
          <p>
            {restock ? 'The units go back into stock.' : 'The stock stays as it is.'} The order
            becomes {quote.ok && quote.complete ? 'refunded' : 'partially refunded'}.
          </p>
        </StyledBody>
      ) : (
        <StyledBody>
          <StyledLines>
            <legend>Items to refund</legend>
            {order.items.map((item) => {
              const most = item.quantity - item.refundedQuantity;
              return (
                <NumericInput
                  key={item.sku}
                  label={`${item.name} (${[item.color, item.size].filter(Boolean).join(', ')})`}
                  hint={most === 0 ? 'Refunded already' : `At most ${most}`}
                  disabled={most === 0}
                  value={quantities[item.sku] ?? ''}
                  onChange={(event) =>
                    setQuantities((current) => ({ ...current, [item.sku]: event.target.value }))
                  }
                />
              );
            })}
            {shippingLeft > 0 ? (
              <Checkbox
                label={`The shipping (${money(shippingLeft)})`}
                checked={shipping}
                onChange={(event) => setShipping(event.target.checked)}
              />
            ) : null}
          </StyledLines>
          <Select
            label="Reason"
            placeholder="Select a reason"
            options={REASON_OPTIONS}
            value={reason}
            required
            error={reasonError}
            onChange={(event) => setReason(event.target.value as RefundReason | '')}
          />
          <TextAreaField
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Checkbox
            label="Return the units to stock"
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
          />
          <div role="status">
            <StyledAmount>Refund amount: {money(amount)}</StyledAmount>
            <p>Left of the payment: {money(left)}</p>
          </div>
          {chosen && !quote.ok ? <Alert tone="error">{quote.message}</Alert> : null}
        </StyledBody>
      )}
    </Dialog>
  );
}
