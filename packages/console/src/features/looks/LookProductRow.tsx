import { totalStock } from '@runway-live/domain/schemas';
import { type ApiProduct } from '@runway-live/domain/api';
import { Badge, ConfirmDialog, tokens } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Thumbnail } from '../../resources/Thumbnail';
import { thumbnailOf } from '../products';
import { looks } from './looksApi';

// A product as a look's products page shows it, in the look's list and in the picker: its
// picture, name, code and stock, the look it is in now, and the question before it moves.

// The picture beside the words at every width; the stock and actions wrap under the name.
const StyledRow = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${tokens.space[3]};
  align-items: start;

  /* Beside a list item's handle and buttons a phone has no room left for the picture. */
  @media (max-width: 30rem) {
    grid-template-columns: ${({ $compact }) => ($compact ? 'minmax(0, 1fr)' : 'auto minmax(0, 1fr)')};

    & > :first-child {
      display: ${({ $compact }) => ($compact ? 'none' : 'inline-grid')};
    }
  }
`;

const StyledText = styled.div`
  display: grid;
  gap: ${tokens.space[1]};
  min-width: 0;

  & > span {
    overflow-wrap: anywhere;
  }
`;

const StyledCode = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
`;

function StockBadge({ product }: { product: ApiProduct }) {
  const stock = totalStock(product.colors);
  return stock === 0 ? (
    <Badge tone="danger">Out of stock</Badge>
  ) : (
    <Badge tone="neutral">{`${stock} in stock`}</Badge>
  );
}

/** What a product row shows: thumbnail, name, code and stock. */
export function ProductSummary({
  product,
  compact = false,
  children,
}: {
  product: ApiProduct;
  /** In the sortable list, beside its controls: no picture on a phone. */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <StyledRow $compact={compact}>
      <Thumbnail image={thumbnailOf(product)} icon="shirt" />
      <StyledText>
        <span>{product.productName}</span>
        <StyledCode>{product.productCode}</StyledCode>
        <StyledMeta>
          <StockBadge product={product} />
          {children}
        </StyledMeta>
      </StyledText>
    </StyledRow>
  );
}

/** The look a product is in now, by name ("In another look" alone named nothing). */
function useLookName(lookId: string | null | undefined): string | undefined {
  return looks.useDetail(lookId ?? undefined).data?.name;
}

export function OtherLookBadge({ lookId }: { lookId: string }) {
  const name = useLookName(lookId);
  return <Badge tone="warning">{name ? `In the look “${name}”` : 'In another look'}</Badge>;
}

/**
 * Asks before a product leaves the look it is in: a product belongs to one look, so adding
 * it here empties its place there (a published look was emptied this way, issue 19).
 */
export function MoveDialog({
  product,
  into,
  busy,
  onConfirm,
  onCancel,
}: {
  product: ApiProduct | null;
  into: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const from = useLookName(product?.lookId);
  return (
    <ConfirmDialog
      open={product !== null}
      title={`Move ${product?.productName ?? ''} to ${into}?`}
      confirmLabel="Move here"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {`${product?.productName ?? ''} is in the look “${from ?? '…'}”. Moving it here takes it out of that look.`}
    </ConfirmDialog>
  );
}
