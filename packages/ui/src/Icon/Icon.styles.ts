import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import type { IconSize } from './Icon';

const sizes: Record<IconSize, string> = {
  sm: tokens.size.iconSm,
  md: tokens.size.iconMd,
  lg: tokens.size.iconLg,
};

export const StyledIcon = styled.svg<{ $size: IconSize }>`
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
`;
