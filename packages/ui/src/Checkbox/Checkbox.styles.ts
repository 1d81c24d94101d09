import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledCheckbox = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
`;

export const StyledLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? tokens.opacity.disabled : '1')};
`;

/** The native checkbox in the accent colour: keyboard, forms and screen readers for free. */
export const StyledInput = styled.input`
  width: ${tokens.size.check};
  height: ${tokens.size.check};
  margin: 0;
  flex: none;
  accent-color: ${tokens.color.accent};
  cursor: inherit;
  ${focusRing}
`;

export const StyledError = styled.span`
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[1]};
`;
