import { keyframes, styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = {
  sm: tokens.size.iconSm,
  md: tokens.size.iconMd,
  lg: tokens.size.controlMd,
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const StyledRing = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: ${tokens.borderWidth[2]} solid currentColor;
  border-right-color: transparent;
  border-radius: ${tokens.radius.round};
  animation: ${spin} ${tokens.motion.spin} linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* Slower, not stopped: the ring still says "working". */
    animation-duration: calc(${tokens.motion.spin} * 3);
  }
`;

export const StyledLabel = styled.span`
  ${visuallyHidden}
`;
