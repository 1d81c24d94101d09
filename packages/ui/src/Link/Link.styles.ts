import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export type LinkTone = 'accent' | 'inherit';
export type LinkUnderline = 'hover' | 'always';

export const StyledLink = styled.a<{ $tone: LinkTone; $underline: LinkUnderline }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  border-radius: ${tokens.radius[1]};
  color: ${({ $tone }) => ($tone === 'accent' ? tokens.color.accent : 'inherit')};
  font-weight: ${tokens.fontWeight.medium};
  text-decoration: ${({ $underline }) => ($underline === 'always' ? 'underline' : 'none')};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ $tone }) => ($tone === 'accent' ? tokens.color.accentHover : 'inherit')};
    text-decoration: underline;
  }

  svg {
    flex: none;
    width: ${tokens.size.iconSm};
    height: ${tokens.size.iconSm};
  }
`;
