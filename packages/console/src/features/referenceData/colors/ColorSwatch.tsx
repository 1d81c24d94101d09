import { tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

const StyledSwatch = styled.span<{ $hex: string | null }>`
  display: inline-block;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: ${tokens.radius[1]};
  border: 1px solid ${tokens.color.border};
  background: ${({ $hex }) =>
    $hex ??
    `repeating-linear-gradient(45deg, ${tokens.color.surface} 0 4px, ${tokens.color.border} 4px 5px)`};
`;

/** A colour's sample; a hatched box when it has no hex code. Decorative: the hex is text. */
export function ColorSwatch({ hex }: { hex: string | null }) {
  return <StyledSwatch aria-hidden $hex={hex} data-testid="color-swatch" />;
}
