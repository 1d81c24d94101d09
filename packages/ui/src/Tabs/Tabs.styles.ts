import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${tokens.space[1]};
  border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
`;

export const StyledTab = styled.button<{ $selected: boolean }>`
  margin-bottom: calc(-1 * ${tokens.borderWidth[1]});
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border: none;
  border-bottom: ${tokens.borderWidth[2]} solid
    ${({ $selected }) => ($selected ? tokens.color.accent : 'transparent')};
  background: transparent;
  color: ${({ $selected }) => ($selected ? tokens.color.text : tokens.color.textMuted)};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${({ $selected }) =>
    $selected ? tokens.fontWeight.semibold : tokens.fontWeight.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${tokens.color.text};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${tokens.opacity.disabled};
  }

  ${focusRing}
`;

export const StyledPanel = styled.div`
  padding-top: ${tokens.space[4]};
  ${focusRing}
`;
