import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import {
  StyledActions,
  StyledCount,
  StyledHeading,
  StyledHidden,
  StyledItem,
  StyledList,
  StyledName,
  StyledPicker,
  StyledThumb,
} from './ProductPushPicker.styles';

export type PushableProduct = {
  id: string;
  name: string;
  imageUrl?: string | null;
  /** Not for sale yet (a draft): viewers never see it, so it cannot be highlighted. */
  draft?: boolean;
};
export type PushableLook = { id: string; name: string; imageUrl?: string | null };

export type ProductPushPickerProps = {
  /** The show's products, in the show's order. */
  products: readonly PushableProduct[];
  /** The show's looks; left out for a kind of show that has none (a web event). */
  looks?: readonly PushableLook[];
  /** The products on viewers' screens now, in push order. */
  highlighted: readonly string[];
  /** The products marked sold out. */
  soldOut: readonly string[];
  /** The look pinned on viewers' screens, if any. */
  pinnedLookId: string | null;
  /** How many products may be highlighted at once. */
  max?: number;
  /** Nothing can be pushed now (no connection). */
  disabled?: boolean;
  /** The whole new list of highlighted products. */
  onHighlightChange: (productIds: string[]) => void;
  onSoldOutChange: (productId: string, soldOut: boolean) => void;
  /** A look to pin, or null to unpin. */
  onPinLook: (lookId: string | null) => void;
};

/**
 * The control room's product push: highlight up to `max` products of the show on every
 * viewer's screen, mark one sold out, pin a whole look. Each button says what it will do
 * ("Highlight" or "Remove highlight", "Mark sold out" or "Back in stock", "Pin look" or
 * "Unpin"), with its product's name for a screen reader; the badges say what is.
 */
export function ProductPushPicker({
  products,
  looks,
  highlighted,
  soldOut,
  pinnedLookId,
  max = 3,
  disabled = false,
  onHighlightChange,
  onSoldOutChange,
  onPinLook,
}: ProductPushPickerProps) {
  const id = useId();
  const full = highlighted.length >= max;
  const toggle = (id: string) =>
    onHighlightChange(
      highlighted.includes(id) ? highlighted.filter((other) => other !== id) : [...highlighted, id],
    );
  return (
    <StyledPicker>
      <section aria-labelledby={`${id}-products`}>
        <StyledHeading id={`${id}-products`}>Products</StyledHeading>
        <StyledCount aria-live="polite">
          {full
            ? `${highlighted.length} of ${max} highlighted: remove one to highlight another.`
            : `${highlighted.length} of ${max} highlighted`}
        </StyledCount>
        {products.length === 0 ? (
          <StyledCount>No products in this show yet.</StyledCount>
        ) : (
          <StyledList>
            {products.map((product) => {
              const on = highlighted.includes(product.id);
              const gone = soldOut.includes(product.id);
              return (
                <StyledItem key={product.id} $on={on}>
                  {product.imageUrl ? <StyledThumb src={product.imageUrl} alt="" /> : null}
                  <StyledName>{product.name}</StyledName>
                  {on ? <Badge tone="accent">On screen</Badge> : null}
                  {gone ? <Badge tone="danger">Sold out</Badge> : null}
                  {product.draft ? <Badge tone="warning">Draft: hidden from viewers</Badge> : null}
                  <StyledActions>
                    <Button
                      size="sm"
                      variant={on ? 'secondary' : 'primary'}
                      disabled={disabled || (!on && (full || product.draft === true))}
                      onClick={() => toggle(product.id)}
                    >
                      {on ? 'Remove highlight' : 'Highlight'}
                      <StyledHidden> {product.name}</StyledHidden>
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => onSoldOutChange(product.id, !gone)}
                    >
                      {gone ? 'Back in stock' : 'Mark sold out'}
                      <StyledHidden> {product.name}</StyledHidden>
                    </Button>
                  </StyledActions>
                </StyledItem>
              );
            })}
          </StyledList>
        )}
      </section>
      {looks ? (
        <section aria-labelledby={`${id}-looks`}>
          <StyledHeading id={`${id}-looks`}>Looks</StyledHeading>
          {looks.length === 0 ? (
            <StyledCount>No looks in this show yet.</StyledCount>
          ) : (
            <StyledList>
              {looks.map((look) => {
                const pinned = pinnedLookId === look.id;
                return (
                  <StyledItem key={look.id} $on={pinned}>
                    {look.imageUrl ? <StyledThumb src={look.imageUrl} alt="" /> : null}
                    <StyledName>{look.name}</StyledName>
                    {pinned ? <Badge tone="accent">Pinned</Badge> : null}
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => onPinLook(pinned ? null : look.id)}
                    >
                      {pinned ? 'Unpin' : 'Pin look'}
                      <StyledHidden> {look.name}</StyledHidden>
                    </Button>
                  </StyledItem>
                );
              })}
            </StyledList>
          )}
        </section>
      ) : null}
    </StyledPicker>
  );
}
