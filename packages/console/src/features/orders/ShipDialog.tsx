import {
  ORDER_CARRIER_LABELS,
  ORDER_CARRIERS,
  orderPatchSchema,
  type OrderPatch,
} from '@runway-live/domain/orders';
import { Button, Dialog, Select, TextField, tokens } from '@runway-live/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const CARRIER_OPTIONS = ORDER_CARRIERS.map((carrier) => ({
  value: carrier,
  label: ORDER_CARRIER_LABELS[carrier],
}));

type Errors = Partial<Record<'carrier' | 'trackingNumber', string>>;

/**
 * Ship the order: the carrier and the tracking number, checked by the domain's PATCH
 * schema before sending (its messages, under each field).
 */
export function ShipDialog({
  open,
  busy,
  onShip,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onShip: (patch: OrderPatch) => void;
  onClose: () => void;
}) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = {
      status: 'shipped',
      ...(carrier ? { carrier } : {}),
      ...(trackingNumber.trim() ? { trackingNumber } : {}),
    };
    const checked = orderPatchSchema.safeParse(patch);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'carrier' || field === 'trackingNumber') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onShip(checked.data);
  };

  return (
    <Dialog
      open={open}
      title="Ship the order"
      onClose={onClose}
      bodyDescribes={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="ship-order" loading={busy}>
            Mark as shipped
          </Button>
        </>
      }
    >
      <StyledForm id="ship-order" noValidate onSubmit={submit}>
        <Select
          label="Carrier"
          placeholder="Choose the carrier"
          options={CARRIER_OPTIONS}
          value={carrier}
          required
          error={errors.carrier}
          onChange={(event) => setCarrier(event.target.value)}
        />
        <TextField
          label="Tracking number"
          value={trackingNumber}
          required
          error={errors.trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
      </StyledForm>
    </Dialog>
  );
}
