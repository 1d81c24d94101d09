import { formatMoney } from '@runway-live/domain';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { tokens } from '../theme/tokens';

/** One line of the cart as of now: the product's words, its designer and what is left. */
export type CartPanelLine = {
  key: string;
  name: string;
  designer: string;
  /** "Black / M". */
  variant: string;
  /** The unit price now, major units. */
  price: number;
  currency: string;
  quantity: number;
  /** What is left in words ("2 left", "Sold out"), or null. */
  availability: string | null;
  /** The line cannot be bought as it is (sold out, fewer left, no longer sold). */
  unavailable: boolean;
};

export type CartPanelProps = {
  open: boolean;
  lines: readonly CartPanelLine[];
  /** Still reading the lines' prices and stock. */
  loading?: boolean;
  onRemove: (key: string) => void;
  onCheckout: () => void;
  onClose: () => void;
};

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const StyledLine = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${tokens.space[1]} ${tokens.space[3]};
  padding-bottom: ${tokens.space[3]};
  border-bottom: 1px solid ${tokens.color.border};
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${tokens.fontWeight.semibold};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const StyledWarning = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[2]};
`;

/**
 * The viewer's cart: each line with its designer, price and availability as of now, a way
 * to remove it, the total, and Checkout (not while a line cannot be bought).
 */
export function CartPanel({
  open,
  lines,
  loading = false,
  onRemove,
  onCheckout,
  onClose,
}: CartPanelProps) {
  const currency = lines[0]?.currency ?? 'USD';
  const sameCurrency = lines.every((line) => line.currency === currency);
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const blocked = lines.length === 0 || loading || lines.some((line) => line.unavailable);
  return (
    <Dialog
      open={open}
      title="Your cart"
      onClose={onClose}
      bodyDescribes={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Back to the show
          </Button>
          <Button onClick={onCheckout} disabled={blocked}>
            Checkout
          </Button>
        </>
      }
    >
      {lines.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <StyledList aria-label="Items in your cart" aria-busy={loading || undefined}>
            {lines.map((line) => (
              <StyledLine key={line.key}>
                <div>
                  <StyledName>{line.name}</StyledName>
                  <StyledMuted>{`${line.designer} · ${line.variant} · ${line.quantity} × ${formatMoney(line.price, line.currency)}`}</StyledMuted>
                  {line.availability ? (
                    line.unavailable ? (
                      <StyledWarning>{line.availability}</StyledWarning>
                    ) : (
                      <StyledMuted>{line.availability}</StyledMuted>
                    )
                  ) : null}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${line.name}, ${line.variant}`}
                  onClick={() => onRemove(line.key)}
                >
                  Remove
                </Button>
              </StyledLine>
            ))}
          </StyledList>
          {sameCurrency ? (
            <p>{`Total before tax and shipping: ${formatMoney(total, currency)}`}</p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
