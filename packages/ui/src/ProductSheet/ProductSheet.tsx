import { formatMoney } from '@runway-live/domain';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Select } from '../Select/Select';
import { tokens } from '../theme/tokens';

/** One size of a colour: what is left, said by the app ("2 left", "Sold out" or nothing). */
export type ProductSheetSize = {
  size: string;
  sku: string;
  soldOut: boolean;
  /** What is left, in words, or null when plenty remain. */
  note: string | null;
};

export type ProductSheetColor = { color: string; sizes: readonly ProductSheetSize[] };

export type ProductSheetProduct = {
  name: string;
  brandName: string;
  /** Major units. */
  price: number;
  currency: string;
  description?: string;
  colors: readonly ProductSheetColor[];
};

export type ProductSheetChoice = { sku: string; color: string; size: string; quantity: number };

export type ProductSheetProps = {
  open: boolean;
  product: ProductSheetProduct;
  /** The most of one size a shopper may take at once. */
  maxQuantity: number;
  onAdd: (choice: ProductSheetChoice) => void;
  onClose: () => void;
  /** Why the product cannot be bought now (not on sale yet, sold out), instead of the choice. */
  unavailable?: string | null;
};

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};

  & > legend {
    margin-bottom: ${tokens.space[1]};
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

const StyledOption = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  color: ${({ $disabled }) => ($disabled ? tokens.color.textMuted : tokens.color.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:has(input:checked) {
    border-color: ${tokens.color.accent};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const StyledNote = styled.span`
  font-size: ${tokens.fontSize[1]};
`;

/**
 * A product the host pushed, to buy: its colours, each colour's sizes with what is left
 * ("2 left", "Sold out": a sold-out size cannot be chosen), a quantity, and Add to cart.
 * Radio groups and a select: arrows, Space and Enter, as the browser's own controls.
 */
export function ProductSheet({
  open,
  product,
  maxQuantity,
  onAdd,
  onClose,
  unavailable,
}: ProductSheetProps) {
  const firstColor = product.colors.find((color) => color.sizes.some((size) => !size.soldOut));
  const [colorName, setColorName] = useState(firstColor?.color ?? product.colors[0]?.color ?? '');
  const [sku, setSku] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [asked, setAsked] = useState(false);
  const name = useId();
  const problemId = useId();
  const color = product.colors.find((entry) => entry.color === colorName);
  const size = color?.sizes.find((entry) => entry.sku === sku && !entry.soldOut) ?? null;

  const add = () => {
    if (!color || !size) {
      setAsked(true);
      return;
    }
    onAdd({ sku: size.sku, color: color.color, size: size.size, quantity });
  };

  return (
    <Dialog
      open={open}
      title={product.name}
      onClose={onClose}
      bodyDescribes={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Back to the show
          </Button>
          {unavailable ? null : <Button onClick={add}>Add to cart</Button>}
        </>
      }
    >
      <StyledBody>
        <StyledMeta>
          {product.brandName} · {formatMoney(product.price, product.currency)}
        </StyledMeta>
        {product.description ? <p>{product.description}</p> : null}
        {unavailable ? (
          <p role="status">{unavailable}</p>
        ) : (
          <>
            {product.colors.length > 1 ? (
              <StyledFieldset>
                <legend>Colour</legend>
                {product.colors.map((entry) => (
                  <StyledOption key={entry.color} $disabled={false}>
                    <input
                      type="radio"
                      name={`${name}-color`}
                      value={entry.color}
                      checked={entry.color === colorName}
                      onChange={() => {
                        setColorName(entry.color);
                        setSku(null);
                      }}
                    />
                    {entry.color}
                  </StyledOption>
                ))}
              </StyledFieldset>
            ) : (
              <StyledMeta>{`Colour: ${colorName}`}</StyledMeta>
            )}
            <StyledFieldset
              aria-invalid={asked && !size ? true : undefined}
              aria-describedby={asked && !size ? problemId : undefined}
            >
              <legend>Size</legend>
              {(color?.sizes ?? []).map((entry) => (
                <StyledOption key={entry.sku} $disabled={entry.soldOut}>
                  <input
                    type="radio"
                    name={`${name}-size`}
                    value={entry.sku}
                    disabled={entry.soldOut}
                    checked={entry.sku === sku}
                    onChange={() => {
                      setSku(entry.sku);
                      setAsked(false);
                    }}
                  />
                  {entry.size}
                  {entry.note ? <StyledNote>{`· ${entry.note}`}</StyledNote> : null}
                </StyledOption>
              ))}
            </StyledFieldset>
            {asked && !size ? (
              <p id={problemId} role="alert">
                Choose a size
              </p>
            ) : null}
            <Select
              label="Quantity"
              value={String(quantity)}
              onChange={(event) => setQuantity(Number(event.target.value))}
              options={Array.from({ length: maxQuantity }, (_, index) => ({
                value: String(index + 1),
                label: String(index + 1),
              }))}
            />
          </>
        )}
      </StyledBody>
    </Dialog>
  );
}
