import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';
import { titleStyles } from '../theme/typography';

export type CardWidth = 'narrow' | 'regular' | 'fluid';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** A heading at the top; it also names the card's region. */
  title?: ReactNode;
  width?: CardWidth;
  /** The heading level that fits the page's outline. */
  headingLevel?: 1 | 2 | 3;
};

const widths: Record<CardWidth, string> = {
  narrow: tokens.size.cardNarrow,
  regular: tokens.size.card,
  fluid: '100%',
};

export const StyledCard = styled.section<{ $width: CardWidth }>`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  width: min(100%, ${({ $width }) => widths[$width]});
  padding: ${tokens.space[6]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[3]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow[1]};
  transition: width ${tokens.motion.slow} ${tokens.motion.easing};

  @media ${media.narrow} {
    padding: ${tokens.space[4]};
  }

  /* A card inside a card is a section of it: flatter, tighter, not a second page. */
  & & {
    gap: ${tokens.space[3]};
    padding: ${tokens.space[4]};
    box-shadow: none;
  }
`;

const StyledHeading = styled.h2`
  ${titleStyles}

  ${StyledCard} ${StyledCard} > & {
    font-family: ${tokens.font.body};
    font-size: ${tokens.fontSize[4]};
  }
`;

/** A surface that groups one task (a form, a detail panel). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, width = 'regular', headingLevel = 2, children, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <StyledCard ref={ref} aria-labelledby={title ? headingId : undefined} $width={width} {...rest}>
      {title ? (
        <StyledHeading as={`h${headingLevel}`} id={headingId}>
          {title}
        </StyledHeading>
      ) : null}
      {children}
    </StyledCard>
  );
});
