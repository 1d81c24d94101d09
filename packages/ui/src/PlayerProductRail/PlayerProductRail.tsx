import { useId, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import {
  ShoppableProductCard,
  defaultShoppableProductCardWords,
  type ShoppableProductCardWords,
} from '../ShoppableProductCard/ShoppableProductCard';
import { tokens } from '../theme/tokens';

export type PlayerRailProduct = {
  id: string;
  name: string;
  price: number;
  currency: string;
  imageUrl: string | null;
  externalUrl: string;
  /** Sold in the page (the player's sheet and cart) rather than through `externalUrl`. */
  buyHere?: boolean;
  /** When the product first appears, as the viewer reads it ('0:05.000', the domain's formatMoment); null: no jump. */
  jumpTime: string | null;
};

export type PlayerProductRailWords = ShoppableProductCardWords & {
  /** The rail's heading, e.g. 'Shop the show'. */
  heading: string;
  /** What an empty rail says. */
  empty: string;
};

export const defaultPlayerProductRailWords: PlayerProductRailWords = {
  ...defaultShoppableProductCardWords,
  heading: 'Shop the show',
  empty: 'No products in this show yet.',
};

export type PlayerProductRailProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  products: readonly PlayerRailProduct[];
  /** The product on screen in the video now (aria-current), if any. */
  currentProductId?: string | null;
  onJump?: (productId: string) => void;
  onBuy?: (productId: string) => void;
  /** Buy on a product sold here (`buyHere`): opens it in the page. */
  onBuyHere?: (productId: string) => void;
  words?: PlayerProductRailWords;
};

const StyledRail = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

/**
 * The products of a show beside its video: one card each, in the show's order; the one on
 * screen now is marked (aria-current) and highlighted.
 */
export function PlayerProductRail({
  products,
  currentProductId = null,
  onJump,
  onBuy,
  onBuyHere,
  words = defaultPlayerProductRailWords,
  ...rest
}: PlayerProductRailProps) {
  const headingId = useId();
  return (
    <StyledRail aria-labelledby={headingId} {...rest}>
      <StyledHeading id={headingId}>{words.heading}</StyledHeading>
      {products.length === 0 ? (
        <StyledEmpty>{words.empty}</StyledEmpty>
      ) : (
        <StyledList>
          {products.map((product) => {
            const onScreen = product.id === currentProductId;
            return (
              <li key={product.id} aria-current={onScreen ? 'true' : undefined}>
                <ShoppableProductCard
                  name={product.name}
                  price={product.price}
                  currency={product.currency}
                  imageUrl={product.imageUrl}
                  externalUrl={product.externalUrl}
                  onScreen={onScreen}
                  jumpTime={product.jumpTime}
                  onJump={onJump ? () => onJump(product.id) : undefined}
                  onBuy={onBuy ? () => onBuy(product.id) : undefined}
                  onBuyHere={product.buyHere && onBuyHere ? () => onBuyHere(product.id) : undefined}
                  words={words}
                />
              </li>
            );
          })}
        </StyledList>
      )}
    </StyledRail>
  );
}
