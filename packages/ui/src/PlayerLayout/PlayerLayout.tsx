import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';

export type PlayerLayoutProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /** The show's title: the page's heading. */
  title: ReactNode;
  /** Whose show it is. */
  brandName?: ReactNode;
  /** A line above the title, e.g. 'Live' or 'Show 2 of 3'. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** The `<video>` (any height: a portrait video keeps its shape within the screen). */
  video: ReactNode;
  /** The products of the show: beside the video, under it on a phone. */
  products: ReactNode;
  /**
   * The live slot: the chat and the pushed products of a live show (the live issue), above
   * the products. Nothing is drawn when it is left out.
   */
  live?: ReactNode;
  /**
   * The viewer's own row (sign in, the cart, their orders), above the show across the page.
   * Nothing is drawn when it is left out.
   */
  account?: ReactNode;
};

const StyledPlayer = styled.main`
  display: grid;
  /* The whole page: the theme's canvas reaches the bottom of the screen on a short show. */
  min-height: 100dvh;
  align-content: start;
  gap: ${tokens.space[4]};
  padding: ${tokens.space[3]};
  max-width: ${tokens.size.page};
  margin: 0 auto;

  @media ${media.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
    align-items: start;
    gap: ${tokens.space[5]};
    padding: ${tokens.space[5]};
  }
`;

const StyledStage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  background: #000;
  border-radius: ${tokens.radius[2]};
  overflow: hidden;

  & video {
    display: block;
    width: 100%;
    max-height: 75dvh;
    object-fit: contain;
    background: #000;
  }

  @media ${media.wide} {
    & video {
      max-height: calc(100dvh - 12rem);
    }
  }
`;

/** What the screen shows in place of a video that cannot play (none yet, a failure). */
export const PlayerScreenMessage = styled.p`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  max-height: 75dvh;
  margin: 0;
  padding: ${tokens.space[4]};
  color: #fff;
  text-align: center;
`;

const StyledEyebrow = styled.p`
  margin: 0;
  color: ${tokens.color.accent};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[6]};
  line-height: ${tokens.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const StyledBrand = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-weight: ${tokens.fontWeight.semibold};
`;

const StyledDescription = styled.p`
  margin: 0;
  max-width: ${tokens.size.measure};
  white-space: pre-line;
`;

const StyledAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

/** The viewer's row: across both columns, at the end of the line. */
const StyledAccount = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

/** The live slot's parts (status, viewers, chat) stacked with the aside's rhythm. */
const StyledLive = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

/**
 * The embeddable player's page: the video with the show's title under it, and the products
 * beside it (under it on a phone), with a slot for the live chat and pushed products.
 */
export function PlayerLayout({
  title,
  brandName,
  eyebrow,
  description,
  video,
  products,
  live,
  account,
  ...rest
}: PlayerLayoutProps) {
  return (
    <StyledPlayer {...rest}>
      {account ? <StyledAccount data-slot="account">{account}</StyledAccount> : null}
      <StyledStage>
        <StyledScreen>{video}</StyledScreen>
        <div>
          {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
          <StyledTitle>{title}</StyledTitle>
          {brandName ? <StyledBrand>{brandName}</StyledBrand> : null}
        </div>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
      </StyledStage>
      <StyledAside>
        {live ? <StyledLive data-slot="live">{live}</StyledLive> : null}
        {products}
      </StyledAside>
    </StyledPlayer>
  );
}
