import { styled } from 'styled-components';
import { StyledButton } from '../Button/Button.styles';
import { tokens } from '../theme/tokens';
import type { ButtonSize } from '../Button/Button.styles';

const squares: Record<ButtonSize, string> = {
  sm: tokens.size.controlSm,
  md: tokens.size.controlMd,
  lg: tokens.size.controlLg,
};

/** A Button squared to its height; the icon scales with the font size. */
export const StyledIconButton = styled(StyledButton)`
  width: ${({ $size }) => squares[$size]};
  min-width: ${({ $size }) => squares[$size]};
  padding: 0;
  border-radius: ${tokens.radius[2]};

  & > svg {
    width: ${tokens.size.iconMd};
    height: ${tokens.size.iconMd};
    flex: none;
  }
`;
