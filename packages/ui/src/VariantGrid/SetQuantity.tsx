import { useState } from 'react';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { EVERY_CELL, quantityTargetOptions } from './gridCommands';
import { StyledSetQuantity } from './VariantGrid.styles';
import type { VariantGridColor } from './VariantGrid.types';

type SetQuantityProps = {
  colors: readonly VariantGridColor[];
  sizes: readonly string[];
  disabled: boolean;
  /** A whole number, and where it goes: `all`, `row:<colour key>` or `col:<size>`. */
  onSet: (quantity: string, target: string) => void;
};

/** One quantity for every cell, a row or a column. */
export function SetQuantity({ colors, sizes, disabled, onSet }: SetQuantityProps) {
  const [quantity, setQuantity] = useState('');
  const [target, setTarget] = useState(EVERY_CELL);
  const [error, setError] = useState<string | undefined>();

  const apply = () => {
    const whole = quantity.trim();
    if (!/^\d+$/.test(whole)) {
      setError('Enter a whole number, 0 or more.');
      return;
    }
    setError(undefined);
    onSet(whole, target);
  };

  return (
    // Not a form: the grid sits inside the product's form, and forms do not nest.
    <StyledSetQuantity role="group" aria-label="Set quantity">
      <TextField
        label="Quantity"
        inputMode="numeric"
        value={quantity}
        onChange={(event) => setQuantity(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter applies the quantity instead of submitting the product's form.
          event.preventDefault();
          apply();
        }}
        error={error}
        disabled={disabled}
      />
      <Select
        label="Apply to"
        options={quantityTargetOptions(colors, sizes)}
        value={target}
        onChange={(event) => setTarget(event.currentTarget.value)}
        disabled={disabled}
      />
      <Button variant="secondary" onClick={apply} disabled={disabled}>
        Set quantity
      </Button>
    </StyledSetQuantity>
  );
}
