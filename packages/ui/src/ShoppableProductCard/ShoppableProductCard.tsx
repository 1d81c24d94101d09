import { formatMoney } from '@runway-live/domain';
import type { HTMLAttributes } from 'react';
import {
  StyledActions,
  StyledBody,
  StyledBuy,
  StyledCard,
  StyledJump,
  StyledName,
  StyledOnScreen,
  StyledPrice,
} from './ShoppableProductCard.styles';
import { ProductPicture } from './ProductPicture';

export type ShoppableProductCardWords = {
  /** The buy link's label, e.g. 'Buy'. The product's name follows it for screen readers. */
  buy: string;
  /** Read after the buy link's label: the link opens the brand's shop in a new tab. */
  newTab: string;
  /** The jump button's label before the time, e.g. 'Jump to' ('Jump to 0:05.000'). */
  jumpTo: string;
  /** The badge of the product on screen now, e.g. 'On screen'. */
  onScreen: string;
};

export const defaultShoppableProductCardWords: ShoppableProductCardWords = {
  buy: 'Buy',
  newTab: '(opens in a new tab)',
  jumpTo: 'Jump to',
  onScreen: 'On screen',
};

export type ShoppableProductCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  name: string;
  /** In the currency's major unit. */
  price: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  imageUrl: string | null;
  /** The brand's page for the product: opens in a new tab. */
  externalUrl: string;
  /** Whether the product is on screen in the video now. */
  onScreen?: boolean;
  /** The moment the product first appears, as the viewer reads it ('0:05.000', the domain's formatMoment); none: no jump. */
  jumpTime?: string | null;
  /** The viewer asks to see the moment the product appears. */
  onJump?: () => void;
  /** The viewer follows the buy link (the link still opens: this only reports it). */
  onBuy?: () => void;
  /**
   * The product is sold here (the player's own sheet and cart): Buy is a button that calls
   * this, in the page, instead of the link to the brand's shop.
   */
  onBuyHere?: () => void;
  words?: ShoppableProductCardWords;
};

/**
 * A product of a show beside its video: the picture, the name, the price in its currency,
 * the brand's buy link (a new tab, no opener, no referrer) or, sold here, a Buy button, and, when the product has a
 * moment in the video, a button that jumps there.
 */
export function ShoppableProductCard({
  name,
  price,
  currency,
  imageUrl,
  externalUrl,
  onScreen = false,
  jumpTime = null,
  onJump,
  onBuy,
  onBuyHere,
  words = defaultShoppableProductCardWords,
  ...rest
}: ShoppableProductCardProps) {
  return (
    <StyledCard $onScreen={onScreen} {...rest}>
      <ProductPicture src={imageUrl} />
      <StyledBody>
        {onScreen ? <StyledOnScreen>{words.onScreen}</StyledOnScreen> : null}
        <StyledName>{name}</StyledName>
        <StyledPrice>{formatMoney(price, currency)}</StyledPrice>
        <StyledActions>
          {onBuyHere ? (
            <StyledBuy
              as="button"
              type="button"
              aria-label={`${words.buy} ${name}`}
              onClick={() => {
                onBuy?.();
                onBuyHere();
              }}
            >
              {words.buy}
            </StyledBuy>
          ) : (
            <StyledBuy
              href={externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${words.buy} ${name} ${words.newTab}`}
              onClick={onBuy}
            >
              {words.buy}
            </StyledBuy>
          )}
          {jumpTime !== null && onJump ? (
            <StyledJump
              type="button"
              aria-label={`${words.jumpTo} ${jumpTime}: ${name}`}
              onClick={onJump}
            >
              {words.jumpTo} {jumpTime}
            </StyledJump>
          ) : null}
        </StyledActions>
      </StyledBody>
    </StyledCard>
  );
}
