import { formatMoney } from '@runway-live/domain';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ProductPicture } from '../ShoppableProductCard/ProductPicture';
import {
  StyledAnnouncer,
  StyledBody,
  StyledBuyLink,
  StyledCard,
  StyledEmpty,
  StyledHeading,
  StyledList,
  StyledLook,
  StyledLookName,
  StyledName,
  StyledPrice,
  StyledSection,
  StyledSubheading,
} from './PushedProducts.styles';

export type PushedProduct = {
  id: string;
  name: string;
  /** In the currency's major unit. */
  price: number;
  /** ISO 4217. */
  currency: string;
  imageUrl: string | null;
  soldOut?: boolean;
  /** The product's shop page: Buy opens it in a new tab. Without it, Buy calls `onBuy`. */
  buyUrl?: string | null;
};

export type PushedLook = {
  id: string;
  name: string;
  products: readonly PushedProduct[];
};

export type PushedProductsProps = {
  /** The products the host highlights now, in the host's order. */
  products: readonly PushedProduct[];
  /** The look the host pinned whole, or none. */
  pinnedLook?: PushedLook | null;
  /** Buy on a product without a `buyUrl` (the page opens its own buying step). */
  onBuy?: (product: PushedProduct) => void;
  title?: string;
  className?: string;
};

function ProductCard({
  product,
  highlighted,
  onBuy,
}: {
  product: PushedProduct;
  highlighted: boolean;
  onBuy?: (product: PushedProduct) => void;
}) {
  const soldOut = product.soldOut === true;
  let buy = null;
  if (!soldOut && product.buyUrl) {
    buy = (
      <StyledBuyLink
        href={product.buyUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Buy ${product.name} (opens in a new tab)`}
      >
        Buy
      </StyledBuyLink>
    );
  } else if (!soldOut && onBuy) {
    buy = (
      <Button size="sm" aria-label={`Buy ${product.name}`} onClick={() => onBuy(product)}>
        Buy
      </Button>
    );
  }
  return (
    <StyledCard $highlighted={highlighted} $soldOut={soldOut}>
      <ProductPicture src={product.imageUrl} />
      <StyledBody>
        <StyledName>{product.name}</StyledName>
        <StyledPrice>{formatMoney(product.price, product.currency)}</StyledPrice>
        {soldOut ? <Badge tone="neutral">Sold out</Badge> : null}
        {buy}
      </StyledBody>
    </StyledCard>
  );
}

type Heard = {
  key: string;
  products: readonly PushedProduct[];
  look: PushedLook | null;
  announcement: string;
};

const keyOf = (products: readonly PushedProduct[], look: PushedLook | null) =>
  [products.map((product) => product.id).join(','), look?.id ?? ''].join('|');

/**
 * What the polite live region says when the host pushes products or pins a look: the
 * names of the newly highlighted products or look (derived from the previous props).
 */
function useAnnouncement(products: readonly PushedProduct[], look: PushedLook | null) {
  const key = keyOf(products, look);
  const [heard, setHeard] = useState<Heard>(() => ({ key, products, look, announcement: '' }));
  if (heard.key !== key) {
    const before = new Set(heard.products.map((product) => product.id));
    const fresh = products.filter((product) => !before.has(product.id));
    const parts = [
      fresh.length > 0 ? `Now featured: ${fresh.map((product) => product.name).join(', ')}` : '',
      look && look.id !== heard.look?.id ? `Pinned look: ${look.name}` : '',
    ].filter(Boolean);
    setHeard({
      key,
      products,
      look,
      announcement: parts.length > 0 ? parts.join('. ') : heard.announcement,
    });
  }
  return heard.announcement;
}

/**
 * The products the host pushes during a live show, highlighted, each with its price and
 * a buy action (a sold-out one says so instead), and the look the host pinned whole.
 * New pushes are announced politely.
 */
export function PushedProducts({
  products,
  pinnedLook,
  onBuy,
  title = 'Featured now',
  className,
}: PushedProductsProps) {
  const announcement = useAnnouncement(products, pinnedLook ?? null);
  const empty = products.length === 0 && !pinnedLook;
  return (
    <StyledSection aria-label={title} className={className}>
      <StyledHeading>{title}</StyledHeading>
      {empty ? <StyledEmpty>The host has not featured a product yet.</StyledEmpty> : null}
      {products.length > 0 ? (
        <StyledList aria-label="Featured products">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} highlighted onBuy={onBuy} />
            </li>
          ))}
        </StyledList>
      ) : null}
      {pinnedLook ? (
        <StyledLook role="group" aria-label={`Pinned look: ${pinnedLook.name}`}>
          <StyledSubheading>Pinned look</StyledSubheading>
          <StyledLookName>{pinnedLook.name}</StyledLookName>
          <StyledList>
            {pinnedLook.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} highlighted={false} onBuy={onBuy} />
              </li>
            ))}
          </StyledList>
        </StyledLook>
      ) : null}
      <StyledAnnouncer aria-live="polite">{announcement}</StyledAnnouncer>
    </StyledSection>
  );
}
