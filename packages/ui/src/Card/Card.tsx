import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
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
`;

const StyledHeading = styled.h2`
  ${titleStyles}
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
